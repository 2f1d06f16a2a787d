import { CalendarClock, Crown, FileStack, MessagesSquare, UserRound } from 'lucide-react';
import { Link } from 'react-router';
import { Button } from '~/components/ui/button';
import { useUser } from '~/lib/root-data';

/** The way into the member area (issue 19) for a buyer, on the dashboard; nothing for anyone else. */
export function MemberAreaCard() {
  const user = useUser();
  if (!user?.hasPremiumAccess) return null;
  return (
    <section aria-labelledby="member-area-heading" className="rounded-2xl border border-amber-300 bg-amber-50 p-5 sm:p-6">
      <h2 id="member-area-heading" className="flex items-center gap-2 text-xl font-bold text-amber-950">
        <Crown className="size-5" aria-hidden /> Your member area
      </h2>
      <p className="mt-2 flex flex-wrap gap-x-4 gap-y-1 text-amber-950">
        <span className="flex items-center gap-1.5">
          <FileStack className="size-4" aria-hidden /> Done-for-you templates
        </span>
        <span className="flex items-center gap-1.5">
          <CalendarClock className="size-4" aria-hidden /> Live strategy calls
        </span>
        <span className="flex items-center gap-1.5">
          <MessagesSquare className="size-4" aria-hidden /> Members&apos; community
        </span>
        <span className="flex items-center gap-1.5">
          <UserRound className="size-4" aria-hidden /> 1-on-1 coaching
        </span>
      </p>
      <div className="mt-4 flex flex-wrap gap-3">
        <Button asChild variant="premium">
          <Link to="/premium">Open the member area</Link>
        </Button>
        <Button asChild variant="outline">
          <Link to="/premium/coaching">Book your coaching session</Link>
        </Button>
      </div>
    </section>
  );
}

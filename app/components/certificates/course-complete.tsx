import { Award, PartyPopper } from 'lucide-react';
import { Link } from 'react-router';
import { Button } from '~/components/ui/button';

/** The last lesson's completion screen (issue 14): the course is done, and here is its certificate. */
export function CourseCompleteCelebration({ href }: { href: string }) {
  return (
    <div className="rounded-2xl border border-amber-300 bg-amber-50 p-6 text-center" data-testid="course-complete">
      <h2 className="flex items-center justify-center gap-2 text-2xl font-extrabold text-amber-950">
        <PartyPopper className="size-7 shrink-0" aria-hidden /> Congratulations — you finished the course!
      </h2>
      <p className="mt-2 text-amber-950">
        You completed every lesson and earned a certificate of completion. Share it or download it as a PDF.
      </p>
      <Button asChild size="lg" className="mt-4">
        <Link to={href}>
          <Award aria-hidden /> View your certificate
        </Link>
      </Button>
    </div>
  );
}

import { Crown } from 'lucide-react';
import { Link } from 'react-router';
import { Button } from '~/components/ui/button';

/** Under the premium course's "Also included": where a buyer finds those things (issue 19: every promise leads somewhere). */
export function MemberAreaLink({ owned }: { owned: boolean }) {
  return owned ? (
    <Button asChild variant="premium" className="mt-6">
      <Link to="/premium">
        <Crown aria-hidden /> Open the member area
      </Link>
    </Button>
  ) : (
    <p className="mt-6 text-slate-700">
      Buyers find the templates, the strategy calls and the community in their member area, linked from the dashboard and the account menu.
    </p>
  );
}

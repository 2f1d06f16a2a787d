import { Crown } from 'lucide-react';
import { Link } from 'react-router';
import { Button } from '~/components/ui/button';
import { cn } from '~/lib/cn';
import type { ReactNode } from 'react';

/**
 * The banner that points a free learner at the premium course (the free course page and the end of a
 * free lesson). `prominent` is the larger form that closes a page.
 */
export function PremiumUpsell({ title, children, prominent = false }: { title: string; children: ReactNode; prominent?: boolean }) {
  return (
    <div
      className={cn(
        'flex flex-col gap-4 rounded-2xl bg-gradient-to-r from-blue-700 to-indigo-700 p-6 text-white sm:flex-row sm:items-center sm:justify-between',
        prominent && 'sm:p-8',
      )}
    >
      <div>
        <h2 className={prominent ? 'text-xl font-bold' : 'text-lg font-bold'}>{title}</h2>
        <p className={cn('text-blue-100', prominent && 'mt-1')}>{children}</p>
      </div>
      <Button asChild variant="premium" size="lg">
        <Link to="/course/premium">
          <Crown aria-hidden /> See the Premium Course
        </Link>
      </Button>
    </div>
  );
}

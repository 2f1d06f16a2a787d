import { ArrowLeft, BookOpen, Home } from 'lucide-react';
import { Link } from 'react-router';
import { useHydrated } from '~/lib/use-hydrated';
import { Button } from './ui/button';

/** 'Go Back' needs a script: React's on an app page; on a reading page the enhancement module shows it (app/enhance/enhance.ts). */
export function NotFound() {
  // React running here (after hydration, or a reading page reached by a client-side navigation), not the route's say.
  const hydrates = useHydrated();
  return (
    <section className="mx-auto flex max-w-xl flex-col items-center px-4 py-24 text-center">
      <p className="text-7xl font-extrabold text-blue-600" aria-hidden>
        404
      </p>
      <h1 className="mt-4 text-3xl font-bold text-slate-900">Page Not Found</h1>
      <p className="mt-3 text-slate-600">The page you're looking for doesn't exist or has been moved.</p>
      <div className="mt-8 flex flex-wrap justify-center gap-3">
        <Button asChild>
          <Link to="/">
            <Home aria-hidden /> Go Home
          </Link>
        </Button>
        <Button asChild variant="outline">
          <Link to="/course/free">
            <BookOpen aria-hidden /> Browse Courses
          </Link>
        </Button>
        <Button
          variant="ghost"
          type="button"
          {...(hydrates ? { onClick: () => window.history.back() } : { hidden: true, 'data-history-back': '' })}
        >
          <ArrowLeft aria-hidden /> Go Back
        </Button>
      </div>
    </section>
  );
}

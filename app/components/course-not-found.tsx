import { Link } from 'react-router';
import { Button } from './ui/button';

export function CourseNotFound() {
  return (
    <section className="mx-auto max-w-xl px-4 py-24 text-center">
      <h1 className="text-3xl font-bold text-slate-900">Course not found</h1>
      <p className="mt-3 text-slate-600">This course is not available right now.</p>
      <Button asChild className="mt-8">
        <Link to="/courses">See all courses</Link>
      </Button>
    </section>
  );
}

import { Quote } from 'lucide-react';
import type { Testimonial } from '../../content/testimonials/testimonials';

/** One learner's words, as the home page and the premium course page show them; `className` sets the card's surface. */
export function TestimonialCard({ testimonial, className }: { testimonial: Testimonial; className: string }) {
  return (
    <figure className={`rounded-2xl border border-slate-200 p-6 ${className}`}>
      <Quote className="size-6 text-blue-600" aria-hidden />
      <blockquote className="mt-3 text-slate-800">{testimonial.quote}</blockquote>
      <figcaption className="mt-4 text-sm">
        <span className="font-semibold text-slate-900">{testimonial.name}</span>{' '}
        <span className="text-slate-600">· {testimonial.role}</span>
      </figcaption>
    </figure>
  );
}

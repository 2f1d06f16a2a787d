import { Quote } from 'lucide-react';

/** A learner's review they agreed to have featured (DESIGN §12), as the home and premium course pages show it. */
export interface Testimonial {
  id: string;
  body: string;
  name: string;
  rating: number;
}

/** One learner's words; `className` sets the card's surface. */
export function TestimonialCard({ testimonial, className }: { testimonial: Testimonial; className: string }) {
  return (
    <figure className={`rounded-2xl border border-slate-200 p-6 ${className}`}>
      <Quote className="size-6 text-blue-600" aria-hidden />
      <blockquote className="mt-3 whitespace-pre-line text-slate-800">{testimonial.body}</blockquote>
      <figcaption className="mt-4 text-sm">
        <span className="font-semibold text-slate-900">{testimonial.name}</span>{' '}
        <span className="text-slate-600">· rated the course {testimonial.rating} out of 5</span>
      </figcaption>
    </figure>
  );
}

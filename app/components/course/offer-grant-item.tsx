import { BookOpen, CalendarCheck, Crown, Users } from 'lucide-react';
import { Link } from 'react-router';
import { formatMinutes } from '../../../common/format';
import type { PublicGrant } from '../../../server/offers/list-offers';
import type { OfferCourseFacts } from '../../../server/offers/offer-course-facts';

/** One thing an offer gives, as its sales page lists it (issue 43): a course with its size, or a product in words. */
export function OfferGrantItem({ grant, facts }: { grant: PublicGrant; facts: Record<string, OfferCourseFacts> }) {
  const icon = 'mt-0.5 size-5 shrink-0 text-blue-700';
  switch (grant.type) {
    case 'course': {
      const fact = grant.courseId ? facts[grant.courseId] : undefined;
      return (
        <li className="flex gap-3">
          <BookOpen className={icon} aria-hidden />
          <div>
            <p className="font-semibold text-slate-900">
              The course:{' '}
              <Link to={grant.coursePath ?? '/courses'} className="text-blue-700 underline-offset-2 hover:underline">
                {grant.courseTitle}
              </Link>
            </p>
            {fact ? (
              <p className="text-sm text-slate-600">
                {fact.modules} modules · {fact.lessons} lessons · {formatMinutes(fact.minutes)}
              </p>
            ) : null}
          </div>
        </li>
      );
    }
    case 'member_area':
      return (
        <li className="flex gap-3">
          <Crown className={icon} aria-hidden />
          <div>
            <p className="font-semibold text-slate-900">The member area</p>
            <p className="text-sm text-slate-600">Done-for-you templates, live strategy calls and what's new.</p>
          </div>
        </li>
      );
    case 'community':
      return (
        <li className="flex gap-3">
          <Users className={icon} aria-hidden />
          <div>
            <p className="font-semibold text-slate-900">The private community</p>
            <p className="text-sm text-slate-600">Ask questions and share progress with the other members.</p>
          </div>
        </li>
      );
    case 'coaching': {
      const sessions = grant.sessions ?? 1;
      return (
        <li className="flex gap-3">
          <CalendarCheck className={icon} aria-hidden />
          <div>
            <p className="font-semibold text-slate-900">
              {sessions === 1 ? 'One 1-on-1 coaching session' : `${sessions} 1-on-1 coaching sessions`}
            </p>
            <p className="text-sm text-slate-600">Booked at a time that suits you, by video call.</p>
          </div>
        </li>
      );
    }
  }
}

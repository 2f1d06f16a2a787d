import { FREE_COURSE_ID, FREE_COURSE_OUTLINE, PREMIUM_COURSE_ID, PREMIUM_COURSE_OUTLINE } from '../../common/course-outline';

/** The two courses of the offer. Seeded (inserted or brought up to date) at every start-up. */
export const COURSE_CATALOG = [
  {
    id: FREE_COURSE_ID,
    title: 'AI Business Starter Course',
    description:
      'Learn the AI tools that matter for a small business, use ChatGPT for real business tasks, set up your first automation and create content with AI — no technical skills needed.',
    duration: '2 hours 45 mins',
    level: 'Beginner',
    modules: FREE_COURSE_OUTLINE.map((m) => m.title),
    price: 499,
    currency: 'GBP',
    isPremium: false,
  },
  {
    id: PREMIUM_COURSE_ID,
    title: 'AI Business Mastery (Premium)',
    description:
      'The complete system for building and scaling an AI-powered business: advanced workflows, revenue optimisation, content systems, lead generation, scaling systems and the AI Strategy Generator.',
    duration: '8 hours 30 mins',
    level: 'Intermediate',
    modules: PREMIUM_COURSE_OUTLINE.map((m) => m.title),
    price: 999,
    currency: 'GBP',
    isPremium: true,
  },
] satisfies ReadonlyArray<{
  id: string;
  title: string;
  description: string;
  duration: string;
  level: string;
  modules: string[];
  price: number;
  currency: string;
  isPremium: boolean;
}>;

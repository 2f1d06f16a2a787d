/** The module lists shown on the course pages (spec 000 §3 "Static module lists"). */
export interface OutlineModule {
  title: string;
  duration: string;
}

export const FREE_COURSE_OUTLINE: readonly OutlineModule[] = [
  { title: 'AI Tools Introduction', duration: '30 mins' },
  { title: 'ChatGPT for Business', duration: '45 mins' },
  { title: 'Basic Automation Setup', duration: '35 mins' },
  { title: 'AI Content Creation Basics', duration: '40 mins' },
  { title: 'Community Access & Next Steps', duration: '15 mins' },
];

export const PREMIUM_COURSE_OUTLINE: readonly OutlineModule[] = [
  { title: 'Free Course Foundation', duration: '2 hours' },
  { title: 'Advanced AI Workflows', duration: '90 mins' },
  { title: 'Revenue Optimization with AI', duration: '75 mins' },
  { title: 'Advanced Content Systems', duration: '60 mins' },
  { title: 'AI-Powered Lead Generation', duration: '45 mins' },
  { title: 'Business Scaling Systems', duration: '60 mins' },
  { title: 'AI Strategy Generator Tool', duration: '60 mins' },
];

export const FREE_COURSE_ID = 'free-course';
export const PREMIUM_COURSE_ID = 'premium-course';

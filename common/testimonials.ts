/** Student quotes used in the marketing copy (the business's words, DESIGN fix 6). */
export const TESTIMONIALS = [
  {
    quote:
      'The lead generation module paid for the course many times over. I used the outreach system to land two retainer clients for my copywriting service in my first month.',
    name: 'Sarah M.',
    role: 'Freelance copywriter',
  },
  {
    quote:
      'I had tried a dozen AI tools without a plan. The workflow and scaling modules showed me how to package them into a service small businesses actually pay for.',
    name: 'James K.',
    role: 'AI automation consultant',
  },
  {
    quote:
      'I am not technical at all. The starter course walked me through my first automation step by step, and the action items kept me doing instead of just reading.',
    name: 'Priya S.',
    role: 'Virtual assistant',
  },
] as const;

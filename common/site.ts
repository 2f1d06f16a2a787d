export const SITE_NAME = 'AI Income Academy';
/** The site in one line (footer, feeds): it promises what the lessons teach, never what they warn against (issue 41). */
export const SITE_TAGLINE = 'Learn to build a real business with AI, step by step — no technical skills needed.';

/** How often the newsletter is sent: one promise, in every box that asks for an address ("Weekly AI Insights"…). */
export const NEWSLETTER_FREQUENCY = 'One practical email a week';

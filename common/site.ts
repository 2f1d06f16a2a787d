export const SITE_NAME = 'AI Income Academy';
export const SITE_TAGLINE = 'Learn how AI can make you automatic income — no technical skills needed.';

/** How often the newsletter is sent: one promise, in every box that asks for an address ("Weekly AI Insights"…). */
export const NEWSLETTER_FREQUENCY = 'One practical email a week';

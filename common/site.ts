export const SITE_NAME = 'AI Income Academy';
export const SITE_TAGLINE = 'Learn how AI can make you automatic income — no technical skills needed.';

/** The shape of the tokens in newsletter links; anything else is not looked up. */
export const NEWSLETTER_TOKEN = /^[A-Za-z0-9_-]{32}$/;

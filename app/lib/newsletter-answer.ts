/** What the newsletter form's action (app/routes/newsletter.tsx) answers, as the boxes that post to it read it. */
export interface NewsletterAnswer {
  ok: boolean;
  message: string;
}

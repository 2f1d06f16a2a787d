import { readFileSync } from 'node:fs';
import { ALL_LESSONS } from '../content/lessons/lesson-registry.server';
import { expect, test } from './fixtures';
import { waitForHydration } from './hydration';
import { answerCheckInPage, completeLessonByApi } from './support';

// Issue 14: finishing the free course earns a certificate; its page is public, its PDF downloads, and it
// can be shared or withdrawn. Everything but the last lesson is done through the API: the journey is the
// last lesson's completion and what follows. Rules (earned once, revocation by refund, the PDF's text)
// are in server/certificates/certificates.integration.test.ts.

const FREE_LESSONS = ALL_LESSONS.filter((l) => l.courseId === 'free-course').toSorted((a, b) => a.module - b.module || a.order - b.order);
const LAST = FREE_LESSONS.at(-1)!;

test('finishing the free course: the last lesson celebrates, the certificate opens, downloads as a PDF, shares and can be withdrawn', async ({
  page,
  learner,
  context,
}) => {
  test.setTimeout(120_000);
  for (const lesson of FREE_LESSONS.slice(0, -1)) await completeLessonByApi(page.request, lesson.courseId, lesson.module, lesson.order);

  await page.goto(`/course/free-course/module/${LAST.module}/lesson/${LAST.order}`);
  await expect(page.getByRole('heading', { level: 1, name: LAST.title })).toBeVisible();
  await waitForHydration(page);
  for (const section of LAST.sections.slice(1)) {
    await page.getByRole('button', { name: 'Continue Reading' }).click();
    await expect(page.getByRole('heading', { name: section.title })).toBeVisible();
  }
  await page.getByRole('button', { name: 'Take Knowledge Check' }).click();
  await expect(page.getByRole('heading', { name: 'Knowledge Check' })).toBeVisible();
  await answerCheckInPage(page, LAST, 'right');
  await page.getByRole('button', { name: "I've completed the assessment" }).click();
  await expect(page.getByText('Action item completed')).toBeVisible();
  await page.getByRole('button', { name: 'Complete Lesson' }).click();

  await expect(page.getByRole('heading', { name: /Congratulations — you finished the course/ })).toBeVisible();
  await page.getByRole('link', { name: 'View your certificate' }).click();
  await waitForHydration(page);
  await expect(page).toHaveURL(/\/certificates\/[A-Za-z0-9_-]{24}$/);
  const url = page.url();
  const id = url.split('/').at(-1)!;
  await expect(page.getByRole('heading', { level: 1, name: 'Certificate of Completion' })).toBeVisible();
  await expect(page.getByTestId('certificate-name')).toHaveText(learner.username);
  await expect(page.getByText('AI Business Starter Course')).toBeVisible();
  await expect(page.getByText(/Verified by AI Income Academy on \d/)).toBeVisible();
  // Clicked through in well under a minute: no study time is claimed (issue 26; it once said "2.8 hours").
  await expect(page.getByText('Study time')).toHaveCount(0);
  await expect(page.locator('meta[property="og:image"]')).toHaveAttribute('content', new RegExp(`/certificates/${id}/og\\.png$`));

  // Download the PDF.
  const downloading = page.waitForEvent('download');
  await page.getByRole('link', { name: 'Download PDF' }).click();
  const download = await downloading;
  expect(download.suggestedFilename()).toBe(`certificate-${id}.pdf`);
  expect(
    readFileSync((await download.path())!)
      .subarray(0, 5)
      .toString('latin1'),
  ).toBe('%PDF-');

  // Share: LinkedIn's add-to-profile form, filled in; and the address copied.
  const linkedIn = new URL((await page.getByRole('link', { name: 'Add to LinkedIn profile' }).getAttribute('href'))!);
  expect(linkedIn.origin + linkedIn.pathname).toBe('https://www.linkedin.com/profile/add');
  expect(Object.fromEntries(linkedIn.searchParams)).toMatchObject({
    startTask: 'CERTIFICATION_NAME',
    organizationName: 'AI Income Academy',
    certId: id,
    certUrl: url,
    issueYear: String(new Date().getUTCFullYear()),
  });
  await context.grantPermissions(['clipboard-read', 'clipboard-write']);
  await page.getByRole('button', { name: 'Copy link' }).click();
  await expect(page.getByRole('button', { name: 'Link copied' })).toBeVisible();
  expect(await page.evaluate(() => navigator.clipboard.readText())).toBe(url);

  // The dashboard and /account list it; withdrawing it from /account makes its page say revoked (410).
  await page.goto('/dashboard');
  await expect(page.getByRole('link', { name: 'View certificate: AI Business Starter Course' })).toBeVisible();
  await page.goto('/account#certificates');
  await waitForHydration(page);
  const section = page.locator('#certificates');
  await section.getByRole('button', { name: 'Withdraw' }).click();
  await expect(page.getByText('The certificate was withdrawn').first()).toBeVisible();
  // As anyone else sees it.
  await context.clearCookies();
  const revoked = await page.goto(url);
  expect(revoked?.status()).toBe(410);
  await expect(page.getByRole('heading', { level: 1, name: 'This certificate has been revoked' })).toBeVisible();
  await expect(page.getByText(learner.username)).toHaveCount(0);
});

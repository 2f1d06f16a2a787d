/** URL builders, so links agree with the route table (DESIGN fix 1 and 4). */
export function lessonPath(courseId: string, module: number, lesson: number): string {
  return `/course/${courseId}/module/${module}/lesson/${lesson}`;
}

export function checkoutPath(courseId: string): string {
  return `/checkout/${courseId}`;
}

export function loginPath(redirectTo: string): string {
  return `/login?redirectTo=${encodeURIComponent(redirectTo)}`;
}

export function signupPath(redirectTo: string): string {
  return `/signup?redirectTo=${encodeURIComponent(redirectTo)}`;
}

import { expect, test, type APIRequestContext } from '@playwright/test';
import { isoDuration } from '../common/format';
import { courseDurations } from '../server/courses/course-durations';

/**
 * The structured data search engines read (issue 41 item 17), from the served pages: the home page's Organization
 * (name, url, logo), each course's Course with what Google's course info requires (provider with a url, an offer at
 * the price the page shows, an online instance with the lessons' workload), the ideas list's item urls, and an
 * article's author with a url. Every url is absolute and answers. Reads HTML only: runs once, at one width.
 */
test.beforeEach(({}, testInfo) => {
  test.skip(testInfo.project.name !== 'desktop-1280', 'one run reads the served markup');
});

type Block = Record<string, unknown> & { '@type': string };

async function page(request: APIRequestContext, path: string) {
  const response = await request.get(path);
  expect(response.status(), path).toBe(200);
  const html = await response.text();
  const blocks = [...html.matchAll(/<script type="application\/ld\+json">(.*?)<\/script>/gs)].map((m) => JSON.parse(m[1]!) as Block);
  return { html, blocks, find: (type: string) => blocks.find((b) => b['@type'] === type) as Block };
}

async function answers(request: APIRequestContext, url: string) {
  expect(url, 'an absolute url').toMatch(/^https?:\/\//);
  expect((await request.get(url)).status(), url).toBe(200);
}

test('the home page names the organization, with its url and logo', async ({ request }) => {
  const { find } = await page(request, '/');
  const organization = find('Organization');
  expect(organization).toMatchObject({ name: 'AI Income Academy', url: expect.stringMatching(/\/$/) });
  const logo = organization.logo as { url: string };
  await answers(request, organization.url as string);
  await answers(request, logo.url);
  // A raster logo of at least 112 px, as Google asks of an organization's logo.
  expect((await request.get(logo.url)).headers()['content-type']).toBe('image/png');
  expect(logo).toMatchObject({ width: 512, height: 512 });
});

for (const [path, courseId] of [
  ['/course/free', 'free-course'],
  ['/course/premium', 'premium-course'],
] as const) {
  test(`${path} is a course search engines can show: provider, offer at the page's price, an online instance with its workload`, async ({
    request,
  }) => {
    const { html, find } = await page(request, path);
    const course = find('Course');
    expect(course.name).toEqual(expect.any(String));
    expect(course.description).toEqual(expect.any(String));
    const provider = course.provider as Record<string, string>;
    expect(provider).toMatchObject({ '@type': 'Organization', name: 'AI Income Academy' });
    expect(provider).not.toHaveProperty('sameAs');
    await answers(request, provider.url!);
    const offer = course.offers as Record<string, string>;
    expect(offer.priceCurrency).toMatch(/^[A-Z]{3}$/);
    if (courseId === 'premium-course') {
      expect(offer.category).toBe('Paid');
      // The price the page shows, in the same currency.
      expect(html).toContain(
        new Intl.NumberFormat('en-GB', { style: 'currency', currency: offer.priceCurrency }).format(Number(offer.price)),
      );
    } else {
      expect(offer).toMatchObject({ category: 'Free', price: '0' });
    }
    expect(course.hasCourseInstance).toEqual({
      '@type': 'CourseInstance',
      courseMode: 'Online',
      courseWorkload: isoDuration(courseDurations(courseId).minutes),
    });
  });
}

test("an offer's sales page is a Product whose Offer is the price the page shows", async ({ request }) => {
  const { html, find } = await page(request, '/offer/premium');
  const product = find('Product');
  expect(product).toMatchObject({ name: 'AI Business Mastery (Premium)', brand: { '@type': 'Organization', name: 'AI Income Academy' } });
  await answers(request, product.url as string);
  const offer = product.offers as Record<string, string>;
  expect(offer).toMatchObject({ '@type': 'Offer', availability: 'https://schema.org/InStock' });
  expect(html).toContain(new Intl.NumberFormat('en-GB', { style: 'currency', currency: offer.priceCurrency }).format(Number(offer.price)));
});

test('every business idea in the list has the url of its guide', async ({ request }) => {
  const { find } = await page(request, '/business-ideas');
  const items = (find('ItemList').itemListElement as Array<{ position: number; url: string; name: string }>) ?? [];
  expect(items.length).toBeGreaterThan(0);
  expect(items.map((item) => item.position)).toEqual(items.map((_, index) => index + 1));
  for (const item of items.slice(0, 3)) await answers(request, item.url);
  expect(new Set(items.map((item) => item.url)).size).toBe(items.length);
});

test("an article's author has a name and a url", async ({ request }) => {
  const listing = await page(request, '/blog');
  const first = (listing.find('Blog').blogPost as Array<{ url: string }>)[0]!;
  const { find } = await page(request, new URL(first.url).pathname);
  const author = find('Article').author as Record<string, string>;
  expect(author).toMatchObject({ '@type': 'Person', name: expect.any(String) });
  await answers(request, author.url!);
});

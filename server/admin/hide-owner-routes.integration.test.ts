/**
 * Issue 26 §5: the owner's routes stay out of React Router's route manifest however a visitor writes
 * their paths. The stand-in below answers `/__manifest` as React Router's handler does: each path gets a
 * leading slash, then is matched by `matchRoutes` (decoded, case-insensitive).
 */
import { eq } from 'drizzle-orm';
import { matchRoutes } from 'react-router';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../test/test-app';
import { users } from '../db/schema';
import type { PageHandler } from '../app';

const ROUTES = [
  { id: 'routes/admin', path: 'admin', children: [{ id: 'routes/admin-audit', path: 'audit' }] },
  { id: 'routes/blog', path: 'blog' },
  { id: 'routes/not-found', path: '*' },
];

const pages: PageHandler = async (request) => {
  const url = new URL(request.url);
  if (url.pathname !== '/__manifest') return new Response('not a test page', { status: 404 });
  const patches: Record<string, { module: string }> = {};
  for (let path of new Set((url.searchParams.get('paths') ?? '').split(',').filter(Boolean))) {
    if (!path.startsWith('/')) path = `/${path}`;
    for (const match of matchRoutes(ROUTES, path) ?? []) patches[match.route.id] = { module: `/assets/${match.route.id}.js` };
  }
  return Response.json(patches);
};

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp({ pages });
});
afterAll(() => t?.close());

const WAYS_OF_WRITING_ADMIN = ['/ADMIN', '/Admin/Audit', 'admin', 'admin/audit', '/%61dmin', '/%41DMIN/%61udit', '/admin#x', '/admin?x=1'];

async function manifestRoutes(client: ReturnType<TestApp['client']>, paths: string[]): Promise<string[]> {
  const res = await client.get(`/__manifest?paths=${encodeURIComponent(paths.join(','))}&version=x`);
  expect(res.status).toBe(200);
  return Object.keys(JSON.parse(res.text) as object);
}

describe('the route manifest', () => {
  it('names no owner route to a visitor or a learner, whatever the letter case or encoding of the path', async () => {
    const learner = t.client();
    await learner.signUp();
    for (const client of [t.client(), learner]) {
      for (const path of WAYS_OF_WRITING_ADMIN) {
        const routes = await manifestRoutes(client, [path, '/blog']);
        expect(routes, path).toContain('routes/blog');
        expect(
          routes.filter((id) => id.startsWith('routes/admin')),
          path,
        ).toEqual([]);
      }
    }
  });

  it('names them to the owner', async () => {
    const owner = t.client();
    const { user } = await owner.signUp();
    await t.db.update(users).set({ isOwner: true }).where(eq(users.id, user.id));
    expect(await manifestRoutes(owner, ['/ADMIN/audit'])).toEqual(expect.arrayContaining(['routes/admin', 'routes/admin-audit']));
  });
});

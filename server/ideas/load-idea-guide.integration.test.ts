import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ALL_IDEAS } from '../../content/ideas/load-ideas';
import { createTestApp, type TestApp } from '../../test/test-app';
import { isDomainError } from '../errors/domain-error';
import { LOCKED_IDEA_FIELDS } from './idea-views';
import { loadIdeaGuide } from './load-idea-guide';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t?.close());

const FREE = ALL_IDEAS.find((idea) => !idea.isPremium)!;
const PREMIUM = ALL_IDEAS.find((idea) => idea.isPremium)!;
const visitor = { hasPremiumAccess: false };
const member = { hasPremiumAccess: true };

describe("an idea's guide page", () => {
  const load = (ideaId: string, viewer: { hasPremiumAccess: boolean }) =>
    loadIdeaGuide({ db: t.services.db, logger: t.services.logger, viewer, ideaId, wanted: 'GBP' });

  it('gives anyone a free guide whole, and the premium offer beside it', async () => {
    const guide = await load(FREE.id, visitor);
    expect(guide.idea).toMatchObject({ id: FREE.id, locked: false, requiredTools: FREE.requiredTools });
    expect(guide.premium).toMatchObject({ price: '£9.99', checkoutHref: '/checkout/premium-course' });
  });

  it("gives a visitor without access a premium idea's locked card only: no description, prompt or tools", async () => {
    const guide = await load(PREMIUM.id, visitor);
    expect(Object.keys(guide.idea).sort()).toEqual([...LOCKED_IDEA_FIELDS, 'locked'].sort());
    expect(JSON.stringify(guide)).not.toContain(PREMIUM.description.slice(0, 40));
    expect((await load(PREMIUM.id, member)).idea).toMatchObject({ locked: false, requiredTools: PREMIUM.requiredTools });
  });

  it('answers not_found for an idea that does not exist', async () => {
    const error = await load('no-such-idea', member).catch((e: unknown) => e);
    expect(isDomainError(error) && error.code).toBe('not_found');
  });
});

import { test as base } from '@playwright/test';
import { buyPremiumByApi, signUpByApi, type TestUser } from './support';

interface Learners {
  /** A new account, signed in on `page` through the API: for tests where signing up is only the setup. */
  learner: TestUser;
  /** A new account signed in on `page` that has bought the premium course through the API. */
  premiumLearner: TestUser;
}

export const test = base.extend<Learners>({
  learner: async ({ page }, use) => {
    await use(await signUpByApi(page));
  },
  premiumLearner: async ({ page }, use) => {
    const user = await signUpByApi(page);
    await buyPremiumByApi(page.request);
    await use(user);
  },
});

export { expect } from '@playwright/test';

import { data, useNavigation } from 'react-router';
import { ActionNotice, PageTitle } from '~/components/admin/admin-ui';
import { BillingSettingsForm } from '~/components/admin/billing-settings-form';
import { ExchangeRateForm } from '~/components/admin/exchange-rate-form';
import { PriceForm } from '~/components/admin/price-form';
import { SellerForm } from '~/components/admin/seller-form';
import { FormerPriceForm, ReviewTable, ThresholdForm } from '~/components/admin/settings-forms';
import { adminAction, type AdminActionData } from '~/lib/admin-action.server';
import { adminMeta } from '~/lib/admin-meta';
import { idParamSchema } from '../../common/admin-schemas';
import { billingSettingsBodySchema, sellerBodySchema } from '../../common/invoice-schemas';
import { minorUnitsOf, pricesBodySchema } from '../../common/price-schemas';
import { formerPriceBodySchema, settingsBodySchema } from '../../common/truthful-schemas';
import { listCourses } from '../../server/courses/list-courses';
import { loadSalesSettings, updateBillingSettings, updateSeller } from '../../server/invoices/sales-settings';
import { ownerPrices, setCoursePrices } from '../../server/money/course-prices';
import { exchangeRatesBodySchema, readContentRates, setContentRates } from '../../server/money/exchange-rates';
import { listReviewsForOwner, setReviewHidden } from '../../server/reviews/course-reviews';
import { clearFormerPrice, loadSiteSettings, setFormerPrice, updateSiteSettings } from '../../server/settings/site-settings';
import { TitledSection } from '../components/ui/titled-section';
import { requireOwner } from '../lib/auth.server';
import type { Route } from './+types/admin-settings';
import type { z } from 'zod';

export const meta: Route.MetaFunction = (args) => adminMeta('Settings', args);

export async function loader({ context }: Route.LoaderArgs) {
  requireOwner(context);
  const { db } = context.services;
  const [settings, courses, reviews, sales, prices, rates] = await Promise.all([
    loadSiteSettings({ db }),
    listCourses({ db }),
    listReviewsForOwner({ db }),
    loadSalesSettings({ db }),
    ownerPrices({ db }),
    readContentRates({ db }),
  ]);
  return {
    settings,
    sales,
    prices: prices.courses,
    live: context.services.payments.live,
    courses: courses.filter((c) => c.isPremium),
    titles: Object.fromEntries(courses.map((c) => [c.id, c.title])),
    reviews,
    rates,
  };
}

type Answer = AdminActionData & { intent?: string };

/** The form's strings through the API's schema, or the first problem (naming the field) as a 400. */
function parse<T extends z.ZodType>(
  schema: T,
  body: unknown,
  intent: string,
): { ok: true; value: z.infer<T> } | { ok: false; answer: ReturnType<typeof data<Answer>> } {
  const parsed = schema.safeParse(body);
  if (parsed.success) return { ok: true, value: parsed.data };
  const issue = parsed.error.issues[0]!;
  const field = issue.path.join('.') || undefined;
  return {
    ok: false,
    answer: data<Answer>(
      { ok: false, intent, message: `${field ? `${field}: ` : ''}${issue.message}`, ...(field ? { field } : {}) },
      { status: 400 },
    ),
  };
}

export async function action({ request, context }: Route.ActionArgs) {
  const { user } = requireOwner(context);
  const form = await request.formData();
  const { db } = context.services;
  const now = context.services.now();
  const text = (name: string) => String(form.get(name) ?? '').trim();
  const intent = text('intent');
  const tagged = async (run: () => Promise<string>) => {
    const answer = await adminAction(run);
    return data<Answer>({ ...answer.data, intent }, answer.init ?? undefined);
  };
  if (intent === 'hide' || intent === 'unhide') {
    const parsed = idParamSchema.safeParse({ id: form.get('id') });
    if (!parsed.success) return data<Answer>({ ok: false, message: 'Choose a review.' }, { status: 400 });
    return tagged(async () => {
      const result = await setReviewHidden({ db, now, actorId: user.id, reviewId: parsed.data.id, hidden: intent === 'hide' });
      return result.hidden ? 'The review is hidden from every public page.' : 'The review is shown again.';
    });
  }
  if (intent === 'threshold') {
    const parsed = parse(settingsBodySchema, { publicCountThreshold: text('publicCountThreshold') }, intent);
    if (!parsed.ok) return parsed.answer;
    return tagged(async () => {
      const saved = await updateSiteSettings({ db, now, actorId: user.id, changes: parsed.value });
      return `Counts are shown from ${saved.publicCountThreshold.toLocaleString('en-GB')} on.`;
    });
  }
  if (intent === 'seller') {
    const body = {
      name: text('name'),
      address: text('address'),
      country: text('country'),
      vatNumber: text('vatNumber'),
      taxInclusive: form.get('taxInclusive') === 'on',
    };
    const parsed = parse(sellerBodySchema, body, intent);
    if (!parsed.ok) return parsed.answer;
    return tagged(async () => {
      await updateSeller({ db, now, actorId: user.id, changes: parsed.value });
      return 'The seller is saved: new invoices name it.';
    });
  }
  if (intent === 'billing') {
    const typed = text('dunningGraceDays');
    const parsed = parse(billingSettingsBodySchema, { dunningGraceDays: /^\d+$/.test(typed) ? Number(typed) : typed }, intent);
    if (!parsed.ok) return parsed.answer;
    return tagged(async () => {
      const saved = await updateBillingSettings({ db, now, actorId: user.id, changes: parsed.value });
      return `Saved: a learner whose renewal fails keeps access for ${saved.dunningGraceDays} days while it is retried.`;
    });
  }
  const courseId = text('courseId');
  if (intent.startsWith('prices:')) {
    // Empty dollars or euros: not sold in them. The amounts in minor units, as PUT /api/admin/prices takes them.
    const amount = (name: string) => (text(name) === '' ? null : minorUnitsOf(text(name)));
    const body = { courses: { [courseId]: { GBP: amount('GBP') ?? Number.NaN, USD: amount('USD'), EUR: amount('EUR') } } };
    const parsed = parse(pricesBodySchema, body, intent);
    if (!parsed.ok) return parsed.answer;
    return tagged(async () => {
      await setCoursePrices({ db, now, actorId: user.id, body: parsed.value });
      return 'The prices are saved: the pages show them now.';
    });
  }
  if (intent === 'exchange-rates') {
    const rate = (name: string) => (/^\d+(\.\d+)?$/.test(text(name)) ? Number(text(name)) : Number.NaN);
    const parsed = parse(
      exchangeRatesBodySchema,
      { GBP: rate('GBP'), EUR: rate('EUR'), date: text('date'), source: text('source') },
      intent,
    );
    if (!parsed.ok) return parsed.answer;
    return tagged(async () => {
      const saved = await setContentRates({ db, now, actorId: user.id, body: parsed.value });
      return `The rate of ${saved.date} is saved: the pages convert at it now.`;
    });
  }
  if (intent === 'clear-former-price') {
    return tagged(async () => {
      await clearFormerPrice({ db, now, actorId: user.id, courseId });
      return 'The former price is removed: no crossed-out price is shown.';
    });
  }
  if (intent.startsWith('former-price:')) {
    const pounds = text('amount');
    const amount = /^\d+(\.\d{1,2})?$/.test(pounds) ? Math.round(Number(pounds) * 100) : Number.NaN;
    const parsed = parse(formerPriceBodySchema, { amount, from: text('from'), to: text('to') }, intent);
    if (!parsed.ok) return parsed.answer;
    return tagged(async () => {
      await setFormerPrice({ db, now, actorId: user.id, courseId, price: parsed.value });
      return 'The former price is recorded.';
    });
  }
  return data<Answer>({ ok: false, message: 'Unknown action.' }, { status: 400 });
}

export default function AdminSettings({ loaderData, actionData }: Route.ComponentProps) {
  const busy = useNavigation().state === 'submitting';
  const failed = actionData && !actionData.ok ? actionData : undefined;
  return (
    <>
      <PageTitle description="What the public pages may claim: every number comes from the database, every quote from a learner's review.">
        Settings
      </PageTitle>
      <ActionNotice result={actionData} />
      <div className="flex flex-col gap-8">
        <TitledSection id="counts-title" title="Public counts">
          <ThresholdForm threshold={loaderData.settings.publicCountThreshold} failed={failed} busy={busy} />
        </TitledSection>
        <TitledSection id="seller-title" title="Seller on invoices">
          <SellerForm settings={loaderData.sales} live={loaderData.live} failed={failed} busy={busy} />
        </TitledSection>
        <TitledSection id="billing-title" title="Failed renewals">
          <BillingSettingsForm graceDays={loaderData.sales.dunningGraceDays} failed={failed} busy={busy} />
        </TitledSection>
        <section aria-labelledby="currency-prices-title" className="flex flex-col gap-3">
          <h2 id="currency-prices-title" className="text-lg font-semibold text-slate-900">
            Prices
          </h2>
          {loaderData.courses.map((course) => (
            <PriceForm key={course.id} course={course} prices={loaderData.prices[course.id]!} failed={failed} busy={busy} />
          ))}
        </section>
        <TitledSection id="exchange-rate-title" title="Exchange rate for the content's amounts">
          <ExchangeRateForm rates={loaderData.rates} failed={failed} busy={busy} />
        </TitledSection>
        <TitledSection id="prices-title" title="Former prices">
          {loaderData.courses.map((course) => (
            <FormerPriceForm
              key={course.id}
              course={course}
              former={loaderData.settings.formerPrices[course.id]}
              failed={failed}
              busy={busy}
            />
          ))}
        </TitledSection>
        <TitledSection id="reviews-title" title="Reviews">
          <ReviewTable reviews={loaderData.reviews} titles={loaderData.titles} busy={busy} />
        </TitledSection>
      </div>
    </>
  );
}

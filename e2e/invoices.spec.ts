import { pdfText } from '../test/pdf-text';
import { expect, test } from './fixtures';
import { waitForHydration } from './hydration';
import { E2E_OWNER, payWithCard } from './support';

// Issue 31, local mode: the tax for each country, business buyers, the evidence, numbering under concurrency and
// the owner's totals are in server/invoices/invoices.integration.test.ts and server/tax/tax.test.ts.

test('a buyer in Germany sees German VAT at checkout, pays, downloads the invoice from the account page, and a refund makes a credit note; the owner sees both', async ({
  page,
  learner,
  browser,
}) => {
  void learner;
  await page.goto('/checkout/premium-course');
  await waitForHydration(page);
  const summary = page.getByRole('region', { name: 'Order summary' });
  await page.getByLabel('Country where you live').selectOption('DE');
  // The amount shown is the amount charged: VAT inside the price, split out.
  await expect(summary.getByText('VAT 19 %')).toBeVisible();
  await expect(summary.getByText('£1.60')).toBeVisible();
  await expect(summary.getByText('£8.39')).toBeVisible();
  await expect(page.getByRole('button', { name: 'Pay £9.99' })).toBeVisible();
  await payWithCard(page);
  await expect(page).toHaveURL(/\/course\/premium$/);

  await page.goto('/account');
  const invoices = page.getByRole('list', { name: 'Invoices' });
  await expect(invoices.getByText(/^Invoice INV-\d{4}-\d{6}$/)).toBeVisible();
  await expect(invoices.getByText(/VAT 19 %: £1\.60/)).toBeVisible();
  const link = invoices.getByRole('link', { name: /^Download invoice INV-/ });
  const href = (await link.getAttribute('href'))!;
  const number = /(INV-\d{4}-\d{6})\.pdf$/.exec(href)![1]!;
  const pdf = await page.request.get(href);
  expect(pdf.status()).toBe(200);
  expect(pdf.headers()['content-type']).toBe('application/pdf');
  const text = pdfText(await pdf.body());
  expect(text).toContain(number);
  expect(text).toContain('19 %');
  expect(text).toContain('£1.60');

  const [purchase] = (await (await page.request.get('/api/account/purchases')).json()).purchases;
  expect((await page.request.post(`/api/account/purchases/${purchase.id}/refund`, { data: {} })).status()).toBe(200);
  await page.reload();
  await expect(invoices.getByText(/^Credit note CN-\d{4}-\d{6}$/)).toBeVisible();
  await expect(invoices.getByText(`refund of ${number}`, { exact: false })).toBeVisible();
  const creditNote = (await invoices.getByText(/^Credit note CN-/).textContent())!.replace('Credit note ', '');

  // The owner's invoices page lists both documents and counts them in the period's totals per country and rate.
  const owner = await browser.newContext();
  try {
    const ownerPage = await owner.newPage();
    const login = await ownerPage.request.post('/api/auth/login', { data: { email: E2E_OWNER.email, password: E2E_OWNER.password } });
    expect(login.status()).toBe(200);
    await ownerPage.goto('/admin/invoices');
    const documents = ownerPage.getByRole('region', { name: 'Invoices and credit notes' });
    await expect(documents.getByRole('row').filter({ hasText: number }).getByRole('cell').nth(3)).toHaveText('19 %');
    await expect(documents.getByRole('row').filter({ hasText: creditNote })).toContainText(`credits ${number}`);
    const byCountry = ownerPage.getByRole('region', { name: 'Totals per country and rate' });
    await expect(byCountry.getByRole('row').filter({ hasText: 'Germany' }).filter({ hasText: '19 %' }).first()).toBeVisible();
  } finally {
    await owner.close();
  }
});

test('a business in France with a valid VAT number is reverse-charged when it presses Pay: the invoice names it, with no VAT', async ({
  page,
  learner,
}) => {
  void learner;
  await page.goto('/checkout/premium-course');
  await waitForHydration(page);
  const summary = page.getByRole('region', { name: 'Order summary' });
  await page.getByLabel('Country where you live').selectOption('FR');
  await expect(summary.getByText('VAT 20 %')).toBeVisible();
  await page.getByLabel('I am buying for a business (VAT invoice)').check();
  await page.getByLabel('Company name').fill('Société Exemple SA');
  await page.getByLabel('Company address').fill('12 rue de la Paix, 75002 Paris');
  // A number that cannot be right stops the payment, naming the field, beside it and above the card.
  await page.getByLabel('VAT number').fill('FR123');
  await payWithCard(page);
  await expect(
    page.getByRole('form', { name: 'Card payment' }).getByText(/^VAT number is not in the format of a FR VAT number/),
  ).toBeVisible();
  await expect(page.getByRole('form', { name: 'Billing details' }).getByText(/^vatNumber is not in the format/)).toBeVisible();
  await page.getByLabel('VAT number').fill('FR40303265045');
  // Straight to Pay, without "Apply business details" (issue 41: the details were dropped and French VAT charged).
  // Prices include VAT: a reverse-charged business pays the listed price as net, so the total on the button holds.
  await expect(page.getByRole('button', { name: 'Pay £9.99' })).toBeVisible();
  await payWithCard(page);
  await expect(page).toHaveURL(/\/course\/premium$/);

  const [invoice] = (await (await page.request.get('/api/invoices')).json()).invoices;
  expect(invoice).toMatchObject({ kind: 'invoice', reverseCharge: true, tax: 0, gross: 999, net: 999 });
  const text = pdfText(await (await page.request.get(invoice.pdfUrl)).body());
  expect(text).toContain(invoice.number);
  expect(text).toContain('Reverse charge: VAT to be accounted for by the recipient');
  expect(text).toContain('FR40303265045');
  expect(text).toContain('Exemple SA');
});

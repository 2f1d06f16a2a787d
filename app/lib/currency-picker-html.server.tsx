import { renderToStaticMarkup } from 'react-dom/server';
import { CurrencyPicker } from '~/components/currency-picker';
import type { ComponentProps } from 'react';

/**
 * The currency picker as HTML, for an app page at its script budget (the checkout, e2e/byte-budgets.spec.ts): the page
 * shows it through `dangerouslySetInnerHTML`, so the picker's code stays on the server (decision 028a's "server-rendered
 * markup outside the hydrated tree"). It is a plain form either way and needs no script. Empty when it would not show.
 */
export function currencyPickerHtml(props: ComponentProps<typeof CurrencyPicker>): string {
  return renderToStaticMarkup(<CurrencyPicker {...props} />);
}

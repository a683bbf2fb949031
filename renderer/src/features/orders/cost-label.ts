/** An item's cost in words, the same on the order form, the Orders rows and paper. */
import { formatAmount, formatMoney, m } from '../../../../preload/i18n';

/** An ISO 4217 code is three letters; anything else from the server is not trusted as one. */
const CURRENCY_CODE = /^[A-Za-z]{3}$/;

/**
 * The catalogue's money: with its currency when the configuration gives a valid code ("$12.50"),
 * else in the locale's number format labelled "cost" ("cost 12.50"), never a bare number that
 * could be any currency. An empty cost and a zero one both read "no cost", so two free items
 * never read differently ("$0.00" beside "no cost"); unreadable text is shown as written.
 */
export function costLabel(cost: string, currency?: string, locale?: string): string {
  if (isNoCost(cost)) return m.orders_no_cost();
  const text = cost.trim();
  const amount = Number(text);
  if (!Number.isFinite(amount)) return m.orders_cost_amount({ amount: text });
  const code = currency?.trim() ?? '';
  // In the app's language, not the browser's: a Spanish screen read "coste 42.50".
  if (CURRENCY_CODE.test(code)) return formatMoney(amount, code.toUpperCase(), locale);
  return m.orders_cost_amount({ amount: formatAmount(amount, locale) });
}

/** Nothing to pay: no cost given, or a cost of zero. */
export function isNoCost(cost: string): boolean {
  const text = cost.trim();
  return text === '' || Number(text) === 0;
}

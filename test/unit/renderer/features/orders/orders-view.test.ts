import { afterEach, describe, expect, it } from 'vitest';
import { resolveLanguage, setLanguageSource } from '../../../../../preload/i18n';
import { costLabel } from '../../../../../renderer/src/features/orders/cost-label';
import { itemBadge } from '../../../../../renderer/src/features/orders/item-badge';
import { lookOf } from '../../../../../renderer/src/features/orders/orders-view';
import { STATE_LOOK } from '../../../../../renderer/src/features/orders/state-looks';
import { editRow, row } from '../../shared/outbox/helpers';

describe('itemBadge, the one badge rule', () => {
  it('rejected and not-sure orders need attention; queued and sending ones are waiting; placed ones count for nothing', () => {
    expect(itemBadge({ queued: 3, sending: 1, delivered: 9, rejected: 2, unknown: 1 })).toEqual({
      attention: 3,
      waiting: 4,
    });
  });

  it('is zero before the counts are read', () => {
    expect(itemBadge(undefined)).toEqual({ attention: 0, waiting: 0 });
  });
});

describe('costLabel', () => {
  it('with the configured currency, else labelled "cost" in the locale\'s number format; never a bare number', () => {
    expect(costLabel('12.5', 'USD', 'en-US')).toBe('$12.50');
    expect(costLabel('1234.5', 'EUR', 'de-DE')).toMatch(/^1\.234,50\s€$/);
    expect(costLabel('1234.5', undefined, 'en-US')).toBe('cost 1,234.50');
    expect(costLabel('12.50', undefined, 'de-DE')).toBe('cost 12,50');
    expect(costLabel('  ')).toBe('no cost');
    expect(costLabel('about 5')).toBe('cost about 5');
  });

  describe("in the app's language, whatever the browser's", () => {
    afterEach(() => setLanguageSource(() => resolveLanguage('en', [])));

    it('writes the number as the language and region read it, with or without the currency', () => {
      setLanguageSource(() => resolveLanguage('es', ['es-ES']));
      expect(costLabel('42.50')).toBe('costo 42,50');
      expect(costLabel('1234.5', 'EUR')).toMatch(/^1\.?234,50\s€$/);
      // Mexico writes a decimal point.
      setLanguageSource(() => resolveLanguage('es', ['es-MX']));
      expect(costLabel('42.50')).toBe('costo 42.50');
    });
  });

  it('takes only a three-letter code as a currency; anything else reads as "cost"', () => {
    expect(costLabel('12.5', ' usd ', 'en-US')).toBe('$12.50');
    expect(costLabel('12.5', 'US dollars', 'en-US')).toBe('cost 12.50');
    expect(costLabel('12.5', '$', 'en-US')).toBe('cost 12.50');
    expect(costLabel('12.5', '', 'en-US')).toBe('cost 12.50');
  });
});

describe('lookOf', () => {
  it('a requirement change reads in its own words where an order’s would not fit', () => {
    expect(lookOf(editRow('e', 'delivered'))).toMatchObject({ label: 'Confirmed', tone: 'ok' });
    expect(lookOf(editRow('e', 'rejected')).means).toBe('The server refused this change.');
    expect(lookOf(editRow('e', 'queued'))).toEqual(STATE_LOOK.queued);
    expect(lookOf(row('o', 'delivered')).label).toBe('Placed');
  });
});

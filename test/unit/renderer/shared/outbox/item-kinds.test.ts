// An outbox item's kind is one row per table: the outbox's own (request, delivery, what an
// unsure answer does), the Orders room's look and its CSV columns. Each table has every kind;
// a table missing one, or a 'resend' rule on a kind that cannot count its resends, does not
// compile (the @ts-expect-error lines fail `npm run typecheck` the day that stops being so).
import { describe, expect, it } from 'vitest';
import type { OutboxItem } from '../../../../../renderer/src/shared/db/rows';
import { ITEM_KINDS, type ItemKind } from '../../../../../renderer/src/shared/outbox/item-kinds';
import * as machine from '../../../../../renderer/src/shared/outbox/transitions';
import { CSV_COLUMNS, ordersCsv } from '../../../../../renderer/src/features/orders/orders-csv';
import { ITEM_VIEWS, lookOf, type ItemView } from '../../../../../renderer/src/features/orders/orders-view';
import { editRow, row, T0 } from './helpers';

const KINDS = Object.keys(ITEM_KINDS).sort();
/** One item of each kind, as a test would store it. */
const SAMPLES: { [K in keyof typeof ITEM_KINDS]: (state: OutboxItem['state']) => OutboxItem } = {
  'worker-order': (state) => row('o1', state),
  'requirement-edit': (state) => editRow('e1', state),
};

describe('every table keyed by the outbox kind has every kind', () => {
  it('the Orders room has a look and CSV columns for each kind the outbox sends, and no other', () => {
    expect(Object.keys(ITEM_VIEWS).sort()).toEqual(KINDS);
    expect(Object.keys(CSV_COLUMNS).sort()).toEqual(KINDS);
    expect(Object.keys(SAMPLES).sort()).toEqual(KINDS);
  });

  it('a table without a kind, or a kind that resends without counting its resends, does not compile', () => {
    // @ts-expect-error -- the requirement edit's row is missing
    const views: { [K in keyof typeof ITEM_KINDS]: ItemView<K> } = { 'worker-order': ITEM_VIEWS['worker-order'] };
    // @ts-expect-error -- an order (a POST) has no autoResends, so it cannot be resent on a guess
    const orderUnsure: ItemKind<'worker-order'>['unsure'] = 'resend';
    expect([views, orderUnsure]).toHaveLength(2);
  });

  it("an unsure answer does what the kind's row says: resent by itself, or left for the supervisor", () => {
    for (const kind of KINDS as (keyof typeof ITEM_KINDS)[]) {
      const sending = SAMPLES[kind]('sending');
      const after = machine.settle(sending, { outcome: 'unknown', reason: { code: 'network', notSent: false } }, T0);
      const crashed = machine.recoverInterrupted(sending, T0);
      const expected = ITEM_KINDS[kind].unsure === 'resend' ? 'queued' : 'unknown';
      expect([after.state, crashed.state], kind).toEqual([expected, expected]);
    }
    expect(ITEM_KINDS['requirement-edit'].unsure).toBe('resend');
    expect(ITEM_KINDS['worker-order'].unsure).toBe('ask');
  });

  it("each kind's row gives the row its words and its export its columns", () => {
    for (const kind of KINDS as (keyof typeof ITEM_KINDS)[]) {
      const item = SAMPLES[kind]('delivered');
      expect(lookOf(item).label, kind).not.toBe('');
      const [, line] = ordersCsv([item], new Map()).trim().split(/\r?\n/);
      expect(line?.split(',').length, kind).toBeGreaterThanOrEqual(17);
    }
    expect(lookOf(editRow('e1', 'delivered')).label).not.toBe(lookOf(row('o1', 'delivered')).label);
  });
});

// Statuses and codes are the server's words: one named like a built-in property of every
// object ("constructor", "__proto__", "toString", "hasOwnProperty") is an unknown status, shown
// as written, and never reaches a function or a prototype through a lookup table.
import { describe, expect, it } from 'vitest';
import { orderMovedAlerts } from '../../../../../renderer/src/features/alerts/order-moved';
import { connectProblem } from '../../../../../renderer/src/features/connect/connect-errors';
import { isOpenOrder, orderPath } from '../../../../../renderer/src/features/orders/order-path';
import { serverStatusLabel } from '../../../../../renderer/src/features/orders/orders-view';
import { codeWords } from '../../../../../renderer/src/shared/code-words';
import { failureMeaning } from '../../../../../renderer/src/shared/sync-failure-words';
import { row } from '../../shared/outbox/helpers';

const BUILT_IN = ['constructor', '__proto__', 'toString', 'hasOwnProperty', 'valueOf'];

const placedWith = (status: string) =>
  row('o1', 'delivered', {
    serverOrderId: '908',
    serverStatus: '0',
    progress: {
      office: { status, changedAt: '', message: '', cost: '42.50', deductionTypeId: '' },
      asOf: '2026-11-24T08:10:00.000Z',
      since: '2026-11-24T08:10:00.000Z',
      unavailable: undefined,
    },
  });

describe.each(BUILT_IN)('a status named %s', (status) => {
  it('is an unknown status, shown as words, and the order is still open', () => {
    const label = serverStatusLabel(status);
    expect(label).not.toMatch(/function|native code|\[object/);
    expect(label).toBe(codeWords(status).words);
    const order = placedWith(status);
    expect(orderPath(order)).toMatchObject({ reached: 'placed', otherStatus: codeWords(status).words });
    expect(isOpenOrder(order)).toBe(true);
  });

  it('announces no move of the order', () => {
    expect(orderMovedAlerts([placedWith(status)], () => 'Ana', new Date('2026-11-24T08:20:00.000Z'))).toEqual([]);
  });

  it('as an error code gives the ordinary words, never a function', () => {
    const meaning = failureMeaning({ item: 'Tasks', code: status, message: 'x' });
    expect(typeof meaning.happened).toBe('string');
    expect(typeof meaning.todo).toBe('string');
    expect(typeof connectProblem(status).title).toBe('string');
    expect(typeof connectProblem(status).advice).toBe('string');
  });
});

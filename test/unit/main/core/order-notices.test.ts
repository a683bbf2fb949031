// Notices for queued orders main sent: answers arriving together make one notice, not a burst.
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { createOrderNotices } from '../../../../main/core/order-notices';

const delivered = (id: string, name = 'Event staff jacket') => ({ outcome: 'delivered', order: { id, name } }) as const;
const rejected = (message: string) => ({ outcome: 'rejected', code: 'WRK-900', message }) as const;

describe('order notices', () => {
  let shown: [string, string][];
  beforeEach(() => {
    vi.useFakeTimers();
    shown = [];
  });
  afterEach(() => vi.useRealTimers());

  const notices = () => createOrderNotices((title, body) => shown.push([title, body]), 1_000);

  it('one delivered order: its name and server id', () => {
    const n = notices();
    n.record(delivered('77'));
    expect(shown).toEqual([]);
    vi.advanceTimersByTime(1_000);
    expect(shown).toEqual([['Order placed', 'Event staff jacket was placed (order 77).']]);
  });

  it('answers close together become one notice', () => {
    const n = notices();
    n.record(delivered('1'));
    vi.advanceTimersByTime(500);
    n.record(delivered('2'));
    n.record(rejected('Orderable 99 is not in the catalogue.'));
    vi.advanceTimersByTime(1_000);
    expect(shown).toEqual([['Queued orders sent', '2 placed, 1 rejected. The outbox shows why.']]);
  });

  it('rejections alone, one and several', () => {
    const n = notices();
    n.record(rejected('Orderable 99 is not in the catalogue.'));
    vi.advanceTimersByTime(1_000);
    n.record(rejected('a'));
    n.record(rejected('b'));
    vi.advanceTimersByTime(1_000);
    expect(shown).toEqual([
      ['Order rejected', 'Orderable 99 is not in the catalogue.'],
      ['Orders rejected', 'The server refused 2 queued orders. The outbox shows why.'],
    ]);
  });

  it('several delivered', () => {
    const n = notices();
    for (const id of ['1', '2', '3']) n.record(delivered(id));
    vi.advanceTimersByTime(1_000);
    expect(shown).toEqual([['Orders placed', '3 queued orders were placed.']]);
  });

  it('says nothing for answers the supervisor acts on in the outbox, nor after dispose', () => {
    const n = notices();
    n.record({ outcome: 'unknown', reason: { code: 'network', notSent: false } });
    n.record({ outcome: 'retry-later', retryAt: '2026-07-01T10:00:00.000Z', reason: { code: 'later' } });
    n.record({ outcome: 'paused', reason: { code: 'api', kind: 'auth', apiCode: 'ATH-100' } });
    vi.advanceTimersByTime(5_000);
    n.record(delivered('9'));
    n.dispose();
    vi.advanceTimersByTime(5_000);
    expect(shown).toEqual([]);
  });
});

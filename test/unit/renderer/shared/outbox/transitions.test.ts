// The state machine of ARCHITECTURE.md, one pure function per arrow; every arrow not drawn is refused.
import { describe, expect, it } from 'vitest';
import type { OutboxState, StoredOrder } from '../../../../../renderer/src/shared/db/rows';
import { OutboxError } from '../../../../../renderer/src/shared/outbox/errors';
import * as machine from '../../../../../renderer/src/shared/outbox/transitions';
import { storedReasonWords } from '../../../../../renderer/src/shared/outbox/reason-words';
import { ITEM_KINDS } from '../../../../../renderer/src/shared/outbox/item-kinds';
import { answers, editRow, row, T0 } from './helpers';

const STATES: OutboxState[] = ['queued', 'sending', 'delivered', 'rejected', 'unknown'];
const AT = T0 + 60_000;
const AT_ISO = new Date(AT).toISOString();
const outcome = (r: ReturnType<(typeof answers)[keyof typeof answers]>) => {
  if (!r.ok) throw new Error('test answers here are main outcomes');
  return r.value;
};

const arrows: [name: string, from: OutboxState[], apply: (o: StoredOrder) => unknown][] = [
  ['claim', ['queued'], (o) => machine.claim(o, AT)],
  ['settle', ['sending'], (o) => machine.settle(o, outcome(answers.delivered('1')), AT)],
  ['recoverInterrupted', ['sending'], (o) => machine.recoverInterrupted(o, AT)],
  ['sendAgain', ['unknown', 'rejected'], (o) => machine.sendAgain(o, AT)],
  ['markPlaced', ['unknown'], (o) => machine.markPlaced(o, AT)],
  ['discard', ['queued'], (o) => machine.assertDiscardable(o)],
];

describe('only the drawn arrows exist', () => {
  for (const [name, from, apply] of arrows) {
    for (const state of STATES) {
      const allowed = from.includes(state);
      it(`${name} from ${state}: ${allowed ? 'allowed' : 'refused'}`, () => {
        const order = row('a', state);
        if (allowed) {
          expect(() => apply(order)).not.toThrow();
        } else {
          expect(() => apply(order)).toThrow(OutboxError);
          expect(() => apply(order)).toThrow(expect.objectContaining({ code: 'not-allowed' }));
        }
      });
    }
  }
});

// A third kind is one row: whether the supervisor may send it again or mark it placed is read
// from its row (an unsure answer that asks), never from its name.
describe("the supervisor's decision follows the kind's row", () => {
  it('an item that resends by itself is changed again, not sent again or marked placed', () => {
    expect(() => machine.sendAgain(editRow('e', 'rejected'), AT)).toThrow(
      expect.objectContaining({ code: 'not-allowed' }),
    );
    expect(() => machine.markPlaced(editRow('e', 'unknown'), AT)).toThrow(
      expect.objectContaining({ code: 'not-allowed' }),
    );
  });

  it('a kind whose row asks the supervisor is sent again and marked placed, whatever it is', () => {
    const row = ITEM_KINDS['requirement-edit'] as { unsure: 'resend' | 'ask' };
    row.unsure = 'ask';
    try {
      expect(machine.sendAgain(editRow('e', 'rejected'), AT)).toMatchObject({
        kind: 'requirement-edit',
        state: 'queued',
        sentAgain: 1,
      });
      expect(machine.markPlaced(editRow('e', 'unknown'), AT)).toMatchObject({
        state: 'delivered',
        markedPlacedAt: AT_ISO,
      });
    } finally {
      row.unsure = 'resend';
    }
  });
});

describe('what each arrow writes', () => {
  it('claim: sending, one more attempt, stamped, earlier "later" cleared', () => {
    const claimed = machine.claim(
      row('a', 'queued', { attempts: 2, retryAt: '2026-07-01T09:00:00.000Z', errorMessage: 'later' }),
      AT,
    );
    expect(claimed).toMatchObject({
      state: 'sending',
      attempts: 3,
      lastAttemptAt: AT_ISO,
      updatedAt: AT_ISO,
      retryAt: undefined,
      errorMessage: undefined,
    });
  });

  it("settle delivered: the server's id and status are kept", () => {
    const settled = machine.settle(row('a', 'sending'), outcome(answers.delivered('777')), AT);
    expect(settled).toMatchObject({ state: 'delivered', serverOrderId: '777', serverStatus: '0', updatedAt: AT_ISO });
  });

  it('settle rejected: code and message for the supervisor', () => {
    expect(machine.settle(row('a', 'sending'), outcome(answers.rejected()), AT)).toMatchObject({
      state: 'rejected',
      errorCode: 'WRK-900',
      errorMessage: 'Orderable 99 is not in the catalogue.',
    });
  });

  it('settle unknown: the reason is kept', () => {
    expect(machine.settle(row('a', 'sending'), outcome(answers.unknown()), AT)).toMatchObject({
      state: 'unknown',
      errorReason: { code: 'network', notSent: false },
    });
  });

  it('settle retry-later: queued again, not before the time the server gave', () => {
    const retryAt = AT + 5_000;
    expect(machine.settle(row('a', 'sending', { attempts: 1 }), outcome(answers.later(retryAt)), AT)).toMatchObject({
      state: 'queued',
      attempts: 1,
      retryAt: new Date(retryAt).toISOString(),
    });
  });

  it('settle paused: queued again with the reason, nothing dropped', () => {
    expect(machine.settle(row('a', 'sending'), outcome(answers.paused()), AT)).toMatchObject({
      state: 'queued',
      errorCode: 'paused',
      errorReason: { code: 'api', kind: 'auth', apiCode: 'ATH-100' },
      retryAt: undefined,
    });
  });

  it('an answer no request left for (offline, refused connection) is not counted as an attempt', () => {
    const claimed = machine.claim(row('a', 'queued', { attempts: 1 }), AT);
    expect(claimed.attempts).toBe(2);
    const offline = machine.settle(
      claimed,
      { outcome: 'retry-later', retryAt: AT_ISO, reason: { code: 'offline' }, notSent: true },
      AT,
    );
    expect(offline).toMatchObject({ state: 'queued', attempts: 1 });
    const answered = machine.settle(
      claimed,
      { outcome: 'retry-later', retryAt: AT_ISO, reason: { code: 'later' } },
      AT,
    );
    expect(answered.attempts).toBe(2);
  });

  it('a lost connection keeps its network code apart from the words', () => {
    const settled = machine.settle(
      row('a', 'sending', { attempts: 1 }),
      { outcome: 'unknown', reason: { code: 'network', notSent: false }, detail: 'UND_ERR_SOCKET' },
      AT,
    );
    expect(settled).toMatchObject({ state: 'unknown', errorCode: 'UND_ERR_SOCKET', attempts: 1 });
    expect(storedReasonWords(settled)).toBe('The request was sent, but no answer came back: the connection was cut.');
  });

  it('recoverInterrupted: unknown, saying it may have been placed', () => {
    const recovered = machine.recoverInterrupted(row('a', 'sending', { attempts: 1 }), AT);
    expect(recovered).toMatchObject({ state: 'unknown', attempts: 1, updatedAt: AT_ISO });
    expect(storedReasonWords(recovered)).toMatch(/may have been placed/);
  });

  it('sendAgain: queued, counted each time, reason cleared', () => {
    const once = machine.sendAgain(row('a', 'unknown', { errorMessage: 'reset' }), AT);
    expect(once).toMatchObject({ state: 'queued', sentAgain: 1, errorMessage: undefined });
    const rejected = machine.settle(machine.claim(once, AT), outcome(answers.rejected()), AT);
    expect(machine.sendAgain(rejected, AT)).toMatchObject({ state: 'queued', sentAgain: 2 });
  });

  it('sendAgain counts from a row stored before the counter existed', () => {
    const { sentAgain: _, ...old } = row('a', 'unknown');
    expect(machine.sendAgain(old, AT).sentAgain).toBe(1);
  });

  it('markPlaced: delivered by the supervisor, with no server id', () => {
    expect(machine.markPlaced(row('a', 'unknown'), AT)).toMatchObject({
      state: 'delivered',
      markedPlacedAt: AT_ISO,
      serverOrderId: undefined,
    });
  });
});

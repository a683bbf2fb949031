/**
 * The outbox state machine of ARCHITECTURE.md as pure functions from one stored row to the
 * next. store.ts writes nothing that did not come out of here, so these are the only places
 * a state is decided.
 *
 *   queued --claim--> sending --delivered---------------> delivered
 *     ^                  |------retry-later / paused------> queued (the server stored nothing)
 *     |                  |------rejected------------------> rejected
 *     |                  |------unknown / crash-----------> unknown --markPlaced--> delivered
 *     +------ sendAgain (supervisor, from unknown or rejected) ------+
 *   queued --discard--> (gone)
 */
import type { OrderOutcome } from '../../../preload/contract';
import type { OutboxState, StoredOrder } from '../db/rows';
import { OutboxError } from './errors';

const iso = (at: number): string => new Date(at).toISOString();

const VERBS = {
  claim: 'send',
  settle: 'record an answer for',
  recover: 'recover',
  sendAgain: 'send again',
  markPlaced: 'mark as placed',
  discard: 'discard',
} as const;

function allow(order: StoredOrder, from: readonly OutboxState[], action: keyof typeof VERBS): void {
  if (!from.includes(order.state)) {
    throw new OutboxError('not-allowed', `Cannot ${VERBS[action]} an order that is ${order.state}.`);
  }
}

/** A state change clears what described the previous one. */
function moved(order: StoredOrder, state: OutboxState, at: number): StoredOrder {
  return { ...order, state, updatedAt: iso(at), retryAt: undefined, errorCode: undefined, errorMessage: undefined };
}

/** queued → sending: written before the request leaves, so a crash from here on reads as unknown. */
export function claim(order: StoredOrder, at: number): StoredOrder {
  allow(order, ['queued'], 'claim');
  return { ...moved(order, 'sending', at), attempts: order.attempts + 1, lastAttemptAt: iso(at) };
}

/**
 * `claim` counts an attempt before the request may leave (a crash then still shows it); an
 * answer that no request left (offline, no key, refused connection) takes it back, so the
 * count is of requests that reached the network, not of offline checks.
 */
function attemptsAfter(order: StoredOrder, notSent: boolean | undefined): number {
  return notSent ? Math.max(0, order.attempts - 1) : order.attempts;
}

/** sending → what main's answer says; "later" and "paused" go back to the queue untouched by the server. */
export function settle(order: StoredOrder, outcome: OrderOutcome, at: number): StoredOrder {
  allow(order, ['sending'], 'settle');
  switch (outcome.outcome) {
    case 'delivered':
      return {
        ...moved(order, 'delivered', at),
        serverOrderId: outcome.order.id,
        serverStatus: outcome.order.status,
      };
    case 'rejected':
      return { ...moved(order, 'rejected', at), errorCode: outcome.code, errorMessage: outcome.message };
    case 'unknown':
      return { ...moved(order, 'unknown', at), errorMessage: outcome.reason, errorCode: outcome.detail };
    case 'retry-later':
      return {
        ...moved(order, 'queued', at),
        attempts: attemptsAfter(order, outcome.notSent),
        retryAt: outcome.retryAt,
        errorMessage: outcome.reason,
        errorCode: outcome.detail,
      };
    case 'paused':
      return {
        ...moved(order, 'queued', at),
        attempts: attemptsAfter(order, outcome.notSent),
        errorCode: 'paused',
        errorMessage: outcome.reason,
      };
  }
}

/** sending found at start-up: the request may or may not have been stored, so never resend it. */
export function recoverInterrupted(order: StoredOrder, at: number): StoredOrder {
  allow(order, ['sending'], 'recover');
  return {
    ...moved(order, 'unknown', at),
    errorMessage: 'The app closed while this order was being sent, so it may have been placed.',
  };
}

/** The supervisor's explicit choice: queued again, and counted, because it may duplicate. */
export function sendAgain(order: StoredOrder, at: number): StoredOrder {
  allow(order, ['unknown', 'rejected'], 'sendAgain');
  return { ...moved(order, 'queued', at), sentAgain: (order.sentAgain ?? 0) + 1 };
}

/** The supervisor saw it on the office dashboard: delivered, with no server id to show. */
export function markPlaced(order: StoredOrder, at: number): StoredOrder {
  allow(order, ['unknown'], 'markPlaced');
  return { ...moved(order, 'delivered', at), markedPlacedAt: iso(at) };
}

/** Only a queued order may go: nothing is in flight for it and no outcome would be lost. */
export function assertDiscardable(order: StoredOrder): void {
  allow(order, ['queued'], 'discard');
}

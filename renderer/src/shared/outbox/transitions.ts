/**
 * The outbox state machine of ARCHITECTURE.md as pure functions from one stored row to the
 * next. store.ts writes nothing that did not come out of here, so these are the only places
 * a state is decided.
 *
 *   queued --claim--> sending --delivered---------------> delivered
 *     ^                  |------retry-later / paused------> queued (the server stored nothing)
 *     |                  |------rejected------------------> rejected
 *     |                  |------unknown / crash-----------> unknown --markPlaced--> delivered  (orders: 'ask')
 *     |                  |------unknown / crash-----------> queued (unknown: after a wait)   (edits: 'resend')
 *     +------ sendAgain (supervisor; an 'ask' item, from unknown or rejected) --+
 *   queued --discard--> (gone)
 *   queued edit --replace--> queued edit (a later change of the same requirement folded in)
 *
 * Worker orders are POSTs without an idempotency key: an order whose fate is unknown waits for
 * the supervisor. A requirement edit is a PATCH that sets fields to values, so sending it twice
 * leaves the server as sending it once: instead of `unknown` it goes back to the queue and is
 * sent again by itself after a growing wait. It never overtakes an older item, so no edit is
 * sent after a later edit of the same requirement.
 */
import { LONGEST_SERVER_WAIT_MS, type OutboxOutcome, type OutboxReason } from '../../../../preload/contract';
import type { OutboxItem, OutboxState, RequirementChange, StoredRequirementEdit } from '../db/rows';
import { OutboxError } from './errors';
import { deliveredItem, itemNoun, resendsWhenUnsure } from './item-kinds';

const iso = (at: number): string => new Date(at).toISOString();

const VERBS = {
  claim: 'send',
  settle: 'record an answer for',
  recover: 'recover',
  sendAgain: 'send again',
  markPlaced: 'mark as placed',
  discard: 'discard',
  replace: 'replace',
} as const;

function allow(item: OutboxItem, from: readonly OutboxState[], action: keyof typeof VERBS): void {
  if (!from.includes(item.state)) {
    throw new OutboxError('not-allowed', `Cannot ${VERBS[action]} ${itemNoun(item)} that is ${item.state}.`);
  }
}

/**
 * Only an item whose unsure answer waits for the supervisor (its kind's row says 'ask') is sent
 * again or marked placed by hand; one that resends by itself is changed again instead.
 */
function allowDecision(item: OutboxItem, action: keyof typeof VERBS): void {
  if (resendsWhenUnsure(item)) {
    throw new OutboxError('not-allowed', `Cannot ${VERBS[action]} ${itemNoun(item)}: change it again instead.`);
  }
}

/** A state change clears what described the previous one. */
function moved<T extends OutboxItem>(item: T, state: OutboxState, at: number): T {
  return {
    ...item,
    state,
    updatedAt: iso(at),
    retryAt: undefined,
    errorCode: undefined,
    errorMessage: undefined,
    errorReason: undefined,
  };
}

/** queued → sending: written before the request leaves, so a crash from here on is known to have been mid-send. */
export function claim<T extends OutboxItem>(item: T, at: number): T {
  allow(item, ['queued'], 'claim');
  return { ...moved(item, 'sending', at), attempts: item.attempts + 1, lastAttemptAt: iso(at) };
}

/**
 * `claim` counts an attempt before the request may leave (a crash then still shows it); an
 * answer that no request left (offline, no key, refused connection) takes it back, so the
 * count is of requests that reached the network, not of offline checks.
 */
function attemptsAfter(item: OutboxItem, notSent: boolean | undefined): number {
  return notSent ? Math.max(0, item.attempts - 1) : item.attempts;
}

/** A server's "later", held to the longest wait a server may ask for (an unreadable one: now). */
function heldRetryAt(retryAt: string, at: number): string {
  const asked = Date.parse(retryAt);
  return iso(Number.isNaN(asked) ? at : Math.min(asked, at + LONGEST_SERVER_WAIT_MS));
}

const FIRST_RESEND_MS = 15_000;
const LONGEST_RESEND_MS = 10 * 60_000;

/** The wait before the n-th automatic resend (0-based): 15 s, doubling, at most 10 minutes. */
export function resendDelay(resends: number): number {
  return Math.min(FIRST_RESEND_MS * 2 ** resends, LONGEST_RESEND_MS);
}

/** An item whose last send may or may not have arrived, queued again as its kind allows (a PATCH). */
function resendLater<T extends OutboxItem & { autoResends: number }>(
  item: T,
  why: OutboxReason,
  at: number,
  wait: number,
): T {
  return {
    ...moved(item, 'queued', at),
    autoResends: item.autoResends + 1,
    retryAt: wait > 0 ? iso(at + wait) : undefined,
    errorReason: { code: 'resend', why },
  };
}

function delivered(item: OutboxItem, outcome: OutboxOutcome & { outcome: 'delivered' }, at: number): OutboxItem {
  const recorded = deliveredItem(item, outcome);
  if (!recorded) throw new OutboxError('not-allowed', `The answer does not belong to ${itemNoun(item)}.`);
  return moved(recorded, 'delivered', at);
}

/** sending → what main's answer says; "later" and "paused" go back to the queue untouched by the server. */
export function settle(item: OutboxItem, outcome: OutboxOutcome, at: number): OutboxItem {
  allow(item, ['sending'], 'settle');
  switch (outcome.outcome) {
    case 'delivered':
      return delivered(item, outcome, at);
    case 'rejected':
      return { ...moved(item, 'rejected', at), errorCode: outcome.code, errorMessage: outcome.message };
    case 'unknown':
      if (resendsWhenUnsure(item)) {
        return { ...resendLater(item, outcome.reason, at, resendDelay(item.autoResends)), errorCode: outcome.detail };
      }
      return { ...moved(item, 'unknown', at), errorReason: outcome.reason, errorCode: outcome.detail };
    case 'retry-later':
      return {
        ...moved(item, 'queued', at),
        attempts: attemptsAfter(item, outcome.notSent),
        retryAt: heldRetryAt(outcome.retryAt, at),
        errorReason: outcome.reason,
        errorCode: outcome.detail,
      };
    case 'paused':
      return {
        ...moved(item, 'queued', at),
        attempts: attemptsAfter(item, outcome.notSent),
        errorCode: 'paused',
        errorReason: outcome.reason,
      };
  }
}

/**
 * `sending` found at start-up: the request may or may not have arrived. An order is never
 * resent on a guess; an edit is, at once.
 */
export function recoverInterrupted(item: OutboxItem, at: number): OutboxItem {
  allow(item, ['sending'], 'recover');
  if (resendsWhenUnsure(item)) return resendLater(item, { code: 'closed', subject: 'change' }, at, 0);
  return { ...moved(item, 'unknown', at), errorReason: { code: 'closed', subject: 'order' } };
}

/** The supervisor's explicit choice: queued again, and counted, because it may duplicate. */
export function sendAgain<T extends OutboxItem>(item: T, at: number): T & { sentAgain: number } {
  allowDecision(item, 'sendAgain');
  allow(item, ['unknown', 'rejected'], 'sendAgain');
  return { ...moved(item, 'queued', at), sentAgain: (item.sentAgain ?? 0) + 1 };
}

/** The supervisor saw it on the office dashboard: delivered, with no server id to show. */
export function markPlaced<T extends OutboxItem>(item: T, at: number): T & { markedPlacedAt: string } {
  allowDecision(item, 'markPlaced');
  allow(item, ['unknown'], 'markPlaced');
  return { ...moved(item, 'delivered', at), markedPlacedAt: iso(at) };
}

/** Only a queued item may go: nothing is in flight for it and no outcome would be lost. */
export function assertDiscardable(item: OutboxItem): void {
  allow(item, ['queued'], 'discard');
}

/**
 * A later change of the same requirement while this edit still waits: one request instead of
 * two, carrying this edit's fields overwritten by the later ones. It keeps its place in line.
 */
export function replaceQueued(
  edit: StoredRequirementEdit,
  later: RequirementChange,
  at: number,
): StoredRequirementEdit {
  allow(edit, ['queued'], 'replace');
  return { ...edit, change: mergeChanges(edit.change, later), replaced: edit.replaced + 1, updatedAt: iso(at) };
}

/** `later`'s fields over `earlier`'s: what the server holds after both were applied in turn. */
export function mergeChanges(earlier: RequirementChange, later: RequirementChange): RequirementChange {
  return {
    ...earlier,
    ...(later.isRequired === undefined ? {} : { isRequired: later.isRequired }),
    ...(later.notes === undefined ? {} : { notes: later.notes }),
  };
}

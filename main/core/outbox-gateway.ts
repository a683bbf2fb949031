/**
 * The outbox gateway: worker orders and compliance requirement edits. Every outcome is
 * classified by whether the server can have stored the change: only a request that provably
 * never arrived (or that the server asked us to repeat later) goes back to the queue from
 * here. POST has no idempotency key, so an unsure order waits for the supervisor; a PATCH
 * sets values and may be repeated, so the renderer's queue resends an unsure edit by itself.
 */
import type {
  NotDelivered,
  OrderOutcome,
  RequirementEditOutcome,
  SubmitOrderRequest,
  SubmitRequirementEditRequest,
} from '../../preload/contract.js';
import { ExpectedError } from './ipc/expected-error.js';
import { camelKeys } from './api/camel-keys.js';
import type { WorkforceClient } from './api/client.js';
import { ApiError } from './api/errors.js';
import { m } from '../../preload/i18n/index.js';

export interface OutboxGatewayDeps {
  client(): WorkforceClient | undefined;
  isOnline(): boolean;
  now?: () => number;
}

/** Thrown (and sent across IPC as an error) for a second submit of an item still in flight. */
export class OrderInFlightError extends ExpectedError {
  constructor(localId: string) {
    super('ORDER-IN-FLIGHT', `Item ${localId} is already being sent.`);
  }
}

const DEFAULT_LATER_MS = 30_000;

/** What the supervisor is told when the server may have stored the item: one sentence per cause. */
const UNSURE_WORDS = {
  order: { timeout: m.main_send_order_timeout, server: m.main_send_order_server },
  change: { timeout: m.main_send_change_timeout, server: m.main_send_change_server },
} as const;

export type OutboxSubject = keyof typeof UNSURE_WORDS;

export function classifyOrderError(e: unknown, now: number, subject: OutboxSubject = 'order'): NotDelivered {
  if (!(e instanceof ApiError)) return { outcome: 'unknown', reason: m.main_send_unexpected() };
  const later = (ms: number | undefined, reason: string): NotDelivered => ({
    outcome: 'retry-later',
    retryAt: new Date(now + (ms ?? DEFAULT_LATER_MS)).toISOString(),
    reason,
    ...(e.detail === undefined ? {} : { detail: e.detail }),
    ...(e.notSent ? { notSent: true } : {}),
  });
  switch (e.kind) {
    case 'auth':
      return { outcome: 'paused', reason: e.message };
    case 'rate-limited':
      return later(e.retryAfterMs, m.main_send_later());
    case 'invalid-request':
    case 'not-found':
    case 'permission':
      return { outcome: 'rejected', code: e.code ?? `HTTP-${e.status ?? '?'}`, message: e.message };
    case 'network':
      return e.notSent
        ? later(undefined, e.message)
        : { outcome: 'unknown', reason: e.message, ...(e.detail === undefined ? {} : { detail: e.detail }) };
    case 'server':
      // 503 with Retry-After means "not taken, come back"; any other 5xx may have stored it. The
      // server's own text (often a bare code) stays behind "Details", not in the sentence.
      if (e.status === 503 && e.retryAfterMs !== undefined) return later(e.retryAfterMs, m.main_send_busy());
      return {
        outcome: 'unknown',
        reason: UNSURE_WORDS[subject].server(),
        detail: `HTTP ${e.status ?? '5xx'}${e.code ? ` ${e.code}` : ''}`,
      };
    case 'timeout':
      return { outcome: 'unknown', reason: `${e.message} ${UNSURE_WORDS[subject].timeout()}` };
    case 'bad-response':
      return { outcome: 'unknown', reason: m.main_send_unreadable({ reason: e.message }) };
  }
}

export class OutboxGateway {
  readonly #inFlight = new Set<string>();

  constructor(private readonly deps: OutboxGatewayDeps) {}

  submit(req: SubmitOrderRequest): Promise<OrderOutcome> {
    return this.#send(req.localId, 'order', async (client) => ({
      outcome: 'delivered',
      order: camelKeys(await client.createWorkerOrder(req.workerId, { id: req.orderableId, p_id: req.personnelId })),
    }));
  }

  submitRequirementEdit(req: SubmitRequirementEditRequest): Promise<RequirementEditOutcome> {
    const body = {
      ...(req.isRequired === undefined ? {} : { is_required: req.isRequired }),
      ...(req.notes === undefined ? {} : { notes: req.notes }),
    };
    return this.#send(req.localId, 'change', async (client) => ({
      outcome: 'delivered',
      requirement: camelKeys(await client.patchTemplateRequirement(req.templateId, req.requirementId, body)),
    }));
  }

  /** One request per local id at a time; no key pauses, offline waits, the rest is classified. */
  async #send<T extends OrderOutcome | RequirementEditOutcome>(
    localId: string,
    subject: OutboxSubject,
    request: (client: WorkforceClient) => Promise<T>,
  ): Promise<T | NotDelivered> {
    if (this.#inFlight.has(localId)) throw new OrderInFlightError(localId);
    const now = this.deps.now ?? Date.now;
    const client = this.deps.client();
    if (!client) {
      return { outcome: 'paused', reason: 'No API key is available: connect again to send.', notSent: true };
    }
    if (!this.deps.isOnline()) {
      return {
        outcome: 'retry-later',
        retryAt: new Date(now()).toISOString(),
        reason: 'Offline: will be sent when back online.',
        notSent: true,
      };
    }
    this.#inFlight.add(localId);
    try {
      return await request(client);
    } catch (e) {
      return classifyOrderError(e, now(), subject);
    } finally {
      this.#inFlight.delete(localId);
    }
  }
}

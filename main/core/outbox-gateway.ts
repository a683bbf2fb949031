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
  OutboxReason,
  OutboxSubject,
  RequirementEditOutcome,
  SubmitOrderRequest,
  SubmitRequirementEditRequest,
} from '../../preload/contract.js';
import { ExpectedError } from './ipc/expected-error.js';
import { camelKeys } from './api/camel-keys.js';
import type { WorkforceClient } from './api/client.js';
import { ApiError, RATE_LIMITED_PAUSE_MS } from './api/errors.js';

export interface OutboxGatewayDeps {
  client(): WorkforceClient | undefined;
  isOnline(): boolean;
  now?: () => number;
}

/**
 * Thrown (and sent across IPC as an error) for a second submit of an item still in flight. Its
 * code keeps its first name: items store it as the reason they were not sent, and are worded by it.
 */
export class ItemInFlightError extends ExpectedError {
  constructor(localId: string) {
    super('ORDER-IN-FLIGHT', `Item ${localId} is already being sent.`);
  }
}

/** A connection refused: main's next drain (back online, before a sync) sends it sooner. */
const DEFAULT_LATER_MS = 30_000;

/**
 * Each outcome's reason is a code (OutboxReason): the renderer words it when it shows it, in the
 * language of that moment. Only the server's own text travels as text.
 */
export function classifyItemError(e: unknown, now: number, subject: OutboxSubject = 'order'): NotDelivered {
  if (!(e instanceof ApiError)) return { outcome: 'unknown', reason: { code: 'unexpected' } };
  const later = (ms: number | undefined, reason: OutboxReason): NotDelivered => ({
    outcome: 'retry-later',
    retryAt: new Date(now + (ms ?? DEFAULT_LATER_MS)).toISOString(),
    reason,
    ...(e.detail === undefined ? {} : { detail: e.detail }),
    ...(e.notSent ? { notSent: true } : {}),
  });
  const network: OutboxReason =
    e.code === 'CANCELLED' ? { code: 'cancelled' } : { code: 'network', notSent: e.notSent };
  switch (e.kind) {
    case 'auth':
      return { outcome: 'paused', reason: { code: 'api', kind: e.kind, apiCode: e.code, said: e.said } };
    case 'rate-limited':
      return later(e.retryAfterMs ?? RATE_LIMITED_PAUSE_MS, { code: 'later' });
    case 'invalid-request':
    case 'not-found':
    case 'permission':
      return { outcome: 'rejected', code: e.code ?? `HTTP-${e.status ?? '?'}`, message: e.message };
    case 'network':
      return e.notSent
        ? later(undefined, network)
        : { outcome: 'unknown', reason: network, ...(e.detail === undefined ? {} : { detail: e.detail }) };
    case 'server':
      // 503 with Retry-After means "not taken, come back"; any other 5xx may have stored it. The
      // server's own text (often a bare code) stays behind "Details", not in the sentence.
      if (e.status === 503 && e.retryAfterMs !== undefined) return later(e.retryAfterMs, { code: 'busy' });
      return {
        outcome: 'unknown',
        reason: { code: 'server-unsure', subject },
        detail: `HTTP ${e.status ?? '5xx'}${e.code ? ` ${e.code}` : ''}`,
      };
    case 'timeout':
      return { outcome: 'unknown', reason: { code: 'timeout', subject, seconds: e.waitedSeconds } };
    case 'bad-response':
      // What could not be read is for "Details", as the words the client gave it.
      return { outcome: 'unknown', reason: { code: 'api', kind: e.kind }, detail: e.message };
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
    if (this.#inFlight.has(localId)) throw new ItemInFlightError(localId);
    const now = this.deps.now ?? Date.now;
    const client = this.deps.client();
    if (!client) {
      return { outcome: 'paused', reason: { code: 'no-key' }, notSent: true };
    }
    if (!this.deps.isOnline()) {
      return {
        outcome: 'retry-later',
        retryAt: new Date(now()).toISOString(),
        reason: { code: 'offline' },
        notSent: true,
      };
    }
    this.#inFlight.add(localId);
    try {
      return await request(client);
    } catch (e) {
      return classifyItemError(e, now(), subject);
    } finally {
      this.#inFlight.delete(localId);
    }
  }
}

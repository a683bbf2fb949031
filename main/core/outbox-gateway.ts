/**
 * The worker-order gateway. POST has no idempotency key, so every outcome is classified by
 * whether the server can have stored the order: only a request that provably never arrived
 * (or that the server asked us to repeat later) may go back to the queue.
 */
import type { OrderOutcome, SubmitOrderRequest } from '../../preload/contract.js';
import { ExpectedError } from './ipc/expected-error.js';
import type { WorkforceClient } from './api/client.js';
import { ApiError } from './api/errors.js';

export interface OutboxGatewayDeps {
  client(): WorkforceClient | undefined;
  isOnline(): boolean;
  now?: () => number;
}

/** Thrown (and sent across IPC as an error) for a second submit of an order still in flight. */
export class OrderInFlightError extends ExpectedError {
  constructor(localId: string) {
    super('ORDER-IN-FLIGHT', `Order ${localId} is already being sent.`);
  }
}

const DEFAULT_LATER_MS = 30_000;

export function classifyOrderError(e: unknown, now: number): OrderOutcome {
  if (!(e instanceof ApiError)) return { outcome: 'unknown', reason: 'An unexpected error happened while sending.' };
  const later = (ms: number | undefined, reason: string): OrderOutcome => ({
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
      return later(e.retryAfterMs, 'The server asked to send it later.');
    case 'invalid-request':
    case 'not-found':
    case 'permission':
      return { outcome: 'rejected', code: e.code ?? `HTTP-${e.status ?? '?'}`, message: e.message };
    case 'network':
      return e.notSent
        ? later(undefined, e.message)
        : { outcome: 'unknown', reason: e.message, ...(e.detail === undefined ? {} : { detail: e.detail }) };
    case 'server':
      // 503 with Retry-After means "not taken, come back"; any other 5xx may have stored it.
      if (e.status === 503 && e.retryAfterMs !== undefined) return later(e.retryAfterMs, 'The server is busy.');
      return { outcome: 'unknown', reason: e.message };
    case 'timeout':
      return { outcome: 'unknown', reason: `${e.message} The order may have been placed.` };
    case 'bad-response':
      return { outcome: 'unknown', reason: `The server answered, but the answer could not be read: ${e.message}` };
  }
}

export class OutboxGateway {
  readonly #inFlight = new Set<string>();

  constructor(private readonly deps: OutboxGatewayDeps) {}

  async submit(req: SubmitOrderRequest): Promise<OrderOutcome> {
    if (this.#inFlight.has(req.localId)) throw new OrderInFlightError(req.localId);
    const now = this.deps.now ?? Date.now;
    const client = this.deps.client();
    if (!client) {
      return { outcome: 'paused', reason: 'No API key is available: connect again to send orders.', notSent: true };
    }
    if (!this.deps.isOnline()) {
      return {
        outcome: 'retry-later',
        retryAt: new Date(now()).toISOString(),
        reason: 'Offline: will be sent when back online.',
        notSent: true,
      };
    }
    this.#inFlight.add(req.localId);
    try {
      const order = await client.createWorkerOrder(req.workerId, { id: req.orderableId, p_id: req.personnelId });
      return { outcome: 'delivered', order };
    } catch (e) {
      return classifyOrderError(e, now());
    } finally {
      this.#inFlight.delete(req.localId);
    }
  }
}

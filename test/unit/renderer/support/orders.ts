/**
 * Worker orders for screen tests: the app's outbox over a scripted submit (attached as main.ts
 * does), stored orders in any state, and a crew with a catalogue. Outboxes are stopped after
 * each test so no retry timer outlives it.
 */
import { afterEach, vi } from 'vitest';
import type {
  NotDelivered,
  OrderOutcome,
  RequirementEditOutcome,
  Result,
  SubmitOrderRequest,
} from '../../../../preload/contract';
import type { OutboxState, StoredOrder } from '../../../../renderer/src/shared/db/rows';
import { createOutbox, type Outbox } from '../../../../renderer/src/shared/outbox/outbox-api';
import type { AppState } from '../../../../renderer/src/shared/state/app-state';
import { row } from '../shared/outbox/helpers';
import { batch } from './app';
import type { FakeBridge } from './fake-bridge';

const running: Outbox[] = [];
afterEach(() => {
  for (const outbox of running.splice(0)) outbox.stop();
});

export const OFFLINE: Result<NotDelivered> = {
  ok: true,
  value: { outcome: 'retry-later', retryAt: new Date(0).toISOString(), reason: { code: 'offline' } },
};

export function attachOutbox(app: AppState, answer: (req: SubmitOrderRequest) => Result<OrderOutcome> = () => OFFLINE) {
  const submit = vi.fn(async (req: SubmitOrderRequest) => answer(req));
  const submitEdit = vi.fn(async (): Promise<Result<RequirementEditOutcome>> => OFFLINE);
  const outbox = createOutbox({ db: async () => app.connection.db, submit, submitEdit });
  running.push(outbox);
  app.outbox.attach(outbox);
  return { outbox, submit };
}

/** A stored order of Ana's (worker 1, personnel id P1), as the outbox tests build them. */
export function storedOrder(localId: string, state: OutboxState, fields: Partial<StoredOrder> = {}): StoredOrder {
  return row(localId, state, { createdAt: '2026-11-22T13:00:00.000Z', workerId: '1', personnelId: 'P1', ...fields });
}

/**
 * Ana (personnel id P1), Zoe (none yet) and a catalogue with one item without a cost, in the
 * given currency when the configuration is to give one.
 */
export async function crewWithCatalogue(bridge: FakeBridge, currency?: string): Promise<void> {
  await bridge.deliver([
    batch({
      kind: 'workers',
      workers: [
        { id: '1', name_first: 'Ana', name_last: 'Lee', email: 'ana@example.com', personnel_id: 'P1' },
        { id: '2', name_first: 'Zoe', name_last: 'Park', email: 'zoe@example.com' },
      ],
    }),
    batch({
      kind: 'orderables',
      orderables: [
        { id: '32', name: 'Event staff jacket', cost: '42.50' },
        { id: '36', name: 'Replacement name badge' },
      ],
      ...(currency === undefined ? {} : { currency }),
    }),
  ]);
}

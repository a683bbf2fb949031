// Sync batches for renderer tests, built from API rows the way main builds them.
import type {
  DiscoveredEvent,
  DiscoveredWorker,
  EventAdmin,
  EventShift,
  Orderable,
  WorkerTag,
} from '../../../../main/core/api/schemas';
import {
  normaliseAdmin,
  normaliseEvent,
  normaliseOrderable,
  normaliseShift,
  normaliseTag,
  normaliseWorker,
} from '../../../../main/core/sync/normalise';
import type { SyncBatch } from '../../../../preload/contract';

/** A batch's content as the API answered it, before main's sync plan normalises it. */
export type ApiBatchBody =
  | { kind: 'event-shifts'; eventId: string; shifts: EventShift[] }
  | { kind: 'event-admins'; eventId: string; admins: EventAdmin[] }
  | { kind: 'worker-tags'; workerId: string; tags: WorkerTag[] }
  | { kind: 'orderables'; orderables: Orderable[] }
  | { kind: 'events'; events: DiscoveredEvent[] }
  | { kind: 'workers'; workers: DiscoveredWorker[] }
  | { kind: 'not-found'; set: { type: 'event' | 'worker'; id: string } };

let batchSerial = 0;

/** The batch main would send for these API rows: normalised by main's own functions, then stamped. */
export function batchFromApi(body: ApiBatchBody, asOf: string): SyncBatch {
  const stamp = { batchId: `test-batch:${(batchSerial += 1)}`, asOf };
  switch (body.kind) {
    case 'event-shifts':
      return { ...body, ...stamp, shifts: body.shifts.map((s) => normaliseShift(body.eventId, s)) };
    case 'event-admins':
      return { ...body, ...stamp, admins: body.admins.map((a) => normaliseAdmin(body.eventId, a)) };
    case 'worker-tags':
      return { ...body, ...stamp, tags: body.tags.map((t) => normaliseTag(body.workerId, t)) };
    case 'orderables':
      return { ...body, ...stamp, orderables: body.orderables.map(normaliseOrderable) };
    case 'events':
      return { ...body, ...stamp, events: body.events.map(normaliseEvent) };
    case 'workers':
      return { ...body, ...stamp, workers: body.workers.map(normaliseWorker) };
    case 'not-found':
      return { ...body, ...stamp };
  }
}

/**
 * The outbox's wiring into the running app, in one call from main.ts: after the local
 * database is open, recover and drain; drain again whenever main asks (back online, before a
 * sync, "Send now" from the menu), and resume a paused queue when a connection is ready (a new
 * key). A drain main waits on (it names a drainId) is answered once done, so the sync's reads
 * start after the queued items went out; the first answer tells main there is an outbox to wait for.
 */
import type { WorkforceApi } from '../../../../preload/contract';
import type { FieldDb } from '../db/schema';
import { createOutbox, type Outbox } from './outbox-api';

export interface StartOutboxOptions {
  db: () => Promise<FieldDb | undefined>;
  bridge: Pick<WorkforceApi, 'on' | 'submitOrder' | 'submitRequirementEdit' | 'outboxDrained'>;
  /** The start-up pass waits for it (the first screen painted): main's triggers do not. */
  ready?: Promise<void>;
  /** Requests out at once: the supervisor's setting for the sync's, the server's limit being one. */
  atOnce?: () => number | undefined;
}

let running: Outbox | undefined;

export function startOutbox({ db, bridge, ready, atOnce }: StartOutboxOptions): Outbox {
  running?.stop();
  const box = createOutbox({
    db,
    submit: (req) => bridge.submitOrder(req),
    submitEdit: (req) => bridge.submitRequirementEdit(req),
    atOnce,
    onError: (error, reason) => console.error(`outbox (${reason})`, error),
  });
  const unsubscribe = [
    bridge.on('outbox:drain', ({ reason, drainId }) => {
      const drained = box.drain(reason);
      if (drainId) void drained.then(() => bridge.outboxDrained({ drainId }));
    }),
    bridge.on('connection:changed', (status) => {
      if (status.state === 'ready') void box.resume('connection ready');
    }),
  ];
  // The first pass recovers items a crash left `sending`, then sends the queue. Its reads and
  // commits would hold up the first screen's own; any pass recovers first, so an earlier
  // "drain" from main loses nothing.
  if (ready) void ready.then(() => box.drain('start-up'));
  else void box.drain('start-up');
  void bridge.outboxDrained({ drainId: 'outbox started' });
  running = {
    ...box,
    stop() {
      for (const off of unsubscribe) off();
      box.stop();
    },
  };
  return running;
}

/** The outbox the app started, for screens. */
export function outbox(): Outbox {
  if (!running) throw new Error('The outbox has not been started (startOutbox in main.ts).');
  return running;
}

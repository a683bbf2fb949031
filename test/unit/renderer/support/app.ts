/**
 * A started AppState over a fake bridge, and a render helper that mounts a screen with it in
 * context. Databases opened here are closed and deleted after each test.
 */
import { render } from '@testing-library/svelte';
import type { Component } from 'svelte';
import { afterEach, expect, vi, type MockInstance } from 'vitest';
import type { SyncBatch } from '../../../../preload/contract';
import { closeFieldDb, deleteFieldDb } from '../../../../renderer/src/shared/db/open';
import type { FieldDb } from '../../../../renderer/src/shared/db/schema';
import { appAlerts, type AlertsState } from '../../../../renderer/src/features/alerts';
import { AppState, appContext } from '../../../../renderer/src/shared/state/app-state';
import { startBatchReceiver } from '../../../../renderer/src/shared/sync/batch-receiver';
import type { EventShift } from '../../../../main/core/api/schemas';
import { batchFromApi, type ApiBatchBody } from './batches';
import { apiEvent } from './data';
import { fakeBridge, type FakeBridge } from './fake-bridge';

const started: { app: AppState; alerts: AlertsState }[] = [];
const receivers: (() => void)[] = [];
/** console.error while a test's database fails on purpose (failReads), with the failure's message. */
let failureLog: { spy: MockInstance<typeof console.error>; message: string } | undefined;

afterEach(async () => {
  for (const stop of receivers.splice(0)) stop();
  for (const { app, alerts } of started.splice(0)) {
    // A round of the alert scheduler still running would read a database closed under it.
    await alerts.evaluate();
    const db = app.connection.db;
    if (db) {
      // Closes the connection sync batches were written on with it.
      closeFieldDb(db);
      await deleteFieldDb(db.name);
    }
  }
  if (!failureLog) return;
  const { spy, message } = failureLog;
  failureLog = undefined;
  try {
    // The alert scheduler reports the rounds it could not read, and nothing else went wrong.
    expect(spy.mock.calls.length).toBeGreaterThan(0);
    for (const args of spy.mock.calls) expect(args.map((a) => (a instanceof Error ? a.message : a))).toEqual([message]);
  } finally {
    spy.mockRestore();
  }
});

/** `alerts` is what App takes beside `app`: `render(App, { props: { app, alerts } })`. */
export async function startApp(
  bridge: FakeBridge = fakeBridge(),
  firstPaint: Promise<void> = Promise.resolve(),
): Promise<{ app: AppState; alerts: AlertsState; bridge: FakeBridge }> {
  // Most tests mount one screen that never marks the app's first paint: what waits for it would
  // wait its full second (alerts.svelte.test.ts pins the wait itself).
  const app = new AppState(bridge.api, firstPaint);
  const alerts = appAlerts(app);
  // As renderer/src/main.ts starts them.
  receivers.push(
    startBatchReceiver(bridge.api, () => app.connection.settled(), { onStored: () => alerts.afterStored() }),
  );
  await app.start();
  started.push({ app, alerts });
  return { app, alerts, bridge };
}

export function renderWith<P extends Record<string, unknown>>(component: Component<P>, app: AppState, props?: P) {
  // Props are checked against P above; mount's conditional props type cannot resolve a generic P.
  return render(component as unknown as Component, { props: props ?? {}, context: appContext(app) });
}

export function batch(body: ApiBatchBody, asOf = '2026-11-22T07:48:00.000Z'): SyncBatch {
  return batchFromApi(body, asOf);
}

/** A sync storing event 1, named `name`, with these shifts. */
export function deliverEvent(bridge: FakeBridge, name: string, shifts: EventShift[]): Promise<void> {
  return bridge.deliver([
    batch({ kind: 'events', events: [apiEvent('1', name)] }),
    batch({ kind: 'event-shifts', eventId: '1', shifts }),
  ]);
}

/**
 * Every screen query runs in a transaction: failing them all is a database that cannot be read.
 * What that logs is expected, so it is kept off the test output and checked after the test.
 */
export function failReads(db: FieldDb, message = 'The disk is full'): void {
  Object.assign(db, { transaction: () => Promise.reject(new Error(message)) });
  failureLog ??= { spy: vi.spyOn(console, 'error').mockImplementation(() => undefined), message };
}

/** A connected app following every event of its simulator, synced once and then offline. */
import type { LaunchedApp } from '../harness/launch-app';

/**
 * Connects `app` to its simulator, follows every event and waits for that sync to complete;
 * then offline, so the screens show the stored copy and no sync runs meanwhile.
 */
export async function followAllOffline(app: LaunchedApp): Promise<void> {
  const ids = app.simulator!.store.snapshot().events.map((e) => e.id);
  const firstSync = app.nextEvent('sync:finished');
  await app.invoke('connection:connect', { environment: 'custom', baseUrl: app.baseUrl, apiKey: app.apiKey });
  await firstSync;
  await app.core.sync.idle();
  const seeded = app.nextEvent('sync:finished');
  await app.invoke('settings:update', { followedEventIds: ids });
  const summary = await seeded;
  await app.core.sync.idle();
  if (summary.outcome !== 'complete') throw new Error(`the sync of every event ended ${summary.outcome}`);
  await app.setOnline(false);
}

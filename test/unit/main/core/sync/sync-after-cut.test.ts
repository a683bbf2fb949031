// A venue's network gone for a few seconds cuts a sync: against the real simulator, the service
// asks for the next run by itself after a short pause, and that run reads what the cut one
// missed. A cancel, or an app that knows it is offline, asks for nothing.
import { describe, expect, it } from 'vitest';
import { retryAfterCutMs } from '../../../../../main/core/sync/sync-service.js';
import { setFaults, sleep, useSimulator, waitFor } from '../core-kit.js';
import { useSyncServices } from './sync-services.js';

const sim = useSimulator({ events: 4, workers: 3 });
const startService = useSyncServices(sim);

const following = () => {
  const ids = sim().state.data.events.map((e) => e.summary.id);
  return { followedEventIds: ids, crewWorkerIds: [] };
};

describe('a sync the network cut', () => {
  it('is followed by another run after a short pause, which reads what the cut one could not', async () => {
    const { service, finished, batches } = startService({ followed: following, retryAfterCutMs: () => 50 });
    await setFaults(sim(), { offlineForMs: 60_000 });
    const cut = await service.request('sync now');
    expect(cut.done).toBe(0);
    expect(cut.failures.every((f) => f.code === 'NETWORK')).toBe(true);
    expect(batches).toHaveLength(0);

    await setFaults(sim(), {});
    await waitFor(() => finished.length === 2, 'the run after the cut', 10_000);
    expect(finished[1]!.outcome).toBe('complete');
    const read = new Set(batches.map((b) => ('eventId' in b ? `${b.kind}:${b.eventId}` : b.kind)));
    for (const id of following().followedEventIds) {
      expect(read).toContain(`event-shifts:${id}`);
      expect(read).toContain(`event-admins:${id}`);
    }
    // A run not cut ends the retries: nothing more is asked.
    await sleep(300);
    expect(finished).toHaveLength(2);
  });

  it('waits 2 s after the first cut, doubling with each cut in a row, never more than a minute', () => {
    expect([1, 2, 3, 4, 5, 6, 7, 12].map(retryAfterCutMs)).toEqual([
      2_000, 4_000, 8_000, 16_000, 32_000, 60_000, 60_000, 60_000,
    ]);
  });

  it("a cut run that fetched something waits the first pause again: a venue's next drop is not waited out for longer each time", async () => {
    // Every other request is lost on the way, as through drops: each run fetches some sets and is cut.
    let requests = 0;
    const flaky = (url: string, init: RequestInit) =>
      ++requests % 2 === 0 ? Promise.reject(new TypeError('fetch failed')) : fetch(url, init);
    const cuts: number[] = [];
    const { service, finished } = startService({
      followed: following,
      clientOptions: { fetch: flaky, retry: { retries: 0 } },
      retryAfterCutMs: (n) => {
        cuts.push(n);
        return 20;
      },
    });
    void service.request('sync now');
    await waitFor(() => finished.length >= 3, 'three runs, each cut', 4_000);
    expect(finished.slice(0, 3).every((s) => s.done > 0 && s.outcome === 'partial')).toBe(true);
    expect(cuts.slice(0, 3)).toEqual([1, 1, 1]);
  });

  it('a supervisor who cancels is not overruled, and an app that knows it is offline leaves it to the back-online trigger', async () => {
    await setFaults(sim(), { latencyMs: 200, offlineForMs: 60_000 });
    const cancelled = startService({ followed: following, retryAfterCutMs: () => 20 });
    const run = cancelled.service.request('sync now');
    await sleep(50);
    cancelled.service.cancel();
    expect((await run).outcome).toBe('cancelled');

    const offline = startService({ followed: following, isOnline: () => false, retryAfterCutMs: () => 20 });
    expect((await offline.service.request('interval')).outcome).toBe('offline');

    await sleep(300);
    expect(cancelled.finished).toHaveLength(1);
    expect(offline.finished).toHaveLength(1);
  });
});

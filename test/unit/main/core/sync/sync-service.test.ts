import { describe, expect, it, vi } from 'vitest';
import { DEFAULT_PROFILE } from '../../../../../main/core/api/profile.js';
import { setFaults, totalRequests, useSimulator, waitFor } from '../core-kit.js';
import { useSyncServices, type ServiceOptions } from './sync-services.js';

const sim = useSimulator({ events: 12, workers: 8 });
const startService = useSyncServices(sim);

function eventIds(n: number): string[] {
  return sim()
    .state.data.events.slice(0, n)
    .map((e) => e.summary.id);
}

/** A service following the first three events, counting how often it asks for a key. */
function setup(over: ServiceOptions = {}) {
  const auth = { required: 0 };
  const started = startService({
    followed: () => ({ followedEventIds: eventIds(3), crewWorkerIds: [] }),
    onAuthRequired: () => auth.required++,
    ...over,
  });
  return { ...started, auth };
}

describe('SyncService', () => {
  it('runs one sync at a time and folds every trigger during a run into exactly one more run', async () => {
    await setFaults(sim(), { latencyMs: 15 });
    const { service, finished, watched } = setup();
    const first = service.request('startup');
    expect(service.status().running).toBe(true);
    const queued = service.request('sync now');
    expect(service.request('interval')).toBe(queued);
    expect(service.request('back online')).toBe(queued);

    const [a, b] = await Promise.all([first, queued]);
    await service.idle();
    expect(finished).toEqual([a, b]);
    expect(a.syncId).not.toBe(b.syncId);
    expect(a.outcome).toBe('complete');
    expect(b.outcome).toBe('complete');
    // The second run started after the first had finished: never two at once.
    expect(Date.parse(b.startedAt)).toBeGreaterThanOrEqual(Date.parse(a.finishedAt));
    expect(watched.maxInFlight()).toBeLessThanOrEqual(3);
    expect(service.status()).toEqual({ running: false, progress: undefined, last: b });
  });

  it('idle() waits for the run that was queued behind the current one', async () => {
    await setFaults(sim(), { latencyMs: 10 });
    const { service, finished } = setup();
    void service.request('startup');
    void service.request('followed items changed');
    await service.idle();
    expect(finished).toHaveLength(2);
    expect(service.status().running).toBe(false);
  });

  it('cancel stops the run under way with the outcome "cancelled"', async () => {
    await setFaults(sim(), { latencyMs: 25 });
    const { service, batches, finished } = setup({
      followed: () => ({ followedEventIds: eventIds(10), crewWorkerIds: [] }),
    });
    const run = service.request('sync now');
    await waitFor(() => batches.length >= 1, 'a first set');
    service.cancel();
    const summary = await run;
    expect(summary.outcome).toBe('cancelled');
    expect(summary.done).toBeLessThan(summary.planned);
    expect(finished).toEqual([summary]);
    expect(service.status()).toMatchObject({ running: false, last: summary });
  });

  it('cancel also drops the sync that was waiting behind the cancelled one', async () => {
    await setFaults(sim(), { latencyMs: 25 });
    const { service, batches, finished } = setup({
      followed: () => ({ followedEventIds: eventIds(10), crewWorkerIds: [] }),
    });
    const run = service.request('sync now');
    const queued = service.request('interval');
    await waitFor(() => batches.length >= 1, 'a first set');
    service.cancel();
    await run;
    // idle() would wait for the queued run had it started: only the cancelled one finished.
    await service.idle();
    expect(finished.map((s) => s.outcome)).toEqual(['cancelled']);
    // Whoever asked for the dropped run still gets an answer.
    await expect(queued).resolves.toMatchObject({ outcome: 'cancelled' });
    expect(service.status().running).toBe(false);
  });

  it('offline, it sends no request at all and reports "offline"', async () => {
    const { service, batches, watched, finished } = setup({ isOnline: () => false });
    const summary = await service.request('interval');
    expect(summary.outcome).toBe('offline');
    expect(summary.failures[0]?.message).toMatch(/offline/i);
    expect(watched.urls).toEqual([]);
    expect(totalRequests(sim())).toBe(0);
    expect(batches).toEqual([]);
    expect(finished).toEqual([summary]);
  });

  it('without a usable key it reports "auth-required" and sends nothing', async () => {
    const { service, auth } = setup({ client: () => undefined });
    const summary = await service.request('startup');
    expect(summary.outcome).toBe('auth-required');
    expect(summary.failures[0]?.message).toMatch(/connect/i);
    expect(totalRequests(sim())).toBe(0);
    // There is no rejected key to re-enter: nothing is marked.
    expect(auth.required).toBe(0);
  });

  it('an ATH-100 during a run asks for the key again', async () => {
    sim().rotateKey('the-office-rotated-it');
    const { service, auth, batches } = setup();
    const summary = await service.request('startup');
    expect(summary.outcome).toBe('auth-required');
    expect(auth.required).toBe(1);
    expect(batches).toEqual([]);
  });

  it('remembers a discovery list the server does not have, until the connection changes', async () => {
    const profile = { ...DEFAULT_PROFILE, paths: { ...DEFAULT_PROFILE.paths, workers: '/no-worker-list' } };
    const { service, watched } = setup({ clientOptions: { profile } });
    const asksForList = () => watched.urls.filter((u) => u.includes('/no-worker-list')).length;
    expect((await service.request('startup')).outcome).toBe('complete');
    expect(asksForList()).toBe(1);
    expect((await service.request('sync now')).outcome).toBe('complete');
    expect(asksForList()).toBe(1);
    service.resetDiscovery();
    await service.request('sync now');
    expect(asksForList()).toBe(2);
  });

  it('a 429 the client meets slows the whole run', async () => {
    // The run's clock is a counter that only the run's pauses move: what waited how long is
    // then the same on a quick machine and a loaded one, and no real time is spent waiting.
    let clock = Date.parse('2026-11-22T10:00:00Z');
    const yieldTask = () => new Promise<void>((resolve) => setImmediate(resolve));
    const waits: number[] = [];
    const starts: number[] = [];
    let sent = 0;
    let toldAt: number | undefined;
    const { service } = setup({
      concurrency: () => 6,
      followed: () => ({ followedEventIds: eventIds(10), crewWorkerIds: [] }),
      now: () => new Date(clock),
      sleep: async (ms) => {
        waits.push(ms);
        clock += ms;
        await yieldTask();
      },
      clientOptions: {
        // The client sleeps out its own 429 right after telling the run's gate, which holds the retry too.
        sleep: async () => {
          toldAt ??= clock;
          await yieldTask();
        },
        fetch: async (input, init) => {
          // The run's third request arms the 429: mid-run, whatever the machine's speed.
          if (++sent === 3) await setFaults(sim(), { latencyMs: 10, rateLimitNext: 1 });
          if (toldAt !== undefined) starts.push(clock);
          const res = await fetch(input, init);
          if (res.status !== 429) return res;
          // The simulator asks for 1 s; 0.15 s is the pause this test follows.
          const headers = new Headers(res.headers);
          headers.set('retry-after', '0.15');
          return new Response(await res.text(), { status: 429, headers });
        },
      },
    });
    const summary = await service.request('startup');
    expect(summary.outcome).toBe('complete');
    expect(toldAt).toBeDefined();
    // The first to reach the gate after the 429 waited the whole pause; nothing was sent meanwhile.
    expect(waits[0]).toBe(150);
    expect(starts.length).toBeGreaterThan(3);
    for (const t of starts) expect(t).toBeGreaterThanOrEqual(toldAt! + 150);
  });

  it('setInterval syncs on the chosen period and a new period replaces the old one', async () => {
    vi.useFakeTimers({ toFake: ['setInterval', 'clearInterval'] });
    const { service, finished } = setup({ isOnline: () => false });
    service.setInterval(2);
    await vi.advanceTimersByTimeAsync(2 * 60_000);
    expect(finished.map((s) => s.failures[0]?.item)).toEqual(['interval']);
    await vi.advanceTimersByTimeAsync(2 * 60_000);
    expect(finished).toHaveLength(2);
    service.setInterval(30);
    await vi.advanceTimersByTimeAsync(29 * 60_000);
    expect(finished).toHaveLength(2);
    await vi.advanceTimersByTimeAsync(60_000);
    expect(finished).toHaveLength(3);
    service.dispose();
    await vi.advanceTimersByTimeAsync(60 * 60_000);
    expect(finished).toHaveLength(3);
  });
});

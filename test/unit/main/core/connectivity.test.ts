import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterAll, afterEach, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import type { Connectivity } from '../../../../preload/contract.js';
import {
  ConnectivityMonitor,
  connectivityFrom,
  nextProbeDelay,
  probeBaseUrl,
  type ConnectivityDeps,
  type ProbeResult,
} from '../../../../main/core/connectivity.js';
import { deadUrl, useSimulator } from './core-kit.js';

const realFetch = (input: string, init: RequestInit) => fetch(input, init);

describe('connectivityFrom', () => {
  it('the OS saying offline wins; a probe refines "online"', () => {
    const probes: (ProbeResult | undefined)[] = [undefined, 'ok', 'slow', 'error', 'unreachable'];
    expect(probes.map((p) => connectivityFrom(false, p))).toEqual([
      'offline',
      'offline',
      'offline',
      'offline',
      'offline',
    ]);
    expect(probes.map((p) => connectivityFrom(true, p))).toEqual([
      'online',
      'online',
      'degraded',
      'degraded',
      'offline',
    ]);
  });
});

describe('probeBaseUrl against a real HTTP server', () => {
  let server: Server;
  let base = '';
  const seenKeys: (string | undefined)[] = [];
  beforeAll(async () => {
    server = createServer((req, res) => {
      seenKeys.push(req.headers['x-api-key'] as string | undefined);
      const [, status = '200', delay = '0'] = (req.url ?? '').split('/');
      setTimeout(() => {
        res.statusCode = Number(status);
        res.end('{}');
      }, Number(delay));
    });
    await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
    base = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
  });
  afterAll(async () => {
    server.closeAllConnections();
    await new Promise<void>((resolve) => server.close(() => resolve()));
  });

  const probe = (path: string, timeoutMs = 1_000, slowMs = 500) =>
    probeBaseUrl(realFetch, `${base}/${path}`, timeoutMs, slowMs);

  it('any quick HTTP answer, even 401 or 404, proves the server is reachable', async () => {
    expect(await probe('200')).toBe('ok');
    expect(await probe('401')).toBe('ok');
    expect(await probe('404')).toBe('ok');
    expect(await probe('302')).toBe('ok');
    // The probe never sends a key.
    expect(seenKeys.every((k) => k === undefined)).toBe(true);
  });

  it('a 5xx answer is an error', async () => {
    expect(await probe('500')).toBe('error');
    expect(await probe('503')).toBe('error');
  });

  it('a slow answer is "slow", no answer in time is an error', async () => {
    expect(await probe('200/120', 1_000, 50)).toBe('slow');
    expect(await probe('200/400', 60, 30)).toBe('error');
  });

  it('a refused connection is unreachable', async () => {
    expect(await probeBaseUrl(realFetch, await deadUrl(), 1_000, 500)).toBe('unreachable');
  });
});

describe('probeBaseUrl against the simulator', () => {
  const sim = useSimulator();
  it('the API base URL without a key counts as reachable', async () => {
    expect(await probeBaseUrl(realFetch, sim().url, 2_000, 1_000)).toBe('ok');
  });
});

describe('ConnectivityMonitor', () => {
  // The debounce and the probe period run on a fake clock: exact instants, no real waiting.
  beforeEach(() => {
    vi.useFakeTimers();
  });
  afterEach(() => {
    vi.useRealTimers();
  });
  const elapse = (ms: number) => vi.advanceTimersByTimeAsync(ms);

  function monitor(over: Partial<ConnectivityDeps> = {}, osOnline = true) {
    const world = { osOnline, probe: 'ok' as ProbeResult | undefined, probes: 0 };
    const changes: Connectivity[] = [];
    const m = new ConnectivityMonitor({
      osOnline: () => world.osOnline,
      probe: async () => {
        world.probes++;
        return world.probe;
      },
      debounceMs: 60,
      now: () => new Date('2026-11-22T14:02:00.000Z'),
      ...over,
    });
    m.onChange((c) => changes.push(c));
    return { m, world, changes };
  }

  it('starts from the OS view', () => {
    expect(monitor().m.get().state).toBe('online');
    const offline = monitor({ osOnline: () => false }).m;
    expect(offline.get()).toEqual({ state: 'offline', since: '2026-11-22T14:02:00.000Z' });
    expect(offline.isOnline()).toBe(false);
  });

  it('a lasting change is announced once, after the debounce', async () => {
    const { m, world, changes } = monitor();
    world.osOnline = false;
    m.osChanged();
    expect(changes).toEqual([]);
    expect(m.isOnline()).toBe(true);
    await elapse(59);
    expect(changes).toEqual([]);
    await elapse(1);
    expect(changes).toEqual([{ state: 'offline', since: '2026-11-22T14:02:00.000Z' }]);
    expect(m.isOnline()).toBe(false);
    m.stop();
  });

  it('a flap shorter than the debounce announces nothing', async () => {
    const { m, world, changes } = monitor();
    world.osOnline = false;
    m.osChanged();
    await elapse(15);
    world.osOnline = true;
    m.osChanged();
    await elapse(150);
    expect(changes).toEqual([]);
    expect(m.get().state).toBe('online');
    m.stop();
  });

  it('the probe turns "online" into degraded or offline; the OS offline needs no probe', async () => {
    const { m, world, changes } = monitor({ debounceMs: 0 });
    world.probe = 'error';
    await m.probeNow();
    expect(changes.map((c) => c.state)).toEqual(['degraded']);
    // Degraded still counts as online: syncs and orders are tried.
    expect(m.isOnline()).toBe(true);
    world.probe = 'unreachable';
    await m.probeNow();
    world.probe = 'ok';
    await m.probeNow();
    expect(changes.map((c) => c.state)).toEqual(['degraded', 'offline', 'online']);

    const before = world.probes;
    world.osOnline = false;
    m.osChanged();
    await m.probeNow();
    expect(world.probes).toBe(before);
    expect(changes.at(-1)?.state).toBe('offline');
  });

  it('coming back online probes at once', async () => {
    const { m, world, changes } = monitor({ debounceMs: 0 }, false);
    world.probe = 'slow';
    world.osOnline = true;
    m.osChanged();
    await elapse(0);
    expect(world.probes).toBe(1);
    expect(changes.at(-1)?.state).toBe('degraded');
  });

  it('start() probes now and then every period until stop()', async () => {
    const { m, world } = monitor({ probeEveryMs: 30 });
    m.start();
    expect(world.probes).toBe(1);
    await elapse(90);
    expect(world.probes).toBe(4);
    m.stop();
    await elapse(300);
    expect(world.probes).toBe(4);
  });

  it('offline, probes every second for ten seconds, then after a growing pause; the network back is noticed at the next probe', async () => {
    const { m, world, changes } = monitor({ probeEveryMs: 30_000, debounceMs: 0 });
    world.probe = 'unreachable';
    m.start();
    await elapse(0);
    expect(changes.map((c) => c.state)).toEqual(['offline']);
    const probeTimes: number[] = [];
    for (let t = 1; t <= 40_000; t += 100) {
      const before = world.probes;
      await elapse(100);
      if (world.probes > before) probeTimes.push(t + 99);
    }
    // A second apart for ten probes, then 2, 4, 8 and 15 s after the one before (whole 100 ms
    // steps of the fake clock): a venue's drop of 3.5 s is heard at 4 s, not at 7 s.
    expect(probeTimes).toEqual([
      1_000, 2_000, 3_000, 4_000, 5_000, 6_000, 7_000, 8_000, 9_000, 10_000, 12_000, 16_000, 24_000, 39_000,
    ]);
    // The pause stays at its 15 s ceiling (4 probes a minute): the next probe, at 54 s, finds the network.
    world.probe = 'ok';
    await elapse(13_999);
    expect(changes.map((c) => c.state)).toEqual(['offline']);
    await elapse(1);
    expect(changes.map((c) => c.state)).toEqual(['offline', 'online']);
    // Online again: back to the online period.
    const online = world.probes;
    await elapse(29_999);
    expect(world.probes).toBe(online);
    await elapse(1);
    expect(world.probes).toBe(online + 1);
    m.stop();
  });

  it('the offline pause stops growing at its ceiling, and never passes the online period', () => {
    const timing = { probeEveryMs: 30_000, offlineProbeFirstMs: 1_000, offlineProbeMaxMs: 15_000 };
    expect([0, 1, 9, 10, 11, 12, 13, 14, 60].map((n) => nextProbeDelay(true, n, timing))).toEqual([
      1_000, 1_000, 1_000, 2_000, 4_000, 8_000, 15_000, 15_000, 15_000,
    ]);
    expect(nextProbeDelay(false, 3, timing)).toBe(30_000);
    expect(nextProbeDelay(true, 12, { ...timing, probeEveryMs: 5_000 })).toBe(5_000);
  });

  it('offline, the first probe answered brings the app back at once; going offline still waits the debounce', async () => {
    const { m, world, changes } = monitor({ debounceMs: 1_500, probeEveryMs: 30_000 }, true);
    world.probe = 'unreachable';
    m.start();
    await elapse(1_500);
    expect(changes.map((c) => c.state)).toEqual(['offline']);
    world.probe = 'ok';
    // The next offline probe, a second later, answers: online then, not 1.5 s after.
    await elapse(1_000);
    expect(changes.map((c) => c.state)).toEqual(['offline', 'online']);
    m.stop();
  });

  it('checkNow ("Sync now" offline) takes the probe at once, without the debounce', async () => {
    const { m, world, changes } = monitor({ debounceMs: 1_500 }, false);
    world.osOnline = true;
    world.probe = 'unreachable';
    expect(await m.checkNow()).toBe(false);
    world.probe = 'ok';
    expect(await m.checkNow()).toBe(true);
    expect(changes.map((c) => c.state)).toEqual(['online']);
    // The debounce still guards the other way: a lost probe is not announced at once.
    world.probe = 'unreachable';
    await m.probeNow();
    expect(m.isOnline()).toBe(true);
    await elapse(1_500);
    expect(m.isOnline()).toBe(false);
    m.stop();
  });
});

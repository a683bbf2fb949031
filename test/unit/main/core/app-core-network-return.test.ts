// The network's return, through the real core and the real simulator: "Sync now" looks for the
// network at once instead of waiting for the next probe, and the queued orders go out before
// the sync's first read.
import { afterEach, describe, expect, it } from 'vitest';
import type { EventName, Events } from '../../../../preload/contract.js';
import { createAppCore, type AppCore } from '../../../../main/core/app-core.js';
import { KEY, quietPlatform, realStores, resetSimulator, useSimulator, useTempDir, waitFor } from './core-kit.js';

const sim = useSimulator({ events: 6, workers: 8 });
const tempDir = useTempDir();
const cores: AppCore[] = [];
afterEach(async () => {
  for (const core of cores.splice(0)) await core.stop();
  await waitFor(() => sim().state.traffic.inFlight === 0, 'the server to be idle');
  await resetSimulator(sim());
});

/**
 * The real core behind a network that can be cut; the window is a fake that stores every batch
 * and, asked to drain, places its queued orders one by one before it answers, as the outbox does.
 */
function setup() {
  const dir = tempDir();
  const stores = realStores(dir);
  const network = { down: false };
  const wire: string[] = [];
  const emitted: EventName[] = [];
  const worker = sim().state.data.workers[1]!.summary;
  const outbox = { queued: 0 };
  const core: AppCore = createAppCore({
    vault: stores.vault,
    settings: stores.settings,
    fetch: async (input, init) => {
      if (network.down) throw new TypeError('fetch failed');
      wire.push(`${init?.method ?? 'GET'} ${new URL(input).pathname}`);
      return fetch(input, init);
    },
    osOnline: () => true,
    emit: <E extends EventName>(event: E, payload: Events[E]) => {
      emitted.push(event);
      if (event === 'sync:batches') {
        const { batches } = payload as Events['sync:batches'];
        const acks = batches.map((b) => ({ batchId: b.batchId, rowsWritten: 1 }));
        setTimeout(() => void core.handlers['sync:ack']({ acks }), 1);
      }
      const drain = payload as Events['outbox:drain'];
      if (event === 'outbox:drain' && drain.drainId) {
        void (async () => {
          for (; outbox.queued > 0; outbox.queued--) {
            await core.handlers['orders:submit']({
              localId: `l-${outbox.queued}`,
              workerId: worker.id,
              personnelId: worker.personnel_id,
              orderableId: sim().state.data.orderables[0]!.id,
            });
          }
          await core.handlers['outbox:drained']({ drainId: drain.drainId! });
        })();
      }
    },
    ...quietPlatform(dir),
    // The online probe is a minute away: only "Sync now" can notice the network in this test.
    timing: { debounceMs: 1_500, probeEveryMs: 60_000, batchTimeoutMs: 2_000 },
  });
  cores.push(core);
  return { core, h: core.handlers, network, wire, emitted, outbox };
}

describe('the network comes back', () => {
  it('"Sync now" while offline looks at once and syncs; the queued orders go out before any read', async () => {
    const { core, h, network, wire, outbox } = setup();
    await core.start();
    await h['connection:connect']({ environment: 'custom', baseUrl: sim().url, apiKey: KEY });
    // The window says its outbox is there (its start-up answer).
    await h['outbox:drained']({ drainId: 'outbox started' });
    await h['settings:update']({ followedEventIds: [sim().state.data.events[0]!.summary.id] });
    await core.sync.idle();

    network.down = true;
    await core.connectivity.probeNow();
    await waitFor(() => !core.connectivity.isOnline(), 'offline');
    // Placed while offline.
    outbox.queued = 3;
    network.down = false;
    wire.length = 0;
    const pressed = Date.now();
    const status = await h['sync:now']();
    // Inside the 1.5 s debounce and long before the minute's probe: the press was the probe.
    expect(Date.now() - pressed).toBeLessThan(1_000);
    expect(core.connectivity.isOnline()).toBe(true);
    expect(status.running).toBe(true);
    await core.sync.idle();
    expect(core.sync.status().last?.outcome).toBe('complete');
    // The probe, then the three orders, then the sync's reads, and nothing else.
    const base = new URL(sim().url).pathname;
    expect(wire[0]).toBe(`GET ${base}`);
    expect(wire.slice(1, 4).map((w) => w.split(' ')[0])).toEqual(['POST', 'POST', 'POST']);
    expect(wire.slice(4).length).toBeGreaterThan(0);
    expect(wire.slice(4).every((w) => w.startsWith('GET '))).toBe(true);
  }, 15_000);
});

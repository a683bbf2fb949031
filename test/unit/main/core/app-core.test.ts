import fs from 'node:fs';
import { afterEach, describe, expect, it } from 'vitest';
import type { EventName, Events, SyncSummary } from '../../../../preload/contract.js';
import { createAppCore, type AppCore } from '../../../../main/core/app-core.js';
import { ExpectedError } from '../../../../main/core/ipc/expected-error.js';
import {
  KEY,
  quietPlatform,
  realStores,
  resetSimulator,
  setFaults,
  totalRequests,
  useSimulator,
  useTempDir,
  waitFor,
} from './core-kit.js';

const sim = useSimulator({ events: 10, workers: 8 });
const tempDir = useTempDir();
const cores: AppCore[] = [];
afterEach(async () => {
  for (const core of cores.splice(0)) await core.stop();
  await waitFor(() => sim().state.traffic.inFlight === 0, 'the server to be idle');
  await resetSimulator(sim());
});

/** The real core over real stores; the renderer is a fake that stores every batch it is sent. */
function setup(options: { osOnline?: boolean } = {}) {
  const dir = tempDir();
  const stores = realStores(dir);
  const events: { event: EventName; payload: unknown }[] = [];
  const opened: string[] = [];
  const core: AppCore = createAppCore({
    vault: stores.vault,
    settings: stores.settings,
    fetch: (input, init) => fetch(input, init),
    osOnline: () => options.osOnline ?? true,
    emit: <E extends EventName>(event: E, payload: Events[E]) => {
      events.push({ event, payload });
      if (event === 'sync:batches') {
        const { batches } = payload as Events['sync:batches'];
        const acks = batches.map((b) => ({ batchId: b.batchId, rowsWritten: 1 }));
        setTimeout(() => void core.handlers['sync:ack']({ acks }), 1);
      }
    },
    ...quietPlatform(dir),
    openExternal: async (url) => void opened.push(url.href),
    timing: { debounceMs: 0, probeEveryMs: 60_000, batchTimeoutMs: 2_000 },
  });
  cores.push(core);
  const of = <E extends EventName>(event: E) =>
    events.filter((e) => e.event === event).map((e) => e.payload as Events[E]);
  const connect = () => core.handlers['connection:connect']({ environment: 'custom', baseUrl: sim().url, apiKey: KEY });
  return { core, h: core.handlers, events, of, opened, connect, ...stores };
}

const firstEvent = () => sim().state.data.events[0]!.summary.id;

describe('createAppCore handlers', () => {
  it('following an event syncs it at once: its shifts reach the window and the sync finishes', async () => {
    const { h, of, connect } = setup();
    await connect();
    expect(of('sync:finished')).toEqual([]);
    const id = firstEvent();
    const settings = await h['settings:update']({ followedEventIds: [id] });
    expect(settings.followedEventIds).toEqual([id]);
    expect(of('settings:changed').at(-1)?.followedEventIds).toEqual([id]);

    await waitFor(() => of('sync:finished').length === 1, 'the sync to finish');
    expect(of('sync:finished')[0]?.outcome).toBe('complete');
    const sent = of('sync:batches').flatMap((m) => m.batches);
    const shifts = sent.find((b) => b.kind === 'event-shifts' && b.eventId === id);
    expect(shifts?.kind === 'event-shifts' && shifts.shifts.length).toBe(sim().state.event(id)!.shifts.length);
    expect((await h['sync:status']()).last?.outcome).toBe('complete');
  });

  it('a settings change that is not about followed items starts no sync', async () => {
    const { h, of, connect } = setup();
    await connect();
    await h['settings:update']({ theme: 'dark' });
    await h['settings:update']({ followedEventIds: [] });
    // A sync asked for starts at once (the service is running or has one queued): none is.
    expect((await h['sync:status']()).running).toBe(false);
    expect(of('sync:finished')).toEqual([]);
    expect(totalRequests(sim())).toBe(1);
  });

  it('disconnect cancels the sync, erases the key and the connection settings', async () => {
    const { core, h, of, connect, vaultStore, settingsFile } = setup();
    await connect();
    await setFaults(sim(), { latencyMs: 40 });
    await h['settings:update']({
      followedEventIds: sim()
        .state.data.events.slice(0, 6)
        .map((e) => e.summary.id),
      crewWorkerIds: ['1'],
    });
    await waitFor(() => of('sync:batches').length > 0, 'a first batch');

    const status = await h['connection:disconnect']();
    expect(status.state).toBe('empty');
    expect(of('connection:changed').at(-1)?.state).toBe('empty');
    expect(vaultStore.record).toBeUndefined();
    const onDisk = JSON.parse(fs.readFileSync(settingsFile, 'utf8')) as Record<string, unknown>;
    expect(onDisk.environment).toBeUndefined();
    expect(onDisk).toMatchObject({ followedEventIds: [], crewWorkerIds: [] });

    await waitFor(() => of('sync:finished').length === 1, 'the sync to end');
    expect(of('sync:finished').map((s: SyncSummary) => s.outcome)).toEqual(['cancelled']);
    // Nothing queued behind the cancelled run starts later.
    await core.sync.idle();
    expect(of('sync:finished')).toHaveLength(1);
    const err = await h['discovery:clients']().catch((e: unknown) => e);
    expect(err).toBeInstanceOf(ExpectedError);
    expect(err).toMatchObject({ code: 'not-connected' });
  });

  it('an ATH-100 during a sync asks for the key again', async () => {
    const { h, of, connect } = setup();
    await connect();
    sim().rotateKey('rotated-by-the-office');
    await h['sync:now']();
    await waitFor(() => of('sync:finished').length === 1, 'the sync to end');
    expect(of('sync:finished')[0]?.outcome).toBe('auth-required');
    const changed = of('connection:changed').at(-1);
    expect(changed?.state).toBe('needs-key');
    expect(changed?.reason).toMatch(/ATH-100/);
    expect((await h['connection:status']()).state).toBe('needs-key');
  });

  it('offline, "Sync now" sends nothing and reports offline', async () => {
    const { h, of, connect } = setup({ osOnline: false });
    await connect();
    const before = totalRequests(sim());
    await h['sync:now']();
    await waitFor(() => of('sync:finished').length === 1, 'the sync to end');
    expect(of('sync:finished')[0]?.outcome).toBe('offline');
    expect(totalRequests(sim())).toBe(before);
  });

  it('an order submitted through the handler is placed on the server', async () => {
    const { h, connect } = setup();
    await connect();
    const worker = sim().state.data.workers[1]!.summary;
    const outcome = await h['orders:submit']({
      localId: 'l-1',
      workerId: worker.id,
      personnelId: worker.personnel_id,
      orderableId: sim().state.data.orderables[0]!.id,
    });
    expect(outcome.outcome).toBe('delivered');
    expect(sim().state.orders.at(-1)?.personnel_id).toBe(worker.personnel_id);
  });

  it("a client's orders and documents reach the window as contract rows, not the API's snake_case", async () => {
    const { h, connect } = setup();
    await connect();
    const client = sim().state.data.clients[0]!;
    const page = await h['api:client-orders']({ clientId: client.summary.id, page: 1, itemsPerPage: 10 });
    const served = sim().store.clientOrders(client)[0]!;
    expect(page.total).toBe(client.orders.length);
    expect(page.orders[0]).toEqual({
      id: served.id,
      name: served.name,
      comments: [served.comments, served.order_comments].filter(Boolean).join(' '),
      start: served.time_start,
      end: served.time_end,
      place: [served.location, served.city].filter(Boolean).join(', '),
      address: served.address,
      postalCode: served.postal_code,
      status: served.order_status,
      createdAt: served.order_created,
      shifts: served.shifts.map((s) => ({
        id: s.id,
        name: s.custom_name,
        start: s.start,
        end: s.end,
        overnight: s.overnight,
        quantity: s.quantity,
        comments: s.comments,
      })),
    });
    const deleted = client.documents.find((d) => d.deleted === 1)!;
    expect(await h['api:client-document']({ clientId: client.summary.id, documentId: String(deleted.id) })).toEqual({
      id: String(deleted.id),
      name: deleted.name,
      fileName: deleted.file_name,
      type: deleted.type,
      addedAt: deleted.date_added,
      location: deleted.location,
      deleted: 1,
      deletedAt: deleted.date_deleted,
    });
  });

  it('app:open-external opens https: and mailto: links only', async () => {
    const { h, opened } = setup();
    for (const url of [
      'javascript:alert(1)',
      'file:///etc/passwd',
      'http://example.com/',
      'data:text/html,hi',
      'https://user@evil.example/',
    ]) {
      expect(await h['app:open-external']({ url })).toBe(false);
    }
    expect(opened).toEqual([]);
    expect(await h['app:open-external']({ url: 'https://help.example.com/guide' })).toBe(true);
    expect(await h['app:open-external']({ url: 'mailto:office@example.com' })).toBe(true);
    expect(opened).toEqual(['https://help.example.com/guide', 'mailto:office@example.com']);
  });

  it('app:info names the keychain backend and never the key', async () => {
    const { h, connect } = setup();
    await connect();
    const info = await h['app:info']();
    expect(info).toMatchObject({ version: '1.2.3', keychainBackend: 'gnome_libsecret', platform: 'linux' });
    expect(JSON.stringify(info)).not.toContain(KEY);
    expect(JSON.stringify(await h['connection:status']())).not.toContain(KEY);
  });
  it('an order refused with ATH-100 pauses and asks for the key again, like a sync would', async () => {
    const { h, of, connect } = setup();
    await connect();
    sim().rotateKey('the-office-replaced-the-key');
    const worker = sim().state.data.workers[0]!.summary;
    const orderable = sim().state.data.orderables[0]!;
    const outcome = await h['orders:submit']({
      localId: 'l1',
      workerId: worker.id,
      orderableId: orderable.id,
      personnelId: worker.personnel_id,
    });
    expect(outcome.outcome).toBe('paused');
    expect(of('connection:changed').at(-1)?.state).toBe('needs-key');
    expect((await h['connection:status']()).state).toBe('needs-key');
    sim().rotateKey(KEY);
  });
});

// The API key echoed by a hostile server never reaches the window's storage: orders the server
// rejects with the key in its error code and text (placed across the 300-character cuts) are
// stored in the real IndexedDB outbox, a sync fails on the same words, and the Orders screen
// shows them; no 8-character piece of the key is in any of it.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { KEY_PIECE_LENGTH } from '../../main/core/api/redact.js';
import { startSimulator, type SimulatorHandle } from '../../main/simulator/server.js';
import { databaseName } from '../../renderer/src/shared/db/database-name';
import { readStore } from './harness/indexeddb';
import { injectOutbox } from './harness/inject-outbox';
import { launchApp, type LaunchedApp } from './harness/launch-app';
import { echoAt, keyPiecesIn, startKeyEchoingProxy, type KeyEchoingProxy } from './support/key-echoing-proxy';
import { goTo } from './support/ui';

const SECRET = 'sk_live_3Vb8Ne1QwZ7Lc5Hy9Tg2Rk4Jp6Dm0Fx';
let sim: SimulatorHandle;
let proxy: KeyEchoingProxy;
let app: LaunchedApp;

beforeAll(async () => {
  sim = await startSimulator({ apiKey: SECRET, port: 0, workers: 8 });
  proxy = await startKeyEchoingProxy(() => sim.url);
  app = await launchApp({ baseUrl: proxy.url, apiKey: SECRET });
});
afterAll(async () => {
  await app?.close();
  await proxy?.close();
  await sim?.close();
});

describe('the API key in what the window stores and shows', () => {
  it('is in no outbox row, no sync:finished event and nowhere on the Orders screen', async () => {
    const firstSync = app.nextEvent('sync:finished');
    await app.invoke('connection:connect', { environment: 'custom', baseUrl: proxy.url, apiKey: SECRET });
    await firstSync;
    const dbName = databaseName('custom', proxy.url);

    let request = 0;
    const offsets = [255, 262, 270, 281, 290, 296, 299];
    proxy.hostility = (req, key) => {
      const at = offsets[request++ % offsets.length]!;
      return { status: req.method === 'GET' ? 400 : 422, body: { code: `E-${key}`, error: echoAt(at, key) } };
    };
    await injectOutbox(app.page);
    const { workers, orderables } = sim.store.snapshot();
    const orders = offsets.map((_, i) => ({
      workerId: workers[i % workers.length]!.id,
      personnelId: workers[i % workers.length]!.personnel_id!,
      orderableId: orderables[i % orderables.length]!.id,
      orderableName: orderables[i % orderables.length]!.name ?? '',
      cost: '',
    }));
    await app.page.evaluate(([name, list]) => window.__outboxTest.place(name, list), [dbName, orders] as const);
    const rows = await readStore<{ state: string }>(app.page, dbName, 'outbox');
    expect(rows.map((r) => r.state)).toEqual(offsets.map(() => 'rejected'));

    const finished = app.nextEvent('sync:finished');
    await app.invoke('sync:now');
    const summary = await finished;
    expect(summary.failures.length).toBeGreaterThan(0);

    await goTo(app.page, 'Orders');
    await app.page.locator('[data-testid="orders-list"] [data-order-id]').first().waitFor();
    const shown = await app.page.evaluate(() => document.body.innerText);
    const everything = [JSON.stringify(rows), JSON.stringify(app.events), shown].join('\n');
    expect(everything).toContain('[API key hidden]');
    expect(keyPiecesIn(everything, SECRET, KEY_PIECE_LENGTH)).toEqual([]);
  });
});

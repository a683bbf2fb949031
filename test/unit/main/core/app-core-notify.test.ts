// The desktop notice for queued orders: main tells the platform notifier what 'orders:submit' delivered or rejected.
import { afterEach, describe, expect, it } from 'vitest';
import { createAppCore, type AppCore } from '../../../../main/core/app-core.js';
import { createNotifier } from '../../../../main/platform/notifications.js';
import { fakeElectron } from '../../../fakes/electron.js';
import { asWindow } from '../platform/helpers.js';
import { KEY, quietPlatform, realStores, resetSimulator, useSimulator, useTempDir, waitFor } from './core-kit.js';

const sim = useSimulator({ workers: 8 });
const tempDir = useTempDir();
const cores: AppCore[] = [];
afterEach(async () => {
  for (const core of cores.splice(0)) await core.stop();
  await resetSimulator(sim());
});

function setup(notify?: (title: string, body: string) => void, systemLanguages?: () => readonly string[]) {
  const dir = tempDir();
  const core = createAppCore({
    ...realStores(dir),
    systemLanguages,
    fetch: (input, init) => fetch(input, init),
    osOnline: () => true,
    emit: () => undefined,
    ...quietPlatform(dir),
    notify,
    // Long enough that two submits on a loaded machine still land in one gathering window.
    timing: { debounceMs: 0, probeEveryMs: 60_000, noticeGatherMs: 1_500 },
  });
  cores.push(core);
  return core;
}

describe("'orders:submit' and desktop notices", () => {
  it('one notice for the orders delivered and rejected close together', async () => {
    const shown: [string, string][] = [];
    const core = setup((title, body) => shown.push([title, body]));
    await core.handlers['connection:connect']({ environment: 'custom', baseUrl: sim().url, apiKey: KEY });
    const worker = sim().state.data.workers[0]!.summary;
    const order = { workerId: worker.id, personnelId: worker.personnel_id!, orderableId: '31' };
    expect((await core.handlers['orders:submit']({ localId: 'a', ...order })).outcome).toBe('delivered');
    expect((await core.handlers['orders:submit']({ localId: 'b', ...order, orderableId: '99' })).outcome).toBe(
      'rejected',
    );
    await waitFor(() => shown.length > 0, 'the notice');
    expect(shown).toEqual([['Queued orders sent', '1 placed, 1 rejected. The outbox shows why.']]);
  });

  it('works without a notifier', async () => {
    const core = setup();
    await core.handlers['connection:connect']({ environment: 'custom', baseUrl: sim().url, apiKey: KEY });
    const worker = sim().state.data.workers[1]!.summary;
    const outcome = await core.handlers['orders:submit']({
      localId: 'c',
      workerId: worker.id,
      personnelId: worker.personnel_id!,
      orderableId: '31',
    });
    expect(outcome.outcome).toBe('delivered');
  });

  it('speaks Settings → Language on the desktop: the system\'s Spanish by default, English once chosen, no restart', async () => {
    fakeElectron.reset();
    const window = new fakeElectron.BrowserWindow();
    window.blur();
    const core = setup(createNotifier(() => asWindow(window)), () => ['es-MX', 'en-US']);
    await core.handlers['connection:connect']({ environment: 'custom', baseUrl: sim().url, apiKey: KEY });
    const worker = sim().state.data.workers[2]!.summary;
    const order = { workerId: worker.id, personnelId: worker.personnel_id!, orderableId: '31' };
    const shown = () => fakeElectron.notifications.map((n) => n.options);
    await core.handlers['orders:submit']({ localId: 'es-1', ...order });
    await core.handlers['orders:submit']({ localId: 'es-2', ...order });
    await waitFor(() => shown().length > 0, 'the Spanish notice');
    expect(shown()).toEqual([{ title: 'Pedidos realizados', body: 'Se realizaron 2 pedidos en cola.' }]);

    await core.handlers['settings:update']({ language: 'en' });
    await core.handlers['orders:submit']({ localId: 'en-1', ...order });
    await waitFor(() => shown().length > 1, 'the English notice');
    expect(shown()[1]?.title).toBe('Order placed');
    expect(shown()[1]?.body).toMatch(/ was placed \(order .+\)\.$/);
  });
});

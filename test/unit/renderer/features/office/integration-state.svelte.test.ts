// @vitest-environment ./test/unit/renderer/support/node-client-environment.ts
// IntegrationState without a DOM: the real AppState over a fake bridge (main's answers
// scripted), a real Dexie database on fake-indexeddb, and the view state's effects run in an
// effect root as the panel's would.
import { flushSync } from 'svelte';
import { describe, expect, it, vi } from 'vitest';
import { IntegrationState } from '../../../../../renderer/src/features/office/integration-state.svelte';
import { startApp } from '../../support/app';
import { fakeBridge, readyStatus, type FakeBridge } from '../../support/fake-bridge';
import { holdView } from '../../support/view-state.svelte';

const SECRET = 'sk_live_0123456789abcdef0123456789abcdef01234567';
const ADP = { id: 11, name: 'ADP Workforce Now', category: 'payroll', url: 'https://adp.example' };

async function integration(bridge: FakeBridge = fakeBridge()) {
  bridge.answer('integration', () => ADP);
  bridge.answer('regenerateIntegration', () => ({ secretKey: SECRET }));
  const { app } = await startApp(bridge);
  const offline = $state({ now: false });
  const view = holdView(() => new IntegrationState(app, () => offline.now));
  return { app, bridge, view, offline };
}

const lastToast = (app: { toasts: { items: { text: string; tone: string }[] } }) => app.toasts.items.at(-1);

describe('IntegrationState', () => {
  it('checks the id in words and asks the server nothing for a bad one', async () => {
    const { bridge, view } = await integration();
    view.text = '   ';
    view.show();
    expect(view.idError).toBe('Type an id first.');
    expect(bridge.calls.integration).not.toHaveBeenCalled();
  });

  it('reads the integration asked for, names it, and lists it under Recently opened', async () => {
    const { bridge, view } = await integration();
    view.text = ' 11 ';
    view.show();
    expect(view.read).toEqual({ state: 'loading' });
    await vi.waitFor(() => expect(view.read).toEqual({ state: 'found', integration: ADP }));
    expect(bridge.calls.integration).toHaveBeenCalledWith({ id: '11' });
    expect([view.idError, view.title]).toEqual([undefined, 'ADP Workforce Now']);
    // A live query reads again at most once a second.
    await vi.waitFor(
      () => expect(view.recentPicks).toEqual([{ key: '11', label: 'ADP Workforce Now', detail: 'id 11' }]),
      { timeout: 3000 },
    );
  });

  it('a failed read is a problem in words; a pick puts its id in the box and reads it', async () => {
    const { bridge, view } = await integration();
    bridge.answer('integration', () => {
      throw { code: 'CMP-1000', message: 'This API key is not allowed to manage company settings.' };
    });
    view.openPick({ key: '12', label: 'Integration 12' });
    expect(view.text).toBe('12');
    await vi.waitFor(() => expect(view.read.state).toBe('failed'));
    expect(view.read).toMatchObject({
      problem: { code: 'CMP-1000', title: 'This API key is not allowed to manage company settings.' },
    });
    expect(view.title).toBe('');
  });

  it('regenerates once, keeps the secret only until hidden or another integration is opened', async () => {
    const { bridge, view } = await integration();
    await view.open('11');
    view.confirming = true;
    await view.regenerate();
    expect(view.confirming).toBe(false);
    expect(view.secret).toEqual({ integration: 'ADP Workforce Now', value: SECRET });
    expect(view.regeneration).toEqual({ state: 'idle' });
    expect(bridge.calls.regenerateIntegration).toHaveBeenCalledExactlyOnceWith({ id: '11' });
    view.hideSecret();
    expect(view.secret).toBeUndefined();

    await view.regenerate();
    expect(view.secret?.value).toBe(SECRET);
    await view.open('11');
    expect(view.secret).toBeUndefined();
  });

  it('a regenerate whose answer was lost says the secret may have changed anyway, and is not retried', async () => {
    const { bridge, view } = await integration();
    bridge.answer('regenerateIntegration', () => {
      throw { code: 'network', message: 'The connection was reset.' };
    });
    await view.open('11');
    await view.regenerate();
    expect(view.regeneration).toMatchObject({
      state: 'failed',
      problem: { code: 'network' },
      note: expect.stringMatching(/^The server may have made a new secret anyway\./),
    });
    expect(view.secret).toBeUndefined();
    expect(bridge.calls.regenerateIntegration).toHaveBeenCalledTimes(1);
  });

  it('going offline drops the details read but keeps a secret just made', async () => {
    const { view, offline } = await integration();
    await view.open('11');
    await view.regenerate();
    view.confirming = true;
    offline.now = true;
    flushSync();
    expect([view.read, view.confirming]).toEqual([{ state: 'none' }, false]);
    expect(view.secret?.value).toBe(SECRET);
  });

  it('an answer that arrives after going offline is dropped', async () => {
    const { bridge, view, offline } = await integration();
    let answer!: () => void;
    bridge.answer('integration', () => new Promise((done) => (answer = () => done(ADP))));
    const reading = view.open('11');
    offline.now = true;
    flushSync();
    answer();
    await reading;
    expect(view.read).toEqual({ state: 'none' });
  });

  it('copy says in a toast whether the secret reached the clipboard, never with the secret', async () => {
    const { app, view } = await integration();
    await view.open('11');
    await view.regenerate();
    const write = vi.fn(async () => undefined);
    await view.copy(write);
    expect(write).toHaveBeenCalledWith(SECRET);
    expect(lastToast(app)).toMatchObject({ text: 'Copied the new secret. Paste it where the integration needs it.' });
    await view.copy(() => Promise.reject(new Error('denied')));
    expect(lastToast(app)).toMatchObject({
      text: 'Could not copy the secret; select it and copy it by hand.',
      tone: 'error',
    });
    expect(app.toasts.items.some((t) => t.text.includes(SECRET))).toBe(false);
  });

  it('the website opens in the browser, or a toast says why not', async () => {
    const { app, bridge, view } = await integration();
    await view.openSite('https://adp.example');
    expect(bridge.calls.openExternal).toHaveBeenCalledWith({ url: 'https://adp.example' });
    expect(app.toasts.items).toEqual([]);
    bridge.answer('openExternal', () => false);
    await view.openSite('file:///etc/passwd');
    expect(lastToast(app)).toMatchObject({ text: 'That address cannot be opened from the app.', tone: 'error' });
  });

  it('in demo mode the simulator’s integrations are offered as examples', async () => {
    const bridge = fakeBridge({ status: readyStatus({ environment: 'demo' }) });
    bridge.answer('demoExamples', () => ({ requirements: [], integrations: ['11', '13'], documents: [] }));
    const { view } = await integration(bridge);
    await vi.waitFor(() =>
      expect(view.examplePicks).toEqual([
        { key: '11', label: 'Integration 11' },
        { key: '13', label: 'Integration 13' },
      ]),
    );
  });
});

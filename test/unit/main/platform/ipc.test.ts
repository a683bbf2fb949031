import { beforeEach, describe, expect, it, vi, type Mock } from 'vitest';
import { CHANNEL_PREFIX, METHODS, type Channel } from '../../../../preload/contract.js';
import type { Handlers } from '../../../../main/core/app-core.js';
import { ExpectedError } from '../../../../main/core/ipc/expected-error.js';
import { createEmitter, registerIpcHandlers } from '../../../../main/platform/ipc.js';
import { fakeElectron } from '../../../fakes/electron.js';
import { asWindow } from './helpers.js';

const CHANNELS = Object.values(METHODS) as Channel[];

function fakeHandlers() {
  const entries = CHANNELS.map((channel) => [channel, vi.fn(async (req: unknown) => ({ channel, req }))]);
  return Object.fromEntries(entries) as Record<Channel, ReturnType<typeof vi.fn>>;
}

let handlers: ReturnType<typeof fakeHandlers>;
let log: Mock<(message: string, error?: unknown) => void>;
let registered: string[];

beforeEach(() => {
  fakeElectron.reset();
  handlers = fakeHandlers();
  log = vi.fn();
  registered = registerIpcHandlers(handlers as unknown as Handlers, { log });
});

describe('IPC registration', () => {
  it('registers every contract channel, prefixed, and nothing else', () => {
    const expected = CHANNELS.map((channel) => CHANNEL_PREFIX + channel).sort();
    expect(registered.sort()).toEqual(expected);
    expect([...fakeElectron.handlers.keys()].sort()).toEqual(expected);
    expect(expected).toHaveLength(35);
  });

  it.each([
    'https://evil.example/',
    'app://field-supervisor.evil.com/index.html',
    'app://evil/index.html',
    'file:///index.html',
    'http://field-supervisor/index.html',
    'devtools://devtools/bundled/inspector.html',
    null,
  ])('refuses every channel to a frame of %s, before the handler runs', async (senderUrl) => {
    for (const channel of CHANNELS) {
      const result = await fakeElectron.invoke(CHANNEL_PREFIX + channel, undefined, { senderUrl });
      expect(result, channel).toEqual({ ok: false, error: { code: 'untrusted-sender', message: 'Request refused.' } });
    }
    for (const handler of Object.values(handlers)) expect(handler).not.toHaveBeenCalled();
  });

  it('passes a validated payload from the app page to the core handler', async () => {
    const result = await fakeElectron.invoke(`${CHANNEL_PREFIX}sync:ack`, {
      acks: [{ batchId: 'b1', rowsWritten: 3 }],
    });
    expect(result).toEqual({
      ok: true,
      value: { channel: 'sync:ack', req: { acks: [{ batchId: 'b1', rowsWritten: 3 }] } },
    });
    expect(await fakeElectron.invoke(`${CHANNEL_PREFIX}connection:status`)).toMatchObject({ ok: true });
  });

  it('refuses an invalid payload without calling the handler', async () => {
    const result = await fakeElectron.invoke(`${CHANNEL_PREFIX}sync:ack`, {
      acks: [{ batchId: 'b1', rowsWritten: -1 }],
      extra: 1,
    });
    expect(result).toMatchObject({ ok: false, error: { code: 'invalid-payload' } });
    expect(handlers['sync:ack']).not.toHaveBeenCalled();
  });

  it('logs unexpected errors in main and sends the page only a generic failure', async () => {
    handlers['sync:status'].mockRejectedValueOnce(new Error('secret detail'));
    const result = await fakeElectron.invoke(`${CHANNEL_PREFIX}sync:status`);
    expect(result).toEqual({ ok: false, error: { code: 'internal', message: expect.any(String) } });
    expect(JSON.stringify(result)).not.toContain('secret detail');
    expect(log).toHaveBeenCalledWith('ipc sync:status failed', expect.any(Error));

    handlers['sync:status'].mockRejectedValueOnce(new ExpectedError('not-connected', 'Connect first.'));
    expect(await fakeElectron.invoke(`${CHANNEL_PREFIX}sync:status`)).toEqual({
      ok: false,
      error: { code: 'not-connected', message: 'Connect first.' },
    });
    expect(log).toHaveBeenCalledTimes(1);
  });
});

describe('event emitter', () => {
  it('sends prefixed events to the window page, and drops them when there is none', () => {
    const current: { window?: InstanceType<typeof fakeElectron.BrowserWindow> } = {};
    const emit = createEmitter(() => asWindow(current.window));
    emit('outbox:drain', { reason: 'nobody listens' });

    const window = new fakeElectron.BrowserWindow();
    current.window = window;
    emit('outbox:drain', { reason: 'back online' });
    expect(window.webContents.sent).toEqual([
      { channel: `${CHANNEL_PREFIX}outbox:drain`, args: [{ reason: 'back online' }] },
    ]);

    window.destroy();
    expect(() => emit('menu:command', { command: 'sync-now' })).not.toThrow();
  });
});

// Nothing of the API key leaves main, whatever a hostile server (or proxy) echoes of it and
// wherever it places it: the key is put across every point where main cuts a server's words
// short (the "Server said" excerpt, the IPC message clip), in the error code, and in a field of
// an answer that is stored and notified. No 8-character piece of the key may show up in IPC
// results, events (sync:finished), desktop notices or anything main logs.
import { afterAll, afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { createAppCore, type AppCore } from '../../../../main/core/app-core.js';
import { KEY_PIECE_LENGTH } from '../../../../main/core/api/redact.js';
import { answerCall } from '../../../../main/preview/answer-call.js';
import { CHANNEL_PREFIX } from '../../../../preload/contract.js';
import {
  echoAt,
  keyPiecesIn,
  startKeyEchoingProxy,
  type KeyEchoingProxy,
} from '../../../e2e/support/key-echoing-proxy.js';
import { quietPlatform, realStores, useSimulator, useTempDir, waitFor } from './core-kit.js';

const SECRET = 'sk_live_7Qm2Xv9LrT4bWz8NcY3dKp6HsJ1gFa5E';
const sim = useSimulator({ apiKey: SECRET, workers: 4 });
const tempDir = useTempDir();

let proxy: KeyEchoingProxy;
beforeAll(async () => {
  proxy = await startKeyEchoingProxy(() => sim().url);
});
afterAll(() => proxy.close());

const seen: string[] = [];
const cores: AppCore[] = [];
afterEach(async () => {
  for (const core of cores.splice(0)) await core.stop();
  proxy.reset();
  seen.length = 0;
  vi.restoreAllMocks();
});

function setup(): AppCore {
  const dir = tempDir();
  for (const method of ['log', 'info', 'warn', 'error', 'debug'] as const) {
    vi.spyOn(console, method).mockImplementation(
      (...args: unknown[]) => void seen.push(`console: ${args.map(String).join(' ')}`),
    );
  }
  const core = createAppCore({
    ...realStores(dir),
    fetch: (input, init) => fetch(input, init),
    osOnline: () => true,
    emit: (event, payload) => void seen.push(`event ${event}: ${JSON.stringify(payload)}`),
    ...quietPlatform(dir),
    notify: (title, body) => void seen.push(`notice: ${title} ${body}`),
    timing: { debounceMs: 0, probeEveryMs: 60_000, noticeGatherMs: 1 },
  });
  cores.push(core);
  return core;
}

async function ipc(core: AppCore, channel: string, payload?: unknown): Promise<unknown> {
  const result = await answerCall(core.handlers, CHANNEL_PREFIX + channel, payload, true);
  seen.push(`ipc ${channel}: ${JSON.stringify(result)}`);
  return result;
}

/** Every 8-character piece of the key that shows up anywhere main let words out. */
const leakedPieces = () => keyPiecesIn(seen.join('\n'), SECRET, KEY_PIECE_LENGTH);

describe('the API key, echoed by a hostile server', () => {
  it('never leaves main through an error code or text, wherever it is cut', async () => {
    const core = setup();
    await ipc(core, 'connection:connect', { environment: 'custom', baseUrl: proxy.url, apiKey: SECRET });
    const worker = sim().state.data.workers[0]!.summary;
    // 230..320 puts the key across the 300-character excerpt of a known code's text and the
    // 300-character IPC clip of the whole message, at every offset.
    for (let at = 230; at <= 320; at++) {
      const code = at % 3 === 0 ? 'WRK-900' : at % 3 === 1 ? `E-${SECRET}` : 'CMP-1100';
      proxy.hostility = (req, key) => ({
        status: req.method === 'GET' ? 400 : req.method === 'PATCH' ? 500 : 422,
        body: { code, error: echoAt(at, key) },
      });
      await ipc(core, 'orders:submit', {
        localId: `o${at}`,
        workerId: worker.id,
        personnelId: worker.personnel_id!,
        orderableId: '31',
      });
      await ipc(core, 'compliance:submit', {
        localId: `c${at}`,
        templateId: '1',
        requirementId: '2',
        isRequired: true,
      });
      await ipc(core, 'sync:now');
      await ipc(core, 'api:audit-log', {});
    }
    await waitFor(() => seen.some((line) => line.startsWith('notice:')), 'a desktop notice');
    expect(seen.some((line) => line.includes('[API key hidden]'))).toBe(true);
    expect(seen.some((line) => line.startsWith('event sync:finished'))).toBe(true);
    expect(leakedPieces()).toEqual([]);
  }, 60_000);

  it('never leaves main through a failed connect', async () => {
    const core = setup();
    for (let at = 230; at <= 320; at++) {
      proxy.hostility = (_req, key) => ({ status: 400, body: { code: `X-${key}`, error: echoAt(at, key) } });
      const result = await ipc(core, 'connection:connect', {
        environment: 'custom',
        baseUrl: proxy.url,
        apiKey: SECRET,
      });
      expect(result).toMatchObject({ ok: false });
    }
    expect(leakedPieces()).toEqual([]);
  }, 60_000);

  it('never leaves main through a field of an answer: the order placed, its notice', async () => {
    const core = setup();
    await ipc(core, 'connection:connect', { environment: 'custom', baseUrl: proxy.url, apiKey: SECRET });
    proxy.rewrite = (path, body, key) =>
      /\/orders?$/.test(path) && typeof body === 'object' && body !== null ? { ...body, name: echoAt(250, key) } : body;
    const worker = sim().state.data.workers[1]!.summary;
    const result = await ipc(core, 'orders:submit', {
      localId: 'named',
      workerId: worker.id,
      personnelId: worker.personnel_id!,
      orderableId: '31',
    });
    expect(result).toMatchObject({ ok: true, value: { outcome: 'delivered' } });
    await waitFor(() => seen.some((line) => line.startsWith('notice:')), 'the order notice');
    expect(leakedPieces()).toEqual([]);
  });

  it.each([
    ['twelve characters of it', (key: string) => `Jacket ${key.slice(5, 17)}`],
    ['a twenty-character prefix', (key: string) => `${key.slice(0, 20)} hi-vis`],
    ['the key split by a space', (key: string) => `${key.slice(0, 15)} ${key.slice(15)}`],
  ])('never leaves main through %s in a successful answer: the order placed, its notice', async (_how, name) => {
    const core = setup();
    await ipc(core, 'connection:connect', { environment: 'custom', baseUrl: proxy.url, apiKey: SECRET });
    proxy.rewrite = (path, body, key) =>
      /\/orders?$/.test(path) && typeof body === 'object' && body !== null ? { ...body, name: name(key) } : body;
    const worker = sim().state.data.workers[2]!.summary;
    const result = await ipc(core, 'orders:submit', {
      localId: `piece-${name.length}-${Math.random()}`,
      workerId: worker.id,
      personnelId: worker.personnel_id!,
      orderableId: '31',
    });
    expect(result).toMatchObject({ ok: true, value: { outcome: 'delivered' } });
    await waitFor(() => seen.some((line) => line.startsWith('notice:')), 'the order notice');
    expect(seen.join('\n')).toContain('[API key hidden]');
    expect(keyPiecesIn(seen.join('\n').replace(/\s/g, ''), SECRET, KEY_PIECE_LENGTH)).toEqual([]);
  });
});

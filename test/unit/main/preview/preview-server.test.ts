// The preview server end to end in Node: it serves the built page with its bridge, and the
// pipe answers a real call only for the page it served (origin plus a one-time ticket).
import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { WebSocket } from 'ws';
import type { Handlers } from '../../../../main/core/app-core.js';
import { IPC_SOCKET_PATH, TICKET_PARAM, type MainMessage } from '../../../../main/preview/ipc-messages.js';
import { startPreviewServer, type PreviewServer } from '../../../../main/preview/preview-server.js';
import { ASSET_CACHE_CONTROL, BRIDGE_SCRIPT_PATH, withBridge } from '../../../../main/preview/static-server.js';

const INDEX =
  '<!doctype html><html><head><title>Field Supervisor</title>' +
  '<script type="module" src="./assets/app.js"></script></head><body></body></html>';

let dir: string;
let preview: PreviewServer;
let gone = 0;
const handlers = {
  'connectivity:get': async () => ({ state: 'online', since: '2026-11-24T06:00:00.000Z' }),
} as unknown as Handlers;

beforeAll(async () => {
  dir = mkdtempSync(path.join(tmpdir(), 'fs-preview-'));
  writeFileSync(path.join(dir, 'index.html'), INDEX);
  mkdirSync(path.join(dir, 'assets'));
  writeFileSync(path.join(dir, 'assets/app.js'), 'export {};');
  preview = await startPreviewServer({ rendererDir: dir, core: () => ({ handlers, rendererGone: () => void gone++ }) });
});

afterAll(async () => {
  await preview.close();
  rmSync(dir, { recursive: true, force: true });
});

function open(url: string, origin: string): Promise<WebSocket> {
  const ws = new WebSocket(url, { origin });
  return new Promise((resolve, reject) => {
    ws.once('open', () => resolve(ws));
    ws.once('error', reject);
  });
}

const socketUrl = (ticket: string) =>
  `${preview.origin.replace('http', 'ws')}${IPC_SOCKET_PATH}?${TICKET_PARAM}=${ticket}`;
const ticketOf = (url: string) => new URLSearchParams(new URL(url).hash.slice(1)).get(TICKET_PARAM)!;

describe('startPreviewServer', () => {
  it('listens on loopback only and hands out URLs whose fragments carry long random tickets, a new one each', () => {
    expect(preview.origin).toMatch(/^http:\/\/127\.0\.0\.1:\d+$/);
    const [first, second] = [ticketOf(preview.pageUrl()), ticketOf(preview.pageUrl())];
    expect(first!.length).toBeGreaterThanOrEqual(32);
    expect(first).not.toBe(second);
  });

  it('serves index.html under the app CSP with the bridge loaded before the app, and the bridge itself', async () => {
    const page = await fetch(`${preview.origin}/index.html`);
    expect(page.headers.get('content-security-policy')).toContain("script-src 'self'");
    const html = await page.text();
    expect(html.indexOf(`src=".${BRIDGE_SCRIPT_PATH}"`)).toBeGreaterThan(-1);
    expect(html.indexOf(BRIDGE_SCRIPT_PATH)).toBeLessThan(html.indexOf('./assets/app.js'));
    const bridge = await fetch(`${preview.origin}${BRIDGE_SCRIPT_PATH}`);
    expect(bridge.headers.get('content-type')).toMatch(/^text\/javascript/);
    expect(await bridge.text()).toContain(IPC_SOCKET_PATH);
  });

  it('lets a reload keep the content-named assets (and their compiled code), never the page or the bridge', async () => {
    const asset = await fetch(`${preview.origin}/assets/app.js`);
    expect(asset.status).toBe(200);
    expect(asset.headers.get('cache-control')).toBe(ASSET_CACHE_CONTROL);
    expect(asset.headers.get('content-security-policy')).toContain("script-src 'self'");
    for (const url of ['/index.html', '/', BRIDGE_SCRIPT_PATH]) {
      expect((await fetch(`${preview.origin}${url}`)).headers.get('cache-control'), url).toBeNull();
    }
  });

  it('answers a call from the served page that holds a ticket, through the payload schemas', async () => {
    const ws = await open(socketUrl(ticketOf(preview.pageUrl())), preview.origin);
    const results: MainMessage[] = [];
    ws.on('message', (data) => results.push(JSON.parse(String(data)) as MainMessage));
    ws.send(JSON.stringify({ t: 'call', id: 1, channel: 'fieldsup:connectivity:get' }));
    ws.send(JSON.stringify({ t: 'call', id: 2, channel: 'fieldsup:connectivity:get', payload: { extra: 1 } }));
    ws.send(JSON.stringify({ t: 'call', id: 3, channel: 'fieldsup:toString' }));
    await expect.poll(() => results.filter((m) => m.t === 'result').length).toBe(3);
    const byId = new Map(results.map((m) => [m.t === 'result' ? m.id : -1, m.t === 'result' ? m.result : undefined]));
    expect(byId.get(1)).toEqual({ ok: true, value: { state: 'online', since: '2026-11-24T06:00:00.000Z' } });
    expect(byId.get(2)).toMatchObject({ ok: false, error: { code: 'invalid-payload' } });
    expect(byId.get(3)).toMatchObject({ ok: false, error: { code: 'unknown-channel' } });
    ws.close();
    await expect.poll(() => gone).toBe(1);
  });

  it('refuses a socket from another origin or without the token', async () => {
    await expect(open(socketUrl(ticketOf(preview.pageUrl())), 'http://localhost:1')).rejects.toThrow(/403/);
    await expect(open(socketUrl(''), preview.origin)).rejects.toThrow(/403/);
  });
});

describe('withBridge', () => {
  it('refuses a page it cannot place the bridge in rather than serving one without window.workforce', () => {
    expect(() => withBridge('<html></html>')).toThrow(/title/);
  });
});

// The preview's IPC pipe on its own (the e2e harness's too): the stand-in for Electron's must
// keep Electron's rules (only the app's page may call; events in the order sent; a page going
// away is noticed), and only the page it served, holding the launch's token, gets in.
import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterEach, describe, expect, it } from 'vitest';
import { WebSocket } from 'ws';
import { IPC_SOCKET_PATH, TOKEN_PARAM, type MainMessage } from '../../../../main/preview/ipc-messages.js';
import { attachIpcSocket, type IpcSocket } from '../../../../main/preview/ipc-socket.js';

let server: Server;
let ipc: IpcSocket;
const calls: { channel: string; payload: unknown; senderOrigin: string }[] = [];
let closed = 0;
const TOKEN = 'launch-token-0123456789';

async function start(): Promise<string> {
  server = createServer((_req, res) => res.end());
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const origin = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
  ipc = attachIpcSocket(server, { origin, token: TOKEN }, () => ({
    call: async (channel, payload, senderOrigin) => {
      calls.push({ channel, payload, senderOrigin });
      return { ok: true, value: { echo: payload } };
    },
    closed: () => void closed++,
  }));
  return origin;
}

function connect(
  origin: string,
  { headerOrigin = origin, query = `?${TOKEN_PARAM}=${TOKEN}`, path = IPC_SOCKET_PATH } = {},
): Promise<{ ws: WebSocket; messages: MainMessage[] }> {
  const ws = new WebSocket(origin.replace('http', 'ws') + path + query, { origin: headerOrigin });
  const messages: MainMessage[] = [];
  ws.on('message', (data) => messages.push(JSON.parse(String(data)) as MainMessage));
  return new Promise((resolve, reject) => {
    ws.once('open', () => resolve({ ws, messages }));
    ws.once('error', reject);
  });
}

const until = async (check: () => boolean) => {
  for (let i = 0; i < 200 && !check(); i++) await new Promise((resolve) => setTimeout(resolve, 5));
  expect(check()).toBe(true);
};

afterEach(async () => {
  ipc.close();
  await new Promise((resolve) => server.close(resolve));
  calls.length = 0;
  closed = 0;
});

describe('preview IPC socket', () => {
  it('refuses a page of another origin, even with the token', async () => {
    const origin = await start();
    await expect(connect(origin, { headerOrigin: 'http://evil.example' })).rejects.toThrow(/403/);
    expect(calls).toEqual([]);
  });

  it('refuses the served origin without the token, with a wrong one, or with a longer one', async () => {
    const origin = await start();
    await expect(connect(origin, { query: '' })).rejects.toThrow(/403/);
    await expect(connect(origin, { query: `?${TOKEN_PARAM}=launch-token-0123456788` })).rejects.toThrow(/403/);
    await expect(connect(origin, { query: `?${TOKEN_PARAM}=${TOKEN}0` })).rejects.toThrow(/403/);
    expect(calls).toEqual([]);
  });

  it('refuses any other path of the server', async () => {
    const origin = await start();
    await expect(connect(origin, { path: '/index.html' })).rejects.toThrow(/403/);
  });

  it('answers each call by its id and sends events in order to the app page', async () => {
    const origin = await start();
    const { ws, messages } = await connect(origin);

    ws.send(JSON.stringify({ t: 'call', id: 7, channel: 'fieldsup:sync:now', payload: { a: 1 } }));
    ws.send('not json');
    for (let i = 0; i < 5; i++) ipc.emit('fieldsup:sync:progress', { i });
    await until(() => messages.length === 6);

    expect(calls).toEqual([{ channel: 'fieldsup:sync:now', payload: { a: 1 }, senderOrigin: origin }]);
    expect(messages.find((m) => m.t === 'result')).toEqual({
      t: 'result',
      id: 7,
      result: { ok: true, value: { echo: { a: 1 } } },
    });
    expect(messages.filter((m) => m.t === 'event').map((m) => (m.t === 'event' ? m.payload : undefined))).toEqual(
      [0, 1, 2, 3, 4].map((i) => ({ i })),
    );
    ws.close();
    await until(() => closed === 1);
    expect(ipc.emit('fieldsup:sync:progress', {})).toBe(false);
  });
});

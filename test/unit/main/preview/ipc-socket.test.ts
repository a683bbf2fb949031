// The preview's IPC pipe on its own (the e2e harness's too): the stand-in for Electron's must
// keep Electron's rules (only the app's page may call; events in the order sent; a page going
// away is noticed), and only the page it served, holding a one-time ticket or the session pass
// that ticket was exchanged for, gets in. A bad frame closes its socket, not the server.
import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterEach, describe, expect, it } from 'vitest';
import { WebSocket } from 'ws';
import {
  IPC_SOCKET_PATH,
  SESSION_PARAM,
  TICKET_PARAM,
  type MainMessage,
} from '../../../../main/preview/ipc-messages.js';
import { attachIpcSocket, MAX_FRAME_BYTES, type IpcSocket } from '../../../../main/preview/ipc-socket.js';
import { PagePasses } from '../../../../main/preview/page-passes.js';

let server: Server;
let ipc: IpcSocket;
/** What the handler does with a call: echo it, unless a test makes it throw. */
let answer: (payload: unknown) => Promise<unknown> = async (payload) => ({ ok: true, value: { echo: payload } });
const calls: { channel: string; payload: unknown; senderOrigin: string }[] = [];
let closed = 0;
let passes: PagePasses;

async function start(): Promise<string> {
  server = createServer((_req, res) => res.end());
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const origin = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
  passes = new PagePasses();
  ipc = attachIpcSocket(server, { origin, passes }, () => ({
    call: async (channel, payload, senderOrigin) => {
      calls.push({ channel, payload, senderOrigin });
      return answer(payload);
    },
    closed: () => void closed++,
  }));
  return origin;
}

function connect(
  origin: string,
  { headerOrigin = origin, query = `?${TICKET_PARAM}=${passes.issueTicket()}`, path = IPC_SOCKET_PATH } = {},
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
  answer = async (payload) => ({ ok: true, value: { echo: payload } });
});

describe('preview IPC socket', () => {
  it('refuses a page of another origin, even with the token', async () => {
    const origin = await start();
    await expect(connect(origin, { headerOrigin: 'http://evil.example' })).rejects.toThrow(/403/);
    expect(calls).toEqual([]);
  });

  it('refuses the served origin without a ticket, with a wrong one, or with a longer one', async () => {
    const origin = await start();
    const ticket = passes.issueTicket();
    await expect(connect(origin, { query: '' })).rejects.toThrow(/403/);
    await expect(connect(origin, { query: `?${TICKET_PARAM}=${ticket.slice(0, -1)}x` })).rejects.toThrow(/403/);
    await expect(connect(origin, { query: `?${TICKET_PARAM}=${ticket}0` })).rejects.toThrow(/403/);
    await expect(connect(origin, { query: `?${SESSION_PARAM}=${ticket}` })).rejects.toThrow(/403/);
    expect(calls).toEqual([]);
  });

  it("lets a ticket in once: a copy of the address (read from the opener's argv) is dead after the page connects", async () => {
    const origin = await start();
    const ticket = passes.issueTicket();
    const { ws, messages } = await connect(origin, { query: `?${TICKET_PARAM}=${ticket}` });
    await until(() => messages.length === 1);
    const [hello] = messages;
    expect(hello).toMatchObject({ t: 'session', token: expect.any(String) });
    const session = hello?.t === 'session' ? hello.token : '';
    expect(session).not.toBe(ticket);
    await expect(connect(origin, { query: `?${TICKET_PARAM}=${ticket}` })).rejects.toThrow(/403/);
    ws.close();
    // A reload: the page reopens the pipe with its session pass, as often as it needs.
    for (let i = 0; i < 2; i++) {
      const again = await connect(origin, { query: `?${SESSION_PARAM}=${session}` });
      again.ws.send(JSON.stringify({ t: 'call', id: 1, channel: 'fieldsup:sync:now', payload: i }));
      await until(() => again.messages.some((m) => m.t === 'result'));
      expect(again.messages.some((m) => m.t === 'session')).toBe(false);
      again.ws.close();
    }
  });

  it('binds a session pass to the page that holds it: a copy is refused while that page is open', async () => {
    const origin = await start();
    const { ws, messages } = await connect(origin);
    await until(() => messages.length === 1);
    const session = messages[0]?.t === 'session' ? messages[0].token : '';
    await expect(connect(origin, { query: `?${SESSION_PARAM}=${session}` })).rejects.toThrow(/403/);
    ws.send(JSON.stringify({ t: 'call', id: 3, channel: 'fieldsup:sync:now', payload: 'mine' }));
    await until(() => messages.some((m) => m.t === 'result'));
    ws.close();
    await until(() => closed === 1);
    const reloaded = await connect(origin, { query: `?${SESSION_PARAM}=${session}` });
    reloaded.ws.close();
  });

  it('ignores messages of the wrong shape, answers a throwing handler with an error, and lives', async () => {
    const origin = await start();
    const { ws, messages } = await connect(origin);
    for (const text of [
      'null',
      '7',
      '"call"',
      '[]',
      '{"t":"call"}',
      '{"t":"call","id":1,"channel":5}',
      '{"t":"call","id":"1","channel":"fieldsup:sync:now"}',
      '{"t":"call","id":1,"channel":{"toString":1}}',
      '{"t":"call","id":1e400,"channel":"fieldsup:sync:now"}',
    ]) {
      ws.send(text);
    }
    answer = async () => {
      throw new Error('boom');
    };
    ws.send(JSON.stringify({ t: 'call', id: 8, channel: 'fieldsup:sync:now', payload: 'throws' }));
    await until(() => messages.some((m) => m.t === 'result' && m.id === 8));
    expect(messages.find((m) => m.t === 'result' && m.id === 8)).toMatchObject({
      result: { ok: false, error: { code: 'internal' } },
    });
    answer = async (payload) => ({ ok: true, value: { echo: payload } });
    ws.send(JSON.stringify({ t: 'call', id: 9, channel: 'fieldsup:sync:now', payload: 'after' }));
    await until(() => messages.some((m) => m.t === 'result' && m.id === 9));
    expect(calls.map((c) => c.payload)).toEqual(['throws', 'after']);
    ws.close();
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
    await until(() => messages.length === 7);

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

  const frames: [name: string, bytes: Buffer][] = [
    ['an unknown opcode', Buffer.from([0x83, 0x80, 1, 2, 3, 4])],
    ['an unmasked frame', Buffer.from([0x81, 0x01, 0x61])],
    ['a frame announcing 200 MiB', lengthHeader(200 * 1024 * 1024)],
    ['a frame one byte over the bound', lengthHeader(MAX_FRAME_BYTES + 1)],
  ];

  it.each(frames)('closes the socket that sends %s, and the server serves on', async (_name, bytes) => {
    const origin = await start();
    const bad = await connect(origin);
    const gone = new Promise<number>((resolve) => bad.ws.once('close', resolve));
    bad.ws.on('error', () => undefined);
    (bad.ws as unknown as { _socket: import('node:net').Socket })._socket.write(bytes);
    expect([1002, 1006, 1009]).toContain(await gone);
    const good = await connect(origin);
    good.ws.send(JSON.stringify({ t: 'call', id: 2, channel: 'fieldsup:sync:now', payload: 'still here' }));
    await until(() => good.messages.some((m) => m.t === 'result'));
    good.ws.close();
  });
});

/** A masked binary frame's header claiming `length` bytes of payload (which never come). */
function lengthHeader(length: number): Buffer {
  const header = Buffer.alloc(14);
  header[0] = 0x82;
  header[1] = 0x80 | 127;
  header.writeBigUInt64BE(BigInt(length), 2);
  header.writeUInt32BE(0x01020304, 10);
  return header;
}

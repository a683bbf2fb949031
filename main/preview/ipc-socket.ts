/**
 * Main's end of the preview's IPC pipe: a WebSocket on the renderer's own server. Only a page
 * this server handed out may connect: its origin (a browser cannot fake the header) and its
 * one-time ticket or session pass (page-passes.ts), which another page, or a rebinding DNS
 * name, never saw. A session pass opens one socket at a time: a copy of it is refused while its
 * page is open. Calls are answered in any order, events go out in the order sent. A bad frame,
 * or one larger than any call, closes that socket only; a message of the wrong shape is not
 * answered, and a handler that throws answers an error: the server serves on.
 */
import type { IncomingMessage, Server } from 'node:http';
import type { Duplex } from 'node:stream';
import { WebSocketServer, type WebSocket } from 'ws';
import { IPC_ERROR } from '../../preload/contract.js';
import { IPC_SOCKET_PATH, type MainMessage, type PageMessage } from './ipc-messages.js';
import type { Admission, PagePasses } from './page-passes.js';

/**
 * The largest frame read. The largest call, a CSV export, is at most 50 million characters
 * (payload-bounds.ts); as JSON in UTF-8 that is far below this unless it is mostly accents.
 */
export const MAX_FRAME_BYTES = 64 * 1024 * 1024;

export interface IpcSocketHandlers {
  /** Answers one call; `senderOrigin` is the connecting page's origin. */
  call(channel: string, payload: unknown, senderOrigin: string): Promise<unknown>;
  /** The page behind a socket went away (closed, reloaded, crashed). */
  closed(): void;
}

export interface IpcSocket {
  /** Sends an event to every open page; false when none is open (it reaches nobody). */
  emit(channel: string, payload: unknown): boolean;
  close(): void;
}

export interface PipeGuard {
  /** The served page's origin, e.g. http://127.0.0.1:5123. */
  origin: string;
  passes: PagePasses;
}

/** An upgrade to the pipe's path from the served origin with a live ticket or pass, or undefined. */
export function admitUpgrade(req: Pick<IncomingMessage, 'url' | 'headers'>, guard: PipeGuard): Admission | undefined {
  if (req.headers.origin !== guard.origin) return undefined;
  const url = new URL(req.url ?? '/', guard.origin);
  if (url.pathname !== IPC_SOCKET_PATH) return undefined;
  return guard.passes.admit(url.searchParams);
}

/** A call of the pipe, or undefined for anything else a socket may send (`null`, a number channel, …). */
export function readPageMessage(text: string): PageMessage | undefined {
  let value: unknown;
  try {
    value = JSON.parse(text);
  } catch {
    return undefined;
  }
  if (typeof value !== 'object' || value === null || Array.isArray(value)) return undefined;
  const { t, id, channel, payload } = value as Record<string, unknown>;
  if (t !== 'call' || !Number.isSafeInteger(id) || typeof channel !== 'string') return undefined;
  return { t, id: id as number, channel, payload };
}

const FAILED_CALL = { ok: false, error: { code: IPC_ERROR.internal, message: 'The call failed in the main process.' } };

export function attachIpcSocket(server: Server, guard: PipeGuard, handlers: () => IpcSocketHandlers): IpcSocket {
  const wss = new WebSocketServer({ noServer: true, maxPayload: MAX_FRAME_BYTES });
  const open = new Set<WebSocket>();
  /** The socket each session pass opened, while it is open. */
  const holders = new Map<string, WebSocket>();

  server.on('upgrade', (req: IncomingMessage, socket: Duplex, head: Buffer) => {
    // A socket reset during the handshake must not become an uncaught error either.
    socket.on('error', () => socket.destroy());
    const admission = admitUpgrade(req, guard);
    const holder = admission && holders.get(admission.session);
    if (!admission || (holder !== undefined && holder.readyState === holder.OPEN)) {
      socket.end('HTTP/1.1 403 Forbidden\r\nConnection: close\r\n\r\n');
      return;
    }
    const sender = guard.origin;
    wss.handleUpgrade(req, socket, head, (ws) => {
      // The core answering this page: a restart's new core must not hear the old page go.
      const owner = handlers();
      open.add(ws);
      holders.set(admission.session, ws);
      // ws has already closed the socket (1002 bad frame, 1009 too large); without a listener
      // the error would be thrown and end the whole process.
      ws.on('error', () => ws.terminate());
      if (admission.fresh) ws.send(JSON.stringify({ t: 'session', token: admission.session } satisfies MainMessage));
      ws.on('message', (data) => {
        // Not a call of the pipe: as Electron, nothing answers it.
        const message = readPageMessage(String(data));
        if (!message) return;
        void Promise.resolve()
          .then(() => owner.call(message.channel, message.payload, sender))
          .catch(() => FAILED_CALL)
          .then((result) => {
            if (ws.readyState === ws.OPEN)
              ws.send(JSON.stringify({ t: 'result', id: message.id, result } satisfies MainMessage));
          });
      });
      ws.on('close', () => {
        open.delete(ws);
        if (holders.get(admission.session) === ws) holders.delete(admission.session);
        owner.closed();
      });
    });
  });

  return {
    emit(channel, payload) {
      const text = JSON.stringify({ t: 'event', channel, payload } satisfies MainMessage);
      for (const ws of open) ws.send(text);
      return open.size > 0;
    },
    close() {
      for (const ws of open) ws.terminate();
      wss.close();
    },
  };
}

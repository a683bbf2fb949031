/**
 * Main's end of the preview's IPC pipe: a WebSocket on the renderer's own server. Only the
 * page this server handed out may connect: its origin (a browser cannot fake the header) and
 * the per-launch token from its URL fragment (which another page, or a rebinding DNS name,
 * never saw). Calls are answered in any order, events go out in the order sent.
 */
import { timingSafeEqual } from 'node:crypto';
import type { IncomingMessage, Server } from 'node:http';
import type { Duplex } from 'node:stream';
import { WebSocketServer, type WebSocket } from 'ws';
import { IPC_SOCKET_PATH, TOKEN_PARAM, type MainMessage, type PageMessage } from './ipc-messages.js';

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
  token: string;
}

/** True only for an upgrade to the pipe's path from the served origin with the launch's token. */
export function upgradeAllowed(req: Pick<IncomingMessage, 'url' | 'headers'>, guard: PipeGuard): boolean {
  if (req.headers.origin !== guard.origin) return false;
  const url = new URL(req.url ?? '/', guard.origin);
  if (url.pathname !== IPC_SOCKET_PATH) return false;
  const given = Buffer.from(url.searchParams.get(TOKEN_PARAM) ?? '');
  const expected = Buffer.from(guard.token);
  return given.length === expected.length && timingSafeEqual(given, expected);
}

export function attachIpcSocket(server: Server, guard: PipeGuard, handlers: () => IpcSocketHandlers): IpcSocket {
  const wss = new WebSocketServer({ noServer: true });
  const open = new Set<WebSocket>();

  server.on('upgrade', (req: IncomingMessage, socket: Duplex, head: Buffer) => {
    if (!upgradeAllowed(req, guard)) {
      socket.end('HTTP/1.1 403 Forbidden\r\nConnection: close\r\n\r\n');
      return;
    }
    const sender = guard.origin;
    wss.handleUpgrade(req, socket, head, (ws) => {
      // The core answering this page: a restart's new core must not hear the old page go.
      const owner = handlers();
      open.add(ws);
      ws.on('message', (data) => {
        let message: PageMessage;
        try {
          message = JSON.parse(String(data)) as PageMessage;
        } catch {
          return; // Not a message of the pipe: as Electron, nothing answers it.
        }
        if (message.t !== 'call') return;
        void owner.call(message.channel, message.payload, sender).then((result) => {
          if (ws.readyState === ws.OPEN)
            ws.send(JSON.stringify({ t: 'result', id: message.id, result } satisfies MainMessage));
        });
      });
      ws.on('close', () => {
        open.delete(ws);
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

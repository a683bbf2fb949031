/**
 * The test process's end of the harness's IPC pipe: a WebSocket on the renderer's own
 * server. Only a page of that origin may connect (the harness's sender check, as Electron's
 * is the sender frame); calls are answered in any order, events go out in the order sent.
 */
import type { IncomingMessage, Server } from 'node:http';
import type { Duplex } from 'node:stream';
import { WebSocketServer, type WebSocket } from 'ws';
import { IPC_SOCKET_PATH, type MainMessage, type PageMessage } from './ipc-messages.js';

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

export function attachIpcSocket(server: Server, origin: string, handlers: () => IpcSocketHandlers): IpcSocket {
  const wss = new WebSocketServer({ noServer: true });
  const open = new Set<WebSocket>();

  server.on('upgrade', (req: IncomingMessage, socket: Duplex, head: Buffer) => {
    if (req.url !== IPC_SOCKET_PATH || req.headers.origin !== origin) {
      socket.end('HTTP/1.1 403 Forbidden\r\nConnection: close\r\n\r\n');
      return;
    }
    const sender = req.headers.origin;
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

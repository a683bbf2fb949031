/**
 * The app's page in any browser: the built renderer served on 127.0.0.1 and the IPC pipe on
 * the same origin, answered by a main core running in this Node process. Used by
 * `npm run preview` and by the e2e harness; never part of the packaged app.
 */
import type { Handlers } from '../core/app-core.js';
import { answerCall } from './answer-call.js';
import { bridgeScript } from './bridge-script.js';
import { TICKET_PARAM } from './ipc-messages.js';
import { attachIpcSocket } from './ipc-socket.js';
import { PagePasses } from './page-passes.js';
import { serveRenderer } from './static-server.js';

/** The core answering the page; asked per connection, so a restarted core serves the new page. */
export interface PreviewCore {
  handlers: Handlers;
  rendererGone(): void;
}

export interface PreviewServerOptions {
  rendererDir: string;
  core: () => PreviewCore;
  port?: number;
}

export interface PreviewServer {
  origin: string;
  /**
   * The page's address with a fresh one-time ticket in its fragment: the only way in. Each
   * page opened needs its own; a reload keeps the pass its ticket was exchanged for.
   */
  pageUrl(): string;
  /** Sends an event to every open page; false when none is open. */
  emit(channel: string, payload: unknown): boolean;
  close(): Promise<void>;
}

export async function startPreviewServer(options: PreviewServerOptions): Promise<PreviewServer> {
  const passes = new PagePasses();
  const web = await serveRenderer(options.rendererDir, { port: options.port, bridgeScript: await bridgeScript() });
  const ipc = attachIpcSocket(web.server, { origin: web.origin, passes }, () => {
    const owner = options.core();
    return {
      call: (channel, payload, senderOrigin) =>
        answerCall(owner.handlers, channel, payload, senderOrigin === web.origin),
      closed: () => owner.rendererGone(),
    };
  });
  return {
    origin: web.origin,
    pageUrl: () => `${web.origin}/index.html#${TICKET_PARAM}=${passes.issueTicket()}`,
    emit: (channel, payload) => ipc.emit(channel, payload),
    async close() {
      ipc.close();
      await web.close();
    },
  };
}

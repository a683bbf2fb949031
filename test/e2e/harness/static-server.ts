/**
 * Serves the built renderer on 127.0.0.1 with the same resolver, MIME types and CSP the app's
 * app:// protocol uses, so the page runs under the real policy. The port is kept across a
 * restart: same origin, same IndexedDB.
 */
import { readFile } from 'node:fs/promises';
import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { appResponseHeaders, resolveAppAsset } from '../../../main/core/security/protocol-path.js';

export interface StaticServer {
  origin: string;
  /** The HTTP server itself, for the harness's IPC socket on the same origin. */
  server: Server;
  close(): Promise<void>;
}

export async function serveRenderer(rootDir: string, port = 0): Promise<StaticServer> {
  const server: Server = createServer((req, res) => {
    // The resolver speaks app:// URLs; only the path matters to it.
    const asset = resolveAppAsset(`app://field-supervisor${req.url ?? '/'}`, rootDir);
    if (!asset) return void res.writeHead(404).end('not found');
    readFile(asset.filePath).then(
      (body) => res.writeHead(200, appResponseHeaders(asset.mimeType)).end(body),
      () => res.writeHead(404).end('not found'),
    );
  });
  await new Promise<void>((resolve) => server.listen(port, '127.0.0.1', resolve));
  const { port: bound } = server.address() as AddressInfo;
  return {
    origin: `http://127.0.0.1:${bound}`,
    server,
    close: () =>
      new Promise<void>((resolve) => {
        server.closeAllConnections();
        server.close(() => resolve());
      }),
  };
}

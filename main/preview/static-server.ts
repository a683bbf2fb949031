/**
 * Serves the built renderer on 127.0.0.1 with the same resolver, MIME types and CSP the app's
 * app:// protocol uses, so the page runs under the real policy. The page bridge (the preview's
 * preload) is served as a script of the same origin and loaded by index.html before the app,
 * as Electron runs the preload before the page. The port can be kept across a restart: same
 * origin, same IndexedDB.
 */
import { readFile } from 'node:fs/promises';
import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { appResponseHeaders, resolveAppAsset } from '../core/security/protocol-path.js';

export const BRIDGE_SCRIPT_PATH = '/__fieldsup-bridge.js';

/**
 * Vite names every file under assets/ by its content, so a reload may keep it: the browser then
 * neither fetches it again nor compiles it (V8's code cache is kept with the cached file). The
 * app's scheme gets the same from `codeCache` (platform/protocol.ts). index.html and the bridge
 * are asked for every time.
 */
export const ASSET_CACHE_CONTROL = 'public, max-age=31536000, immutable';
const isHashedAsset = (pathname: string) => pathname.startsWith('/assets/');

export interface StaticServer {
  origin: string;
  /** The HTTP server itself, for the IPC socket on the same origin. */
  server: Server;
  close(): Promise<void>;
}

export interface ServeOptions {
  port?: number;
  /** The page bridge's bundled source. */
  bridgeScript: string;
}

/** index.html with the bridge's script tag ahead of the app's own (module scripts run later). */
export function withBridge(html: string): string {
  const tag = `<script src=".${BRIDGE_SCRIPT_PATH}"></script>`;
  if (!html.includes('</title>')) throw new Error('index.html has no <title>: cannot place the page bridge');
  return html.replace('</title>', `</title>\n    ${tag}`);
}

export async function serveRenderer(rootDir: string, options: ServeOptions): Promise<StaticServer> {
  const server: Server = createServer((req, res) => {
    const { pathname } = new URL(req.url ?? '/', 'http://127.0.0.1');
    if (pathname === BRIDGE_SCRIPT_PATH) {
      return void res.writeHead(200, appResponseHeaders('text/javascript; charset=utf-8')).end(options.bridgeScript);
    }
    // The resolver speaks app:// URLs; only the path matters to it.
    const asset = resolveAppAsset(`app://field-supervisor${pathname}`, rootDir);
    if (!asset) return void res.writeHead(404).end('not found');
    readFile(asset.filePath).then(
      (body) => {
        const served = asset.filePath.endsWith('index.html') ? withBridge(body.toString('utf8')) : body;
        const headers = appResponseHeaders(asset.mimeType);
        if (isHashedAsset(pathname)) headers['Cache-Control'] = ASSET_CACHE_CONTROL;
        res.writeHead(200, headers).end(served);
      },
      () => res.writeHead(404).end('not found'),
    );
  });
  await new Promise<void>((resolve, reject) => {
    server.once('error', reject);
    server.listen(options.port ?? 0, '127.0.0.1', resolve);
  });
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

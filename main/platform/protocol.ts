/**
 * The `app://field-supervisor/` origin: the built renderer is served from it, so the page has
 * a stable origin (its IndexedDB survives updates) and every document carries the CSP.
 */
import fs from 'node:fs/promises';
import { protocol } from 'electron';
import { APP_SCHEME } from '../core/app-origin.js';
import { appResponseHeaders, resolveAppAsset } from '../core/security/protocol-path.js';

/** Must run before the app is ready: Electron fixes scheme privileges at startup. */
export function registerAppScheme(): void {
  protocol.registerSchemesAsPrivileged([
    {
      scheme: APP_SCHEME,
      // standard: real origin and relative URLs; secure: a secure context (IndexedDB, crypto);
      // supportFetchAPI + corsEnabled: the built page loads `<script type="module" crossorigin>`;
      // codeCache: V8 keeps the compiled bundle between starts instead of compiling it each time.
      privileges: { standard: true, secure: true, supportFetchAPI: true, corsEnabled: true, codeCache: true },
    },
  ]);
}

/** Answers app:// requests with files of `rendererDir` only; anything else is a 404. */
export function serveAppProtocol(rendererDir: string): void {
  protocol.handle(APP_SCHEME, (request) => respond(request, rendererDir));
}

async function respond(request: Request, rendererDir: string): Promise<Response> {
  if (request.method !== 'GET' && request.method !== 'HEAD') return plain(405, 'Method not allowed');
  const asset = resolveAppAsset(request.url, rendererDir);
  if (!asset) return plain(404, 'Not found');
  let body: Buffer;
  try {
    body = await fs.readFile(asset.filePath);
  } catch {
    // Missing files and folders look the same to the page: not found.
    return plain(404, 'Not found');
  }
  const headers = appResponseHeaders(asset.mimeType);
  return new Response(request.method === 'HEAD' ? null : new Uint8Array(body), { status: 200, headers });
}

function plain(status: number, text: string): Response {
  return new Response(text, { status, headers: appResponseHeaders('text/plain; charset=utf-8') });
}

/**
 * Maps an `app://field-supervisor/...` request to a file of the built renderer, and the
 * headers every such response carries. Anything that could step outside the renderer folder
 * resolves to null (the protocol handler answers 404).
 */
import path from 'node:path';
import { isAppUrl } from './url-policy.js';

/**
 * Styles only from the app's own files: a `style="…"` attribute or a `<style>` element is
 * refused, so markup styles through classes or Svelte's `style:` directive (set through the
 * CSSOM, which the policy allows).
 */
export const CONTENT_SECURITY_POLICY =
  "default-src 'self'; script-src 'self'; style-src 'self'; img-src 'self' data:; " +
  "connect-src 'self'; font-src 'self'; object-src 'none'; base-uri 'none'; form-action 'none'; " +
  "frame-ancestors 'none'";

const MIME_TYPES: Readonly<Record<string, string>> = {
  '.html': 'text/html; charset=utf-8',
  '.js': 'text/javascript; charset=utf-8',
  '.mjs': 'text/javascript; charset=utf-8',
  '.css': 'text/css; charset=utf-8',
  '.svg': 'image/svg+xml',
  '.png': 'image/png',
  '.webp': 'image/webp',
  '.ico': 'image/x-icon',
  '.json': 'application/json',
  '.map': 'application/json',
  '.woff': 'font/woff',
  '.woff2': 'font/woff2',
};

export interface AppAsset {
  /** Absolute path inside the renderer folder. */
  filePath: string;
  mimeType: string;
}

/**
 * Resolves a request URL to a file under `rootDir`, or null when the URL is not the app's
 * origin, tries to leave the folder (also via encoded `%2e%2e`, `%2f` or `\`), or names a
 * file type the renderer does not ship.
 */
export function resolveAppAsset(requestUrl: string, rootDir: string): AppAsset | null {
  if (!isAppUrl(requestUrl)) return null;
  const { pathname } = new URL(requestUrl);
  let decoded: string;
  try {
    decoded = decodeURIComponent(pathname);
  } catch {
    return null;
  }
  // Backslash and ':' (drive letters, NTFS streams) mean something to Windows paths; NUL
  // truncates paths in native code. Built asset names never contain them.
  if (/[\\:\0]/.test(decoded)) return null;
  const segments = decoded.split('/').filter((s) => s !== '' && s !== '.');
  // The URL parser already resolved literal dot segments: any left were encoded to sneak past it.
  if (segments.includes('..')) return null;
  if (decoded === '' || decoded.endsWith('/')) segments.push('index.html');

  const root = path.resolve(rootDir);
  const filePath = path.resolve(root, ...segments);
  const relative = path.relative(root, filePath);
  if (relative === '' || relative.startsWith('..') || path.isAbsolute(relative)) return null;

  const mimeType = MIME_TYPES[path.extname(filePath).toLowerCase()];
  return mimeType ? { filePath, mimeType } : null;
}

/** Headers for every app:// response: the CSP travels with the document itself. */
export function appResponseHeaders(mimeType: string): Record<string, string> {
  return {
    'Content-Type': mimeType,
    'Content-Security-Policy': CONTENT_SECURITY_POLICY,
    'X-Content-Type-Options': 'nosniff',
  };
}

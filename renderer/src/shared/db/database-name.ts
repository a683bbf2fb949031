/**
 * One database per connection, so sandbox and production data never mix. The name carries the
 * environment in words and a hash of the normalised base URL: IndexedDB names are visible in
 * devtools and on disk, and a hash keeps them short and free of URL characters.
 */
import type { Environment } from '../../../../preload/contract';

const PREFIX = 'fieldsup';

/**
 * The base URL as the server sees it: scheme and host lower-cased and the default port dropped
 * (the URL parser does both), trailing slashes, query and fragment removed. Path case is kept:
 * paths are case-sensitive.
 */
export function normaliseBaseUrl(baseUrl: string): string {
  const url = new URL(baseUrl.trim());
  return `${url.protocol}//${url.host}${url.pathname.replace(/\/+$/, '')}`;
}

// FNV-1a, 64-bit: synchronous (crypto.subtle is async), stable everywhere, and collisions are
// out of reach for the handful of connections one machine sees.
const FNV_OFFSET = 0xcbf29ce484222325n;
const FNV_PRIME = 0x100000001b3n;
const MASK_64 = (1n << 64n) - 1n;

function fnv1a64(text: string): string {
  let hash = FNV_OFFSET;
  for (const byte of new TextEncoder().encode(text)) {
    hash = ((hash ^ BigInt(byte)) * FNV_PRIME) & MASK_64;
  }
  return hash.toString(16).padStart(16, '0');
}

/**
 * E.g. "fieldsup-sandbox-3f2a9c1d04b7e855". Throws on a base URL that does not parse. Demo
 * data has one database whatever port its in-process server got at this start.
 */
export function databaseName(environment: Environment, baseUrl: string | undefined): string {
  if (environment === 'demo') return `${PREFIX}-demo`;
  if (baseUrl === undefined) throw new Error(`a ${environment} connection needs a base URL`);
  return `${PREFIX}-${environment}-${fnv1a64(normaliseBaseUrl(baseUrl))}`;
}

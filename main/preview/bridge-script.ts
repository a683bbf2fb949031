/**
 * The page bridge for a preview run from source (the e2e harness, the tests): bundled on first
 * use. The built preview (out/preview, scripts/build-preview.ts) is handed it prebuilt.
 */
import { fileURLToPath } from 'node:url';
import { bundleForPage } from './page-bundle.js';

export const PAGE_BRIDGE_ENTRY = fileURLToPath(new URL('./page-bridge.ts', import.meta.url));

let bundled: Promise<string> | undefined;

export function bridgeScript(): Promise<string> {
  bundled ??= bundleForPage(PAGE_BRIDGE_ENTRY);
  return bundled;
}

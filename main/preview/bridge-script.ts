/**
 * The page bridge, bundled on first use when the preview runs from source (the e2e harness, the
 * tests). A bundled preview has this module replaced by the bridge prebuilt
 * (scripts/preview-bundle.ts), so it never loads esbuild.
 */
import { fileURLToPath } from 'node:url';
import { bundleForPage } from '../../scripts/page-bundle.js';

export const PAGE_BRIDGE_ENTRY = fileURLToPath(new URL('./page-bridge.ts', import.meta.url));

let bundled: Promise<string> | undefined;

export function bridgeScript(): Promise<string> {
  bundled ??= bundleForPage(PAGE_BRIDGE_ENTRY);
  return bundled;
}

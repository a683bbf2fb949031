/**
 * Puts outbox-page.ts into a page of the running app (after each load: a restart needs it
 * again). Evaluated over the DevTools protocol, which the page's CSP does not govern; the
 * page's own scripts stay under the policy.
 */
import { fileURLToPath } from 'node:url';
import type { Page } from 'playwright-core';
import { bundleForPage } from '../../../scripts/page-bundle.js';

const ENTRY = fileURLToPath(new URL('./outbox-page.ts', import.meta.url));

let bundle: Promise<string> | undefined;
function outboxBundle(): Promise<string> {
  bundle ??= bundleForPage(ENTRY);
  return bundle;
}

export async function injectOutbox(page: Page): Promise<void> {
  await page.evaluate(await outboxBundle());
  await page.waitForFunction(() => window.__outboxTest !== undefined);
}

/**
 * Puts outbox-page.ts into a page of the running app (after each load: a restart needs it
 * again). Evaluated over the DevTools protocol, which the page's CSP does not govern; the
 * page's own scripts stay under the policy. `root` is the tree whose outbox it bundles: this
 * one, or a previous release's checkout that a benchmark compares against.
 */
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import type { Page } from 'playwright-core';
import { bundleForPage } from '../../../scripts/page-bundle.js';

const ROOT = fileURLToPath(new URL('../../../', import.meta.url));

const bundles = new Map<string, Promise<string>>();
function outboxBundle(root: string): Promise<string> {
  const entry = path.join(root, 'test/e2e/harness/outbox-page.ts');
  let bundle = bundles.get(entry);
  if (!bundle) {
    bundle = bundleForPage(entry);
    bundles.set(entry, bundle);
  }
  return bundle;
}

export async function injectOutbox(page: Page, root = ROOT): Promise<void> {
  await page.evaluate(await outboxBundle(root));
  await page.waitForFunction(() => window.__outboxTest !== undefined);
}

/**
 * `npm run preview [-- --port <n>] [--data-dir <path>] [--no-demo] [--no-open]`
 * The app in the system browser, without Electron, for demos and development. Prints the
 * page's address (with a one-time ticket) as the first line of stdout; the browser is opened
 * with another ticket, through a file only this user can read, since the opener's argv is
 * readable by every local user (open-browser.ts). Stops with npm (see
 * scripts/cli-lifetime.ts). A busy port is one line and status 1.
 */
import os from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { parseArgs } from 'node:util';
import { portInUse, stopWithLauncher } from '../../scripts/cli-lifetime.js';
import { openPageInBrowser } from './open-browser.js';
import { startPreviewApp } from './preview-app.js';

const DEFAULT_PORT = 5197;
// This file runs as out/preview/cli.js (scripts/preview-bundle.ts): the page is found beside it.
const RENDERER_DIR = fileURLToPath(new URL('../renderer', import.meta.url));

async function main(): Promise<void> {
  const { values } = parseArgs({
    options: {
      port: { type: 'string' },
      'data-dir': { type: 'string' },
      'no-demo': { type: 'boolean' },
      'no-open': { type: 'boolean' },
    },
  });
  const port = values.port === undefined ? DEFAULT_PORT : Number(values.port);
  if (!Number.isInteger(port) || port < 0 || port > 65535)
    throw new Error(`--port must be a port number, got "${values.port}"`);
  const app = await startPreviewApp({
    rendererDir: RENDERER_DIR,
    dataDir: values['data-dir'] ?? path.join(os.homedir(), '.field-supervisor-preview'),
    port,
    demo: !values['no-demo'],
    log: (line) => console.error(`[preview] ${line}`),
  });
  console.log(app.pageUrl());
  console.error('Field Supervisor preview: open the address above (it opens one page, once). Ctrl+C stops it.');
  const removeLauncher = values['no-open'] ? undefined : await openPageInBrowser(app.pageUrl());
  stopWithLauncher(async () => {
    await removeLauncher?.();
    await app.close();
  });
}

main().catch((error: unknown) => {
  console.error(portInUse(error) ?? (error instanceof Error ? error.message : error));
  process.exit(1);
});

/**
 * Finds a Chromium for Playwright: an environment variable, then an installed Chrome or
 * Chromium, then the one @sparticuz/chromium ships inside its npm package (Linux x64), so a
 * fresh `npm ci` is all a Linux machine needs.
 */
import { existsSync } from 'node:fs';

const INSTALLED = [
  '/usr/bin/chromium',
  '/usr/bin/chromium-browser',
  '/usr/bin/google-chrome',
  '/usr/bin/google-chrome-stable',
  '/Applications/Google Chrome.app/Contents/MacOS/Google Chrome',
  '/Applications/Chromium.app/Contents/MacOS/Chromium',
  'C:\\Program Files\\Google\\Chrome\\Application\\chrome.exe',
  'C:\\Program Files (x86)\\Google\\Chrome\\Application\\chrome.exe',
];

export const CHROMIUM_FLAGS = [
  '--headless=new',
  '--no-sandbox',
  '--disable-gpu',
  '--disable-background-networking',
  '--disable-component-update',
  '--disable-sync',
  '--disable-quic',
  '--no-first-run',
  '--disable-dev-shm-usage',
];

/**
 * Playwright's headless launch adds --hide-scrollbars; the app's users on Windows and Linux see
 * scrollbars, and a layout measured without them fits 15 px more than theirs.
 */
export const SHOW_SCROLLBARS = { ignoreDefaultArgs: ['--hide-scrollbars'] };

let cached: string | undefined;

export async function findBrowser(): Promise<string> {
  if (cached) return cached;
  const fromEnv = process.env['FIELDSUP_CHROMIUM'] ?? process.env['CHROME_PATH'];
  if (fromEnv && existsSync(fromEnv)) return (cached = fromEnv);
  const installed = INSTALLED.find((p) => existsSync(p));
  if (installed) return (cached = installed);
  if (process.platform === 'linux' && process.arch === 'x64') {
    const { default: chromium } = await import('@sparticuz/chromium');
    return (cached = await chromium.executablePath());
  }
  throw new Error('No Chromium found: set FIELDSUP_CHROMIUM to a Chrome or Chromium executable.');
}

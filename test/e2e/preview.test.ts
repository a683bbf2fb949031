// `npm run preview` in real Chromium: the app's page served by the preview, demo mode started
// by default, answered over the pipe; a copy of the address without its ticket, or with a ticket
// a page already used (as read from the browser opener's argv), gets nothing.
import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { chromium, type Browser } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startPreviewApp, type PreviewApp } from '../../main/preview/preview-app.js';
import { CHROMIUM_FLAGS, findBrowser } from './harness/find-browser.js';
import { followEvent, goTo } from './support/ui.js';

const RENDERER_DIR = fileURLToPath(new URL('../../out/renderer', import.meta.url));
let dataDir: string;
let preview: PreviewApp;
let browser: Browser;
const logged: string[] = [];

beforeAll(async () => {
  dataDir = await mkdtemp(path.join(tmpdir(), 'fs-preview-e2e-'));
  preview = await startPreviewApp({ rendererDir: RENDERER_DIR, dataDir, demo: true, log: (l) => logged.push(l) });
  browser = await chromium.launch({ executablePath: await findBrowser(), args: CHROMIUM_FLAGS, headless: true });
});

afterAll(async () => {
  await browser?.close();
  await preview?.close();
  await rm(dataDir, { recursive: true, force: true });
});

describe('browser preview', () => {
  it('opens on demo data with no key, follows an event and shows it on the dashboard', async () => {
    const page = await browser.newPage();
    const errors: string[] = [];
    page.on('pageerror', (e) => errors.push(e.message));
    await page.goto(preview.pageUrl());
    // Demo mode is already running: the first screen is the (empty) dashboard, not the key form.
    await page.getByRole('button', { name: 'Choose events' }).click();
    await page.getByRole('heading', { name: 'Choose what to follow' }).waitFor();
    await page.locator('[data-testid="follow-events"] [data-event-id]').first().waitFor();
    // The demo is dated from this machine's today and the dashboard opens on today and upcoming:
    // follow an event dated today, found as a supervisor would, by searching the list for the date.
    const today = await page.evaluate(() => {
      const d = new Date();
      return `${d.getFullYear()}-${String(d.getMonth() + 1).padStart(2, '0')}-${String(d.getDate()).padStart(2, '0')}`;
    });
    const rows = page.locator('[data-testid="follow-events"] [data-event-id]');
    const before = await rows.count();
    // Today and upcoming events come first: the list opens on one of today's.
    const firstListed = await rows.first().getAttribute('data-event-id');
    await page.getByLabel('Search events').fill(today);
    await expect.poll(() => rows.count()).toBeLessThan(before);
    const eventId = await rows.first().getAttribute('data-event-id');
    expect(eventId, 'an event dated today in the demo').not.toBeNull();
    expect(eventId).toBe(firstListed);
    await followEvent(page, eventId!);
    await page.getByRole('button', { name: /Done: show the dashboard/ }).click();
    await page.locator(`[data-testid="dashboard-list"] [data-event-id="${eventId}"]`).waitFor();
    const status = await page.evaluate(() => window.workforce.connectionStatus());
    expect(status).toMatchObject({ ok: true, value: { state: 'ready', environment: 'demo' } });
    expect(errors).toEqual([]);
    await page.close();
  });

  it('says where the key is kept as it is: in memory, for this session, asked again at the next start', async () => {
    const page = await browser.newPage();
    await page.goto(preview.pageUrl());
    await goTo(page, 'Settings');
    const kept = "this app's memory, for this session only (enter it again at the next start)";
    const about = page.getByRole('region', { name: 'About' });
    await expect.poll(() => about.innerText()).toContain(kept);
    await page.getByRole('button', { name: 'Connect to a real server…' }).click();
    await expect.poll(() => page.locator('p.keychain').innerText()).toBe(
      `Your key is kept by ${kept} and is sent only to the server you choose.`,
    );
    expect(await page.locator('body').innerText()).not.toContain('unknown');
    await page.close();
  });

  it('gives a page opened without the token no main process at all', async () => {
    const page = await browser.newPage();
    await page.goto(preview.pageUrl().split('#')[0]!);
    const status = await page.evaluate(() => window.workforce.connectionStatus().catch((e: Error) => e.message));
    expect(status).not.toMatchObject({ ok: true });
    await page.close();
  });

  it('spends the ticket on the first connect: the page reloads on its session pass, a copy of the address opens nothing', async () => {
    const url = preview.pageUrl();
    const page = await browser.newPage();
    await page.goto(url);
    await expect.poll(() => page.evaluate(() => sessionStorage.length)).toBe(1);
    expect(page.url()).not.toContain('ticket');
    await page.reload();
    expect(await page.evaluate(() => window.workforce.connectionStatus())).toMatchObject({ ok: true });

    const copy = await browser.newPage();
    await copy.goto(url);
    const status = await copy.evaluate(() => window.workforce.connectionStatus().catch((e: Error) => e.message));
    expect(status).not.toMatchObject({ ok: true });
    await copy.close();
    await page.close();
  });
});

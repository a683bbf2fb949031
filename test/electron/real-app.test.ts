// The packaged-to-be app in real Electron, driven by Playwright's _electron: the built main
// (out/main/index.js), the sandboxed preload, app:// and safeStorage, each launch with its own
// user-data folder. Needs the Electron runtime, which is downloaded on first use: where it is
// missing (machines without internet) the suite is reported as skipped, with the reason.
import { readdirSync, readFileSync } from 'node:fs';
import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { _electron as electron, type ElectronApplication, type Page } from 'playwright-core';
import { afterEach, describe, expect, it } from 'vitest';
import { startSimulator, type SimulatorHandle } from '../../main/simulator/server.js';
import { electronBinary, electronPackageDir } from '../../scripts/electron-binary.js';
import { dashboardFigures, followEvent, followWorker, goTo, orderWhileOffline, startDemo } from '../e2e/support/ui.js';

const ROOT = fileURLToPath(new URL('../../', import.meta.url));
const binary = electronBinary();
/** Why the suite cannot run here, in one line; undefined when it can. */
const missing = binary
  ? undefined
  : `the Electron runtime is not installed (no executable under ${path.join(electronPackageDir(), 'dist')}; its download needs internet)`;
if (missing) console.warn(`Electron suite skipped: ${missing}.`);

const KEY = 'electron-suite-key-0001';
const open: ElectronApplication[] = [];
const cleanup: (() => Promise<unknown>)[] = [];
afterEach(async () => {
  for (const app of open.splice(0)) await app.close().catch(() => undefined);
  for (const step of cleanup.splice(0)) await step();
});

async function profile(): Promise<string> {
  const dir = await mkdtemp(path.join(tmpdir(), 'fs-electron-'));
  cleanup.push(() => rm(dir, { recursive: true, force: true }));
  return dir;
}

async function launch(userDataDir: string): Promise<{ app: ElectronApplication; page: Page }> {
  const app = await electron.launch({
    executablePath: binary!,
    args: [ROOT, `--user-data-dir=${userDataDir}`],
    timeout: 60_000,
  });
  open.push(app);
  const page = await app.firstWindow();
  page.on('pageerror', (e) => console.error('[page error]', e.message));
  return { app, page };
}

async function close(app: ElectronApplication): Promise<void> {
  await app.close();
  open.splice(open.indexOf(app), 1);
}

/** Every file in the profile, searched for the key in clear (UTF-8 and UTF-16, as Chromium stores some). */
function filesContaining(dir: string, text: string): string[] {
  const needles = [Buffer.from(text, 'utf8'), Buffer.from(text, 'utf16le')];
  return readdirSync(dir, { recursive: true, withFileTypes: true })
    .filter((entry) => entry.isFile())
    .map((entry) => path.join(entry.parentPath, entry.name))
    .filter((file) => {
      const bytes = readFileSync(file);
      return needles.some((needle) => bytes.includes(needle));
    });
}

async function useSimulator(port = 0): Promise<SimulatorHandle> {
  const sim = await startSimulator({ apiKey: KEY, port, seed: 3 });
  cleanup.push(() => sim.close());
  return sim;
}

describe.skipIf(!binary)(`Field Supervisor in Electron${missing ? ` (skipped: ${missing})` : ''}`, () => {
  it('opens on the app:// page with the sandboxed bridge, and demo mode shows a followed event', async () => {
    const { app, page } = await launch(await profile());
    expect(page.url()).toMatch(/^app:\/\/field-supervisor\//);
    expect(await page.evaluate(() => typeof (window as { require?: unknown }).require)).toBe('undefined');
    expect(await app.evaluate(({ app: electronApp }) => electronApp.getPath('userData'))).toContain('fs-electron-');
    await startDemo(page);
    await followEvent(page, '1001');
    await page.getByRole('button', { name: /Done: show the dashboard/ }).click();
    await expect
      .poll(async () => (await dashboardFigures(page, '1001')).needed, { timeout: 20_000 })
      .toBeGreaterThan(0);
  });

  it('a key for the simulator: follow, sync, an order while the server is away, restart, delivered once; the key only as ciphertext', async () => {
    let sim = await useSimulator();
    const port = Number(new URL(sim.url).port);
    const dir = await profile();
    let { app, page } = await launch(dir);

    await page.getByRole('radio', { name: 'Custom base URL' }).check();
    await page.getByRole('textbox', { name: 'Base URL' }).fill(sim.url);
    await page.getByRole('textbox', { name: 'API key' }).fill(KEY);
    // A Linux runner without a keyring has only Chromium's basic_text backend: keep the key anyway.
    const weak = page.getByRole('radio', { name: /Remember it on this computer with weak protection/ });
    if (await weak.isVisible()) await weak.check();
    await page.getByRole('button', { name: 'Connect' }).click();

    await page.getByRole('heading', { name: 'Choose what to follow' }).waitFor({ timeout: 20_000 });
    await page.locator('[data-testid="follow-events"] [data-event-id]').first().waitFor();
    await followEvent(page, '1001');
    await page.getByRole('tab', { name: 'Crew' }).click();
    const worker = sim.store.snapshot().workers[0]!;
    const item = sim.store.snapshot().orderables[0]!;
    await followWorker(page, worker.id);
    await goTo(page, 'Dashboard');
    await expect
      .poll(async () => (await dashboardFigures(page, '1001')).needed, { timeout: 20_000 })
      .toBeGreaterThan(0);

    // The server goes away; the app's probe notices, and an order waits in the queue.
    await sim.close();
    await page.getByTestId('connectivity').getByText('Offline').waitFor({ timeout: 60_000 });
    await goTo(page, 'Crew');
    await orderWhileOffline(page, worker.id, item.name);

    await close(app);
    expect(filesContaining(dir, KEY)).toEqual([]);
    // Stored (the restart below unlocks it without asking), and only as ciphertext.
    expect(readFileSync(path.join(dir, 'vault.json'), 'utf8').length).toBeGreaterThan(0);

    // Back on the same address: the restarted app unlocks the key and sends the order once.
    sim = await useSimulator(port);
    ({ app, page } = await launch(dir));
    await goTo(page, 'Orders');
    await expect
      .poll(
        () =>
          page
            .locator('[data-testid="orders-list"] [data-order-id]')
            .evaluateAll((rows) => rows.map((r) => (r as HTMLElement).dataset['state'])),
        { timeout: 60_000 },
      )
      .toEqual(['delivered']);
    const placed = sim.store.snapshot().orders;
    expect(placed).toHaveLength(1);
    expect(placed[0]).toMatchObject({ personnel_id: worker.personnel_id, companies_personnel_orderables_id: item.id });
    await close(app);
    expect(filesContaining(dir, KEY)).toEqual([]);
  }, 240_000);
});

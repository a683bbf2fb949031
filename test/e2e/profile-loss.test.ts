// A damaged or vanished profile is said, not hidden. The local database deleted by another page
// of the same origin while orders wait, or found at start with tables that are not this build's:
// the app says so in words, offers the orders it could still read as a CSV (every order it had
// accepted is in it), and the next sync fills the new database from the server.
import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { databaseName } from '../../renderer/src/shared/db/database-name';
import type { StoredOrder } from '../../renderer/src/shared/db/rows';
import { SCHEMA_VERSION } from '../../renderer/src/shared/db/schema';
import { readStore } from './harness/indexeddb';
import { useApp } from './support/demo-app';
import { followCrew, goTo, orderWhileOffline } from './support/ui';

const DB = databaseName('demo', undefined);
const JACKET = 'Event staff jacket';

/** A page of the app's origin that runs none of the app: a 404 of the preview server. */
async function bareTab(page: Page): Promise<Page> {
  const tab = await page.context().newPage();
  await tab.goto(new URL('/no-app-here', page.url()).href);
  return tab;
}

const deleteDatabase = (tab: Page, name: string) =>
  tab.evaluate(
    (n) =>
      new Promise<string>((resolve) => {
        const req = indexedDB.deleteDatabase(n);
        req.onsuccess = () => resolve('deleted');
        req.onerror = () => resolve(`failed: ${req.error?.name ?? ''}`);
      }),
    name,
  );

/**
 * Replaces the database with one at this build's version whose tables are not the app's: an
 * outbox without its indexes holding `rows`, and nothing else.
 */
const writeDamaged = (tab: Page, name: string, version: number, rows: unknown[]) =>
  tab.evaluate(
    ([n, v, list]) =>
      new Promise<string>((resolve) => {
        const del = indexedDB.deleteDatabase(n);
        del.onsuccess = () => {
          const open = indexedDB.open(n, v);
          open.onupgradeneeded = () => {
            const outbox = open.result.createObjectStore('outbox', { keyPath: 'localId' });
            for (const row of list) outbox.put(row);
          };
          open.onsuccess = () => (open.result.close(), resolve('written'));
          open.onerror = () => resolve(`failed: ${open.error?.name ?? ''}`);
        };
      }),
    [name, version, rows] as const,
  );

const databases = (page: Page) => page.evaluate(() => indexedDB.databases());

describe('a damaged or vanished profile', () => {
  const apps = useApp();

  it(
    'deleted while two orders wait: said in words, both in the export, the next sync fills it again',
    { timeout: 120_000 },
    async () => {
      const app = await apps.following((page) => followCrew(page, ['3001', '3002']), { savesCsv: true });
      const { page } = app;
      const events = (await readStore(page, DB, 'events')).length;
      expect(events).toBeGreaterThan(0);
      await app.setOnline(false);
      await goTo(page, 'Crew');
      await orderWhileOffline(page, '3001', JACKET);
      await orderWhileOffline(page, '3002', JACKET);
      const queued = await readStore<StoredOrder>(page, DB, 'outbox');
      expect(queued.map((o) => o.state)).toEqual(['queued', 'queued']);

      const other = await bareTab(page);
      expect(await deleteDatabase(other, DB)).toBe('deleted');

      const alert = page.getByRole('alert').filter({ hasText: 'deleted while the app was open' });
      await alert.waitFor();
      expect(await alert.textContent()).toMatch(
        /2 orders not placed yet were read before they went: export them to place them another way, or they are lost\./,
      );
      expect(await alert.textContent()).toMatch(/The next sync fills it again from the server\./);
      // The database is there again, empty, at this build's version.
      expect(await readStore(page, DB, 'outbox')).toEqual([]);

      await alert.getByRole('button', { name: 'Export orders (CSV)…' }).click();
      await expect.poll(() => app.savedCsv.length).toBe(1);
      const csv = app.savedCsv[0]!.csv;
      for (const order of queued) expect(csv).toContain(order.localId);
      expect(csv.match(new RegExp(JACKET, 'g'))).toHaveLength(2);
      expect(csv).toMatch(/3001/);
      expect(csv).toMatch(/3002/);
      // Exported, the banner can go without a warning in its button.
      await alert.getByRole('button', { name: 'Dismiss', exact: true }).waitFor();

      // Back online, the next sync stores every event again.
      await app.setOnline(true);
      await expect.poll(async () => (await readStore(page, DB, 'events')).length, { timeout: 30_000 }).toBe(events);
      await alert.getByRole('button', { name: 'Dismiss', exact: true }).click();
      await alert.waitFor({ state: 'detached' });
    },
  );

  it(
    'damaged at start: said in words, the order it could read in the export, rebuilt at this version',
    { timeout: 120_000 },
    async () => {
      const app = await apps.following((page) => followCrew(page, ['3001']), { savesCsv: true });
      const { page } = app;
      const events = (await readStore(page, DB, 'events')).length;
      await app.setOnline(false);
      await goTo(page, 'Crew');
      await orderWhileOffline(page, '3001', JACKET);
      const [order] = await readStore<StoredOrder>(page, DB, 'outbox');
      await app.setOnline(true);

      // The app's page goes; its database is replaced by one whose tables are not the app's,
      // holding the order and a row that is no order.
      const bare = await bareTab(page);
      await page.goto(new URL('/no-app-here', page.url()).href);
      expect(await writeDamaged(bare, DB, SCHEMA_VERSION * 10, [order, { localId: 'zz-broken', state: 7 }])).toBe(
        'written',
      );

      const tab = await app.openTab();
      const alert = tab.getByRole('alert').filter({ hasText: 'damaged and could not be read, so it was cleared' });
      await alert.waitFor();
      const words = await alert.textContent();
      expect(words).toMatch(/1 order not placed yet was read before it went: export it to place it another way/);
      expect(words).toMatch(/1 more row could not be read\./);
      expect(await tab.getByText(/newer version/).count()).toBe(0);

      await alert.getByRole('button', { name: 'Dismiss without exporting' }).waitFor();
      await alert.getByRole('button', { name: 'Export orders (CSV)…' }).click();
      await expect.poll(() => app.savedCsv.length).toBe(1);
      expect(app.savedCsv[0]!.csv).toContain(order!.localId);
      expect(app.savedCsv[0]!.csv).toContain(JACKET);

      // Rebuilt by the first sync, at this build's version: the next start is not told "newer".
      await expect.poll(async () => (await readStore(tab, DB, 'events')).length, { timeout: 30_000 }).toBe(events);
      expect((await databases(tab)).find((d) => d.name === DB)?.version).toBe(SCHEMA_VERSION * 10);
      const again = await app.openTab();
      await again.getByRole('navigation', { name: 'Sections' }).waitFor();
      expect(await again.getByRole('alert').filter({ hasText: /damaged|newer version/ }).count()).toBe(0);
    },
  );
});

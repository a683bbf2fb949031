// A full disk loses nothing: with the page's storage quota set below what it already uses
// (Chromium's DevTools protocol), IndexedDB refuses every write that grows it. Placing an order
// says in words that it was not saved and keeps the dialog's choices; a sync fails with the
// same words and leaves every stored row as it was.
import type { CDPSession, Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { useApp } from './support/demo-app';
import { followCrew, goTo } from './support/ui';

const DISK_FULL = /disk is full.*nothing was saved/i;

/** Every row of every store of every database of the page's origin, as JSON. */
function dumpIndexedDb(page: Page): Promise<string> {
  return page.evaluate(async () => {
    const out: Record<string, Record<string, unknown[]>> = {};
    for (const { name } of await indexedDB.databases()) {
      if (!name || name === 'full-disk-probe') continue;
      const db = await new Promise<IDBDatabase>((resolve, reject) => {
        const open = indexedDB.open(name);
        open.onsuccess = () => resolve(open.result);
        open.onerror = () => reject(open.error);
      });
      out[name] = {};
      for (const store of db.objectStoreNames) {
        out[name][store] = await new Promise<unknown[]>((resolve, reject) => {
          const req = db.transaction(store, 'readonly').objectStore(store).getAll();
          req.onsuccess = () => resolve(req.result);
          req.onerror = () => reject(req.error);
        });
      }
      db.close();
    }
    return JSON.stringify(out);
  });
}

const PROBE_DB = 'full-disk-probe';

/** One small write to a scratch database of the same origin: 'ok' or the error's name. */
const probeWrite = (page: Page) =>
  page.evaluate(
    (name) =>
      new Promise<string>((resolve) => {
        const open = indexedDB.open(name, 1);
        open.onupgradeneeded = () => open.result.createObjectStore('s');
        open.onerror = () => resolve(open.error?.name ?? 'error');
        open.onsuccess = () => {
          const tx = open.result.transaction('s', 'readwrite');
          tx.objectStore('s').put('x'.repeat(1000), Math.random());
          tx.oncomplete = () => (open.result.close(), resolve('ok'));
          tx.onabort = () => (open.result.close(), resolve(tx.error?.name ?? 'aborted'));
        };
      }),
    PROBE_DB,
  );

/**
 * Sets the origin's quota below its usage. Chromium keeps the space it last granted an origin's
 * IndexedDB for up to 30 s, so the test waits until a scratch write is refused.
 */
async function fillTheDisk(page: Page): Promise<CDPSession> {
  expect(await probeWrite(page)).toBe('ok');
  const cdp = await page.context().newCDPSession(page);
  await cdp.send('Storage.overrideQuotaForOrigin', { origin: new URL(page.url()).origin, quotaSize: 1 });
  await expect.poll(() => probeWrite(page), { timeout: 45_000, interval: 2_000 }).toBe('QuotaExceededError');
  return cdp;
}

const freeTheDisk = (cdp: CDPSession, page: Page) =>
  cdp.send('Storage.overrideQuotaForOrigin', { origin: new URL(page.url()).origin });

describe('a full disk', () => {
  const apps = useApp();

  it(
    'an order is said not saved and keeps its choice, a sync fails with the words, nothing changes',
    { timeout: 150_000 },
    async () => {
      const app = await apps.following((page) => followCrew(page, ['3001', '3002']));
      const { page } = app;
      await goTo(page, 'Crew');
      await page.locator('[data-testid="crew-list"] [data-worker-id] button.order').first().click();
      const dialog = page.getByRole('dialog');
      await dialog.getByRole('radio', { name: 'Event staff jacket' }).check();
      const cdp = await fillTheDisk(page);
      const before = await dumpIndexedDb(page);

      await dialog.getByRole('button', { name: 'Place order: Event staff jacket' }).click();
      const alert = dialog.getByRole('alert');
      await alert.waitFor();
      expect(await alert.textContent()).toMatch(/^Not saved, so not queued: /);
      expect(await alert.textContent()).toMatch(DISK_FULL);
      // The choice is still made and the button still offered: nothing to pick again.
      expect(await dialog.getByRole('radio', { name: 'Event staff jacket' }).isChecked()).toBe(true);
      expect(await dialog.getByTestId('order-dialog-state').count()).toBe(0);
      expect(await dumpIndexedDb(page)).toBe(before);

      const finished = app.nextEvent('sync:finished');
      await app.invoke('sync:now');
      const summary = await finished;
      expect(summary.outcome).toBe('failed');
      // The first refusal stops the run: not one failure per followed item.
      expect(summary.failures.map((f) => f.code)).toContain('disk-full');
      expect(summary.done).toBe(0);
      // Nothing half-applied: not a row, not a set's date, changed.
      expect(await dumpIndexedDb(page)).toBe(before);

      // Space again: the dialog, still open on its choice, places the order.
      await freeTheDisk(cdp, page);
      await dialog.getByRole('button', { name: 'Place order: Event staff jacket' }).click();
      await dialog.getByTestId('order-dialog-state').waitFor();
      await dialog.getByRole('button', { name: 'Close' }).click();
      // The failed sync is said in words on the screen, behind the status bar's count.
      await page
        .getByTestId('sync-state')
        .getByRole('button', { name: /not updated/ })
        .click();
      await page
        .getByRole('dialog')
        .getByText(/disk is full.*the sync stopped and saved nothing/i)
        .first()
        .waitFor();
      await page.getByRole('dialog').getByRole('button', { name: 'Close' }).click();
      const again = app.nextEvent('sync:finished');
      await app.invoke('sync:now');
      expect((await again).outcome).toBe('complete');
    },
  );
});

// The Office section in real Chromium against the simulator: an integration read when asked,
// its secret regenerated behind a confirmation, shown once and kept nowhere; CMP-1000 for a
// key without the permission; the audit log with its filters and "Load more"; offline, nothing
// shown and nothing asked.
import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import type { LaunchedApp } from './harness/launch-app';
import { useApp } from './support/demo-app';
import { setTestLanguage } from './support/pseudo-sweep';
import { fillConnect, goTo, lateToday, startDemo } from './support/ui';

const apps = useApp();

const requests = (a: LaunchedApp, route: string) => a.simulator!.store.traffic.requests[route] ?? 0;
const INTEGRATION = 'GET /company/integrations/:id';
const REGENERATE = 'POST /company/integrations/:id/regenerate';
const AUDIT = 'GET /ats-dashboard/audit-log';

async function showIntegration(page: Page, id: string): Promise<void> {
  await page.getByLabel('Integration id').fill(id);
  await page.getByRole('button', { name: 'Show integration' }).click();
}

/** Everything the page can keep: every IndexedDB store, localStorage and sessionStorage. */
function pageStorage(page: Page): Promise<string> {
  return page.evaluate(async () => {
    const dump: unknown[] = [JSON.stringify(localStorage), JSON.stringify(sessionStorage)];
    for (const info of await indexedDB.databases()) {
      const db = await new Promise<IDBDatabase>((resolve, reject) => {
        const open = indexedDB.open(info.name!);
        open.onsuccess = () => resolve(open.result);
        open.onerror = () => reject(open.error);
      });
      for (const name of db.objectStoreNames) {
        const rows = await new Promise((resolve) => {
          const req = db.transaction(name, 'readonly').objectStore(name).getAll();
          req.onsuccess = () => resolve(req.result);
        });
        dump.push(rows);
      }
      db.close();
    }
    return JSON.stringify(dump);
  });
}

/** Every file of the profile (settings, the browser's IndexedDB and caches), and those holding `text`. */
function profileFiles(dir: string, text: string): { files: string[]; holding: string[] } {
  const files = readdirSync(dir, { recursive: true, withFileTypes: true })
    .filter((entry) => entry.isFile())
    .map((entry) => path.join(entry.parentPath, entry.name));
  return { files, holding: files.filter((file) => readFileSync(file).includes(text)) };
}

describe('Office', () => {
  it('shows an integration when asked, regenerates its secret after a confirmation, shows it once and keeps it nowhere', async () => {
    const app = await apps.demo();
    const { page } = app;

    await goTo(page, 'Office');
    await page.getByRole('heading', { name: 'Office', level: 1 }).waitFor();
    expect(requests(app, INTEGRATION)).toBe(0);

    await showIntegration(page, '99');
    const problem = page.getByTestId('office-problem');
    await problem.waitFor();
    expect(await problem.innerText()).toContain('There is no integration with that id.');
    expect(await problem.locator('details').textContent()).toContain('CMP-800');

    await showIntegration(page, '11');
    await page.getByRole('heading', { name: 'ADP Workforce Now' }).waitFor();
    expect(await page.getByTestId('integration-details').innerText()).toContain('payroll');

    await page.getByRole('button', { name: 'Regenerate secret…' }).click();
    const dialog = page.getByRole('dialog', { name: 'Regenerate the secret of ADP Workforce Now?' });
    expect(await dialog.innerText()).toContain('The current secret stops working at once.');
    await dialog.getByRole('button', { name: 'Cancel' }).click();
    await dialog.waitFor({ state: 'detached' });
    expect(requests(app, REGENERATE)).toBe(0);

    const before = app.simulator!.store.integration('11')!.secret;
    await page.getByRole('button', { name: 'Regenerate secret…' }).click();
    await dialog.getByRole('button', { name: 'Regenerate secret', exact: true }).click();
    const shown = await page.getByTestId('secret-value').innerText();
    const secret = app.simulator!.store.integration('11')!.secret;
    expect(secret).not.toBe(before);
    expect(shown).toBe(secret);
    expect(requests(app, REGENERATE)).toBe(1);
    await page.getByRole('button', { name: 'Copy the secret' }).click();
    await expect
      .poll(() => page.getByRole('status').allInnerTexts())
      .toEqual(expect.arrayContaining([expect.stringMatching(/secret/)]));
    expect((await page.getByRole('status').allInnerTexts()).join(' ')).not.toContain(secret);

    await goTo(page, 'Dashboard');
    await goTo(page, 'Office');
    await page.getByLabel('Integration id').waitFor();
    expect(await page.getByTestId('secret-value').count()).toBe(0);
    expect(await page.content()).not.toContain(secret);

    expect(await pageStorage(page)).not.toContain(secret);
    const { dataFolder } = await app.invoke('app:info');
    const { files, holding } = profileFiles(dataFolder, secret);
    expect(files.some((file) => file.includes('IndexedDB'))).toBe(true);
    expect(files.some((file) => file.endsWith('.json'))).toBe(true);
    expect(holding).toEqual([]);
  });

  it('a key that may not manage company settings reads CMP-1000 in words', async () => {
    const app = await apps.launch({ viewport: { width: 1280, height: 800 } });
    const { page } = app;
    await fillConnect(page, app.baseUrl, 'e2e-read-only-key');
    await page.getByRole('button', { name: 'Connect', exact: true }).click();
    await page.getByRole('heading', { name: 'Choose what to follow' }).waitFor();

    await goTo(page, 'Office');
    await showIntegration(page, '12');
    const problem = page.getByTestId('office-problem');
    await problem.waitFor();
    expect(await problem.innerText()).toContain('This API key is not allowed to manage company settings.');
    expect(await problem.innerText()).not.toContain('CMP-1000');
    await problem.getByText('Details for support').click();
    expect(await problem.locator('details').innerText()).toContain('CMP-1000');
    expect(await page.getByRole('button', { name: 'Regenerate secret…' }).count()).toBe(0);
  });

  it('the audit log loads its first page on opening, filters on the server and loads more on the cursor', async () => {
    // Late in the day, so all 300 entries (the last at 5 PM today) are already served.
    const app = await apps.launch({ viewport: { width: 1280, height: 800 }, simulator: { clock: lateToday } });
    const { page } = app;
    await startDemo(page);
    await goTo(page, 'Office');
    expect(requests(app, AUDIT)).toBe(0);

    await page.getByRole('tab', { name: 'Audit log' }).click();
    const count = page.getByTestId('audit-count');
    await count.getByText('50 entries, more on the server').waitFor();
    await page.locator('[data-testid="audit-list"] [data-entry-id]').first().waitFor();
    await page.getByRole('button', { name: 'Load more' }).click();
    await count.getByText('100 entries, more on the server').waitFor();
    expect(requests(app, AUDIT)).toBe(2);

    // By keyboard to the end: focus stays on "Load more", then moves to the list when it goes.
    const more = page.getByRole('button', { name: /Load more|Loading/ });
    await more.focus();
    for (const shown of [
      '150 entries, more on the server',
      '200 entries, more on the server',
      '250 entries, more on the server',
      '300 entries, all that match',
    ]) {
      await page.keyboard.press('Enter');
      await count.getByText(shown).waitFor();
    }
    expect(await more.count()).toBe(0);
    await expect
      .poll(() => page.evaluate(() => document.activeElement?.getAttribute('aria-label')))
      .toBe('Audit log entries');
    expect(requests(app, AUDIT)).toBe(6);

    // What the server serves now: entries later today are not there yet.
    const served = app.simulator!.store.audit();
    const matching = served.filter((e) => e.document_type === 'w4' && e.access_type === 'print');
    expect(matching.length).toBeGreaterThan(0);
    expect(matching.length).toBeLessThan(50);
    await page.getByRole('button', { name: 'Clear filters' }).click();
    await count.getByText('50 entries, more on the server').waitFor();
    // The filters are choices in words, built from the codes met on the pages loaded.
    await page.getByLabel('Document type', { exact: true }).selectOption({ label: 'W-4 form' });
    await page.getByLabel('Access type', { exact: true }).selectOption({ label: 'Printed' });
    await page.getByRole('button', { name: 'Apply filters' }).click();
    await count
      .getByText(`${matching.length} ${matching.length === 1 ? 'entry' : 'entries'}, all that match`)
      .waitFor();
    const rows = await page.locator('[data-testid="audit-list"] [data-entry-id]').allInnerTexts();
    expect(rows.length).toBeGreaterThan(0);
    for (const row of rows) expect(row).toMatch(/Printed[\s\S]*W-4 form \d+/);
    expect(await page.getByRole('button', { name: 'Load more' }).count()).toBe(0);

    // A day range typed month first, as an American supervisor writes it: only that day's
    // entries, from the server's own filter (sent as an ISO day).
    const day = served[10]!.accessed_at.slice(0, 10);
    const [year, month, date] = day.split('-');
    const ofDay = served.filter((e) => e.accessed_at.startsWith(day));
    expect(ofDay.length).toBeLessThan(50);
    await page.getByRole('button', { name: 'Clear filters' }).click();
    await page.getByLabel('From', { exact: true }).fill(`${month}/${date}/${year}`);
    await page.getByLabel('To', { exact: true }).fill(`${month}/${date}/${year}`);
    await page.getByRole('button', { name: 'Apply filters' }).click();
    await count.getByText(`${ofDay.length} ${ofDay.length === 1 ? 'entry' : 'entries'}, all that match`).waitFor();

    // In Spanish the fields read day first: the typed dates are rewritten, the hint says
    // "dd/mm/aaaa", and a date typed the Spanish way filters the same day.
    await setTestLanguage(page, 'es');
    const from = page.getByLabel('Desde', { exact: true });
    const to = page.getByLabel('Hasta', { exact: true });
    expect(await from.inputValue()).toBe(`${date}/${month}/${year}`);
    await page.getByRole('button', { name: 'Quitar filtros' }).click();
    await count.getByText('50 entradas, hay más en el servidor').waitFor();
    expect(await from.getAttribute('placeholder')).toBe('dd/mm/aaaa');
    await from.fill(`${Number(date)}/${Number(month)}/${year}`);
    await to.fill(`${date}/${month}/${year}`);
    await to.press('Enter');
    await count
      .getByText(`${ofDay.length} ${ofDay.length === 1 ? 'entrada' : 'entradas'}, todas las que coinciden`)
      .waitFor();
    // Written in full on leaving the field; ↓ moves it a day back, by keyboard alone.
    expect(await from.inputValue()).toBe(`${date}/${month}/${year}`);
    const before = new Date(Date.UTC(Number(year), Number(month) - 1, Number(date) - 1)).toISOString();
    await from.press('ArrowDown');
    expect(await from.inputValue()).toBe(`${before.slice(8, 10)}/${before.slice(5, 7)}/${before.slice(0, 4)}`);
    // A date written month first does not read in Spanish: said so in Spanish, nothing asked.
    const beforeWrong = requests(app, AUDIT);
    await from.fill(`12/31/${year}`);
    await page.getByRole('button', { name: 'Aplicar filtros' }).click();
    await page.getByText('Desde: escriba la fecha como dd/mm/aaaa.').waitFor();
    expect(await from.getAttribute('aria-invalid')).toBe('true');
    expect(requests(app, AUDIT)).toBe(beforeWrong);
    await setTestLanguage(page, null);

    const asked = requests(app, AUDIT);
    await page.getByLabel('From', { exact: true }).fill('12/31/2026');
    await page.getByLabel('To', { exact: true }).fill('01/01/2026');
    await page.getByRole('button', { name: 'Apply filters' }).click();
    await page.getByText('The start date is after the end date.').waitFor();
    expect(requests(app, AUDIT)).toBe(asked);
  });

  it('offline says what it would show, shows nothing old and asks nothing', async () => {
    const app = await apps.launch({ viewport: { width: 1280, height: 800 } });
    const { page } = app;
    await startDemo(page);
    await goTo(page, 'Office');
    await page.getByRole('tab', { name: 'Audit log' }).click();
    await page.getByTestId('audit-count').getByText('50 entries, more on the server').waitFor();

    await app.setOnline(false);
    await page.getByTestId('connectivity').getByText('Offline').waitFor();
    const asked = requests(app, AUDIT);
    await page.locator('[data-testid="needs-connection"]:visible').getByText('Needs a connection').waitFor();
    expect(await page.locator('[data-entry-id]').count()).toBe(0);
    await page.getByRole('tab', { name: 'Integration' }).click();
    await page
      .getByTestId('needs-connection')
      .getByText(/an integration's details/)
      .waitFor();
    expect(await page.getByLabel('Integration id').count()).toBe(0);
    expect(requests(app, AUDIT)).toBe(asked);
    expect(requests(app, INTEGRATION)).toBe(0);

    await app.setOnline(true);
    await page.getByLabel('Integration id').waitFor();
  });
});

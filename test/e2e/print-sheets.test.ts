// The sign-in sheet on paper: the print page (print.html) rendered to PDF by Chromium, as
// Electron's printToPDF renders it, for an event of 60 shifts, then read back as text. A crew
// lead at the gate needs every shift still to come, a numbered line for every person, and on
// every page how old the figures are and which page it is.
import { mkdirSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { sheetSearch, type SheetRequest } from '../../preload/contract.js';
import type { LaunchedApp } from './harness/launch-app';
import { useApp } from './support/demo-app';
import { pdfPages, type PdfPage } from './support/pdf-text';
import { followCrew, followEvent, goTo, orderStates, orderWhileOffline, startDemo } from './support/ui';

const apps = useApp();
const OUT = path.resolve(import.meta.dirname, '../../out/print');
/** What the print page's scripts may weigh together, minified. */
const PRINT_SCRIPT_BYTES = 320_000;

/** The print page of the app's origin (it reads the same IndexedDB, with no bridge), as a PDF read back. */
async function sheetPdf(app: LaunchedApp, request: SheetRequest, file: string, lang = 'en-US'): Promise<PdfPage[]> {
  const origin = new URL(app.page.url()).origin;
  const sheet = await app.page.context().newPage();
  try {
    await sheet.goto(`${origin}/print.html${sheetSearch(request, 'letter', lang)}`);
    expect(await sheet.evaluate(() => (window as unknown as { sheetReady: Promise<unknown> }).sheetReady)).toEqual({
      ok: true,
    });
    await sheet.emulateMedia({ media: 'print' });
    const pdf = await sheet.pdf({ preferCSSPageSize: true, printBackground: false });
    mkdirSync(OUT, { recursive: true });
    writeFileSync(path.join(OUT, file), pdf);
    return await pdfPages(pdf);
  } finally {
    await sheet.close();
  }
}

/** Every page says what it is, how old its figures are, and which page of how many it is. */
function expectHeadedPages(pages: PdfPage[], title: string) {
  pages.forEach((p, i) => {
    // The sheet's name is set in capitals.
    expect(p.text).toContain(title.toUpperCase());
    expect(p.text).toMatch(/Printed \S.* · data as of \S/);
    expect(p.text).toContain(`Page ${i + 1} of ${pages.length}`);
  });
}

/** A page's lines: its items grouped by height, left to right. */
function linesOf(page: PdfPage): string[] {
  const rows = new Map<number, { x: number; text: string }[]>();
  for (const item of page.items) {
    const y = Math.round(item.y);
    rows.set(y, [...(rows.get(y) ?? []), item]);
  }
  return [...rows.entries()]
    .sort(([a], [b]) => b - a)
    .map(([, items]) =>
      items
        .sort((a, b) => a.x - b.x)
        .map((i) => i.text)
        .join(' '),
    );
}

/** An upcoming event (no shift ended) made to hold the cases a sheet must survive. */
function seededEvent(app: LaunchedApp) {
  const data = app.simulator!.store.data;
  const event = data.events.find((e) => e.summary.date > data.today && e.shifts.length === 60);
  if (!event) throw new Error('no upcoming event of 60 shifts in the simulator data');
  const [oversized, zero, overfilled, unicode] = event.shifts;
  // Longer than a page: it must run on, its column headings repeated.
  Object.assign(oversized!, { quantity: 40, filled: 12, alternate_quantity: 2, alternate_filled: 0 });
  Object.assign(zero!, { quantity: 0, filled: 0, alternate_quantity: 0, alternate_filled: 0 });
  // Three people beyond demand: they sign too.
  Object.assign(overfilled!, { quantity: 4, filled: 7, alternate_quantity: 1, alternate_filled: 1 });
  Object.assign(unicode!, { custom_name: 'Équipe d’accueil – Gate C ✓', comments: 'Radios at trailer 3' });
  return event;
}

const expectedLines = (s: { quantity: number; filled: number; alternate_quantity: number; alternate_filled: number }) =>
  Math.max(s.quantity, s.filled) + Math.max(s.alternate_quantity, s.alternate_filled);

/** Per shift, the pages where its block's numbered lines fall, and the numbers read in order. */
function linesByShift(pages: PdfPage[]) {
  const found = new Map<string, { headPage: number; pages: Set<number>; numbers: number[] }>();
  let current: ReturnType<typeof found.get>;
  pages.forEach((page, p) => {
    for (const item of page.items) {
      const head = /^Shift (\S+)$/.exec(item.text);
      if (head) {
        // A block that runs on repeats its heading on the next page: the same block goes on.
        current = found.get(head[1]!) ?? { headPage: p, pages: new Set([p]), numbers: [] };
        current.pages.add(p);
        found.set(head[1]!, current);
      } else if (current && /^\d+$/.test(item.text) && item.x < 60) {
        current.numbers.push(Number(item.text));
        current.pages.add(p);
      } else if (item.text === 'Contacts') {
        current = undefined;
      }
    }
  });
  return found;
}

describe('the sign-in sheet on paper', () => {
  it('has every shift still to come, a line per person, the data age and page x of y on every page', async () => {
    const app = await apps.launch({ viewport: { width: 1280, height: 800 }, simulator: { shiftsPerEvent: 60 } });
    const { page } = app;
    await startDemo(page);
    const event = seededEvent(app);
    await followEvent(page, event.summary.id);
    await app.core.sync.idle();

    // The print page of the same origin reads the same IndexedDB, with no bridge.
    const origin = new URL(page.url()).origin;
    const search = sheetSearch(
      { sheet: 'sign-in', db: 'fieldsup-demo', eventId: event.summary.id, allShifts: false },
      'letter',
    );
    const sheet = await page.context().newPage();
    await sheet.goto(`${origin}/print.html${search}`);
    expect(await sheet.evaluate(() => (window as unknown as { sheetReady: Promise<unknown> }).sheetReady)).toEqual({
      ok: true,
    });
    await sheet.emulateMedia({ media: 'print' });
    const pdf = await sheet.pdf({ preferCSSPageSize: true, printBackground: false });
    mkdirSync(OUT, { recursive: true });
    writeFileSync(path.join(OUT, 'sign-in-sheet.pdf'), pdf);

    const pages = await pdfPages(pdf);
    expect(pages.length).toBeGreaterThan(3);
    pages.forEach((p, i) => {
      expect(p.text).toContain(event.summary.name);
      expect(p.text).toMatch(/Printed \S.* · data as of \S/);
      expect(p.text).toContain(`Page ${i + 1} of ${pages.length}`);
    });

    const blocks = linesByShift(pages);
    expect([...blocks.keys()].sort()).toEqual(event.shifts.map((s) => s.id).sort());
    const [oversized] = event.shifts;
    for (const shift of event.shifts) {
      const block = blocks.get(shift.id)!;
      const lines = expectedLines(shift);
      expect(block.numbers, `shift ${shift.id}`).toEqual(Array.from({ length: lines }, (_, i) => i + 1));
      if (shift === oversized) {
        // Longer than a page: it runs on, its heading and column headings again on the next page.
        expect(block.pages.size).toBeGreaterThan(1);
        for (const p of block.pages) {
          expect(pages[p]!.text).toContain(`Shift ${shift.id}`);
          expect(pages[p]!.text).toContain('Name Time in Signature Time out Signature Notes');
        }
      } else {
        expect(block.pages, `shift ${shift.id} is cut across pages`).toEqual(new Set([block.headPage]));
      }
    }
    const last = pages.at(-1)!.text;
    expect(last).toMatch(/Event admins/);
    expect(last).toMatch(/HR contact/);
    expect(last).toMatch(/Supervisor Signature Date/);
  });

  it('Ctrl+P, Enter on an event opens its sign-in sheet in a tab over the browser’s print, in the preview', async () => {
    const app = await apps.launch({ viewport: { width: 1280, height: 800 } });
    const { page } = app;
    await startDemo(page);
    const eventId = app.simulator!.store.data.events.find((e) => e.summary.date > app.simulator!.store.data.today)!
      .summary.id;
    await followEvent(page, eventId);
    await app.core.sync.idle();
    await page.getByRole('navigation', { name: 'Sections' }).getByRole('button', { name: 'Dashboard' }).click();
    await page.locator(`[data-testid="dashboard-list"] [data-event-id="${eventId}"] button.row-open`).click();
    await page.getByTestId('shift-list').waitFor();

    // The preview's main has no printer: the sheet opens in a tab and asks the browser to print.
    // Ctrl+P opens the print dialog with Print… focused: Enter prints, by keyboard alone.
    const opened = page.context().waitForEvent('page');
    await page.keyboard.press('Control+P');
    const dialog = page.getByRole('dialog', { name: 'Sign-in sheet: print or save as PDF…' });
    await dialog.waitFor();
    await expect.poll(() => page.evaluate(() => document.activeElement?.textContent)).toBe('Print…');
    await page.keyboard.press('Enter');
    const sheet = await opened;
    await sheet.waitForLoadState();
    expect(sheet.url()).toContain(`/print.html?sheet=sign-in&db=fieldsup-demo&event=${eventId}`);
    expect(sheet.url()).toContain('then=print');
    expect(await sheet.evaluate(() => (window as unknown as { sheetReady: Promise<unknown> }).sheetReady)).toEqual({
      ok: true,
    });
    await expect.poll(() => sheet.getByRole('heading', { level: 1 }).first().innerText()).not.toBe('');
  });

  it('the print page opens with the script a sheet needs, not the window’s screens', async () => {
    const app = await apps.launch({ viewport: { width: 1280, height: 800 } });
    await startDemo(app.page);
    const origin = new URL(app.page.url()).origin;
    const sheet = await app.page.context().newPage();
    const scripts = new Map<string, Promise<number>>();
    sheet.on('response', (r) => {
      if (r.url().endsWith('.js'))
        scripts.set(
          r.url(),
          r.body().then((b) => b.length),
        );
    });
    try {
      await sheet.goto(
        `${origin}/print.html${sheetSearch({ sheet: 'orders', db: 'fieldsup-demo' }, 'letter', 'en-US')}`,
      );
      expect(await sheet.evaluate(() => (window as unknown as { sheetReady: Promise<unknown> }).sheetReady)).toEqual({
        ok: true,
      });
      const bytes = (await Promise.all(scripts.values())).reduce((a, b) => a + b, 0);
      // 265 kB measured (Dexie, Svelte, the sheets and the rooms' pure pieces); 595 kB while
      // the rooms' doors brought their screens along.
      expect(bytes).toBeLessThan(PRINT_SCRIPT_BYTES);
    } finally {
      await sheet.close();
    }
  });

  it('the day roster: every followed event of the day, a row per shift with its figures, short rows marked, on every page its age and number', async () => {
    const app = await apps.launch({ viewport: { width: 1280, height: 800 }, simulator: { shiftsPerEvent: 60 } });
    const { page } = app;
    await startDemo(page);
    const event = seededEvent(app);
    const data = app.simulator!.store.data;
    const day = event.summary.date;
    const sameDay = data.events.filter((e) => e.summary.date === day && e !== event).slice(0, 1);
    for (const e of [event, ...sameDay]) await followEvent(page, e.summary.id);
    await app.core.sync.idle();

    const followed = [event, ...sameDay];
    const pages = await sheetPdf(
      app,
      { sheet: 'roster', db: 'fieldsup-demo', day, eventIds: followed.map((e) => e.summary.id) },
      'day-roster.pdf',
    );
    expect(pages.length).toBeGreaterThan(1);
    expectHeadedPages(pages, 'Day roster');
    const all = pages.map((p) => p.text).join(' ');
    expect(all).toMatch(/Whole day .*filled/);
    expect(all).toMatch(/Coverage: (Short|No one short)/);

    const lines = pages.flatMap(linesOf);
    const onDay = followed.flatMap((e) => e.shifts.filter((s) => s.start_time.startsWith(day)));
    expect(onDay.length).toBeGreaterThanOrEqual(60);
    for (const shift of onDay) {
      const rows = lines.filter((l) => new RegExp(`Shift ${shift.id}(?!\\d)`).test(l));
      expect(rows, `shift ${shift.id}`).toHaveLength(1);
      const row = rows[0]!;
      // Needed and booked as stored; what is short says so in words beside its shape.
      expect(row).toContain(` ${shift.quantity} ${shift.filled} `);
      const short = shift.quantity > shift.filled;
      expect(row.includes('▼ Short') || row.includes('! At risk'), `shift ${shift.id}: ${row}`).toBe(short);
      if (shift.filled > shift.quantity) expect(row).toContain('Overfilled');
    }
    for (const e of followed) expect(all).toContain(e.summary.name);
  });

  it('the orders list: every order with its state, worker and server number, on every page its age and number', async () => {
    const app = await apps.following((page) => followCrew(page, ['3001', '3002']), {
      viewport: { width: 1280, height: 800 },
    });
    const { page } = app;
    const { orderables } = app.simulator!.store.snapshot();
    await goTo(page, 'Crew');
    await page.locator('[data-testid="crew-list"] [data-worker-id]').first().waitFor();
    await app.setOnline(false);
    await page.getByTestId('connectivity').getByText('Offline').waitFor();
    await orderWhileOffline(page, '3001', orderables[0]!.name);
    await orderWhileOffline(page, '3002', orderables[1]!.name);
    await goTo(page, 'Orders');
    await app.setOnline(true);
    await expect.poll(() => orderStates(page), { timeout: 10_000 }).toEqual(['delivered', 'delivered']);

    const pages = await sheetPdf(app, { sheet: 'orders', db: 'fieldsup-demo' }, 'orders-list.pdf');
    expectHeadedPages(pages, 'Orders and compliance changes');
    const all = pages.map((p) => p.text).join(' ');
    expect(all).toContain('2 worker orders · 0 compliance changes');
    for (const order of app.simulator!.store.snapshot().orders) {
      const item = orderables.find((o) => o.id === order.companies_personnel_orderables_id)!;
      expect(all).toContain(`${item.name} for `);
      expect(all).toContain(`Order ${order.id} at the office`);
    }
    expect(all.match(/✓ Placed/g)).toHaveLength(2);

    // In the app's language, page numbers included (the page's own CSS, under the app's CSP).
    const es = await sheetPdf(app, { sheet: 'orders', db: 'fieldsup-demo' }, 'orders-list-es.pdf', 'es-ES');
    es.forEach((p, i) => {
      expect(p.text).toContain('PEDIDOS Y CAMBIOS DE REQUISITOS');
      expect(p.text).toMatch(/Impreso \S.* · datos de \S/);
      expect(p.text).toContain(`Página ${i + 1} de ${es.length}`);
    });
    const todo = es.map((p) => p.text).join(' ');
    expect(todo).toContain('2 pedidos de trabajadores · 0 cambios de requisitos');
    expect(todo.match(/✓ Realizado/g)).toHaveLength(2);
    expect(todo).not.toContain('Page ');
  });
});

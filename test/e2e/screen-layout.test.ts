// What a supervisor sees on every screen, measured with scrollbars drawn (the harness shows
// them, as Windows and Linux do): in every state of the shared list, both themes, 1280x800 and
// 1024x700, with an alert showing, the nav and the status bar fit, each primary list shows its
// rows, every button and link can be reached, nothing scrolls sideways, no text is cut without
// an ellipsis and its whole words on hover, and no server stamp or status digit shows
// (support/reach-and-read.ts); then the worst case, offline with alerts showing, on the
// dashboard, an event and Orders. One Chromium launch.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Page } from 'playwright-core';
import { launchApp, type LaunchedApp } from './harness/launch-app';
import { upcomingEventIds } from './support/demo-events';
import { atEachSize, setAlertLead, showTheme, THEMES, tourScreens, type Size } from './support/screen-states';
import { goTo } from './support/ui';
import { setTestLanguage } from './support/pseudo-sweep';
import { reachAndRead } from './support/reach-and-read';

/** Whole rows each primary list must show, by window width (the acceptance numbers). */
const MIN_ROWS: Record<string, { row: string; at: Record<Size['width'], number> }> = {
  'shift-list': { row: '[data-shift-id]', at: { 1280: 8, 1024: 5 } },
  'dashboard-list': { row: '[data-event-id]', at: { 1280: 6, 1024: 4 } },
  'orders-list': { row: '[data-order-id]', at: { 1280: 4, 1024: 3 } },
  'crew-list': { row: '[data-worker-id]', at: { 1280: 8, 1024: 5 } },
};

interface Look {
  /** Per list shown: rows wholly visible (inside the list and above the alert row and status bar), and how many it has. */
  lists: { testid: string; whole: number; total: number; opened: boolean }[];
  problems: string[];
}

/** Measures the page as it is: overflowing nav or status bar, overlapping or crushed status cells, rows in view. */
function look(page: Page, rowSelectors: Record<string, string>): Promise<Look> {
  return page.evaluate((selectors) => {
    const problems: string[] = [];
    const spills = (el: Element) => el.scrollWidth > el.clientWidth + 1 || el.scrollHeight > el.clientHeight + 1;
    const nav = document.querySelector('nav.nav');
    if (nav) {
      if (spills(nav))
        problems.push(`nav scrolls (${nav.scrollWidth}x${nav.scrollHeight} in ${nav.clientWidth}x${nav.clientHeight})`);
      const box = nav.getBoundingClientRect();
      for (const button of nav.querySelectorAll<HTMLElement>('button')) {
        const r = button.getBoundingClientRect();
        const name = button.getAttribute('aria-label') ?? button.textContent!.trim();
        if (r.top < box.top - 1 || r.bottom > box.bottom + 1) problems.push(`nav: "${name}" not whole in view`);
        if ([button, ...button.querySelectorAll('.label')].some(spills)) problems.push(`nav: "${name}" cut`);
      }
    }
    const bar = document.querySelector('.status-bar');
    if (bar) {
      if (spills(bar)) problems.push('status bar spills');
      const cells = [...bar.querySelectorAll<HTMLElement>(':scope > .cell')].filter(
        (c) => c.textContent!.trim() !== '',
      );
      const line = parseFloat(getComputedStyle(bar).lineHeight) || 20;
      for (const cell of cells) {
        const r = cell.getBoundingClientRect();
        if (r.width < 24) problems.push(`status: "${cell.textContent!.trim()}" squeezed to ${Math.round(r.width)} px`);
        for (const text of cell.querySelectorAll<HTMLElement>('*')) {
          if (text.getClientRects().length === 0 || getComputedStyle(text).display === 'contents') continue;
          if (text.getBoundingClientRect().height > line * 1.6 + 8)
            problems.push(`status: "${text.textContent!.trim()}" on more than one line`);
        }
        // Shortened to an ellipsis is allowed when the whole text is on hover.
        if (spills(cell) && !cell.title) problems.push(`status: "${cell.textContent!.trim()}" cut`);
      }
      for (let i = 0; i < cells.length; i += 1)
        for (let j = i + 1; j < cells.length; j += 1) {
          const a = cells[i]!.getBoundingClientRect();
          const b = cells[j]!.getBoundingClientRect();
          if (a.left < b.right - 1 && b.left < a.right - 1 && a.top < b.bottom - 1 && b.top < a.bottom - 1)
            problems.push(`status: "${cells[i]!.textContent!.trim()}" overlaps "${cells[j]!.textContent!.trim()}"`);
        }
    }
    if (document.documentElement.scrollWidth > innerWidth) problems.push('the page scrolls sideways');
    // The window never scrolls: each pane scrolls itself (an opened client order scrolled the whole
    // window, the screen's head out of sight), and a client order just opened is in view in its pane.
    for (const el of [
      document.scrollingElement,
      document.body,
      document.querySelector('.app'),
      document.querySelector('main'),
    ])
      if (el && el.scrollTop > 0)
        problems.push(`the window is scrolled down by ${el.scrollTop} px (${el.tagName.toLowerCase()})`);
    const opened = document.activeElement?.matches('[data-testid="client-orders"] details[open] > summary');
    const order = opened ? document.activeElement!.getBoundingClientRect() : undefined;
    const pane = document.querySelector('[data-testid="client-orders"]')?.closest('.page')?.getBoundingClientRect();
    if (order && pane && (order.top < pane.top - 1 || order.bottom > Math.min(pane.bottom, innerHeight) + 1))
      problems.push(`the opened client order is out of view (y ${Math.round(order.top)}–${Math.round(order.bottom)})`);
    // A shift row's parts never run into each other: a long name ends in an ellipsis before the
    // counts, and the badge with its percentage stays inside its column.
    const meets = (a: DOMRect, b: DOMRect) =>
      a.left < b.right - 1 && b.left < a.right - 1 && a.top < b.bottom - 1 && b.top < a.bottom - 1;
    // The alert bar's headline and figures are whole and apart from its buttons, and each button
    // is inside the window: in Spanish at 1024 px "11 de 12 plazas libres" ran under "Abrir turno".
    for (const alert of document.querySelectorAll<HTMLElement>('[data-testid="alerts"] li')) {
      if (alert.getClientRects().length === 0) continue;
      const buttons = [...alert.querySelectorAll<HTMLElement>('button')];
      const what = alert.querySelector<HTMLElement>('.what')!.getBoundingClientRect();
      const shown = [...alert.querySelectorAll<HTMLElement>('.what strong, .what .figures')].filter(
        (e) => e.getClientRects().length > 0,
      );
      for (const button of buttons) {
        const r = button.getBoundingClientRect();
        if (r.left < 0 || r.right > innerWidth)
          problems.push(`alert: "${button.textContent!.trim()}" outside the window`);
        for (const text of shown)
          if (meets(text.getBoundingClientRect(), r))
            problems.push(`alert: "${text.textContent!.trim()}" under "${button.textContent!.trim()}"`);
      }
      for (const text of shown)
        if (text.getBoundingClientRect().right > what.right + 1)
          problems.push(`alert: "${text.textContent!.trim()}" cut`);
    }
    // The dashboard's head keeps CSV and Print on one line: with "showing 2" beside the title,
    // Print dropped alone under CSV at 1024 px and the list lost a line.
    const named = (b: HTMLElement) => b.getAttribute('aria-label') ?? b.textContent!.trim();
    const head = document.getElementById('dashboard-title')?.parentElement;
    const [csv, ...others] = head?.querySelectorAll<HTMLElement>('.head-action') ?? [];
    for (const button of csv ? others : [])
      if (Math.abs(button.getBoundingClientRect().top - csv!.getBoundingClientRect().top) > 1)
        problems.push(`dashboard head: "${named(button)}" not on the line of "${named(csv!)}"`);
    // A toolbar's controls are whole and apart: "Solo incompletos" ran under "Compacto".
    for (const toolbar of document.querySelectorAll<HTMLElement>('.list-screen .toolbar')) {
      const parts = [...toolbar.children].filter((e) => e.getClientRects().length > 0);
      const said = (e: Element) => (e.textContent ?? '').trim().replace(/\s+/g, ' ').slice(0, 30);
      for (const [i, a] of parts.entries()) {
        if (a.scrollWidth > a.clientWidth + 1) problems.push(`toolbar: "${said(a)}" runs out of its box`);
        for (const b of parts.slice(i + 1))
          if (meets(a.getBoundingClientRect(), b.getBoundingClientRect()))
            problems.push(`toolbar: "${said(a)}" runs into "${said(b)}"`);
      }
    }
    for (const row of document.querySelectorAll<HTMLElement>('.shift-row')) {
      if (row.getBoundingClientRect().height === 0) continue;
      const id = row.dataset['shiftId'];
      const [label, numbers, fill] = ['.what .label', '.numbers', '.fill'].map((s) =>
        row.querySelector<HTMLElement>(s),
      );
      if (label && numbers && meets(label.getBoundingClientRect(), numbers.getBoundingClientRect()))
        problems.push(`shift ${id}: its name runs into the counts`);
      // A row across a 1280-px window gives the name the room of the usual "Skill - Area" (it was
      // cut at 135 px while the counts took 326), and a compact row stays one line.
      if (
        label &&
        row.getBoundingClientRect().width >= 900 &&
        label.scrollWidth > label.clientWidth + 1 &&
        label.scrollWidth <= 270
      )
        problems.push(`shift ${id}: its name is cut at ${label.clientWidth} px, whole in ${label.scrollWidth}`);
      if (
        label &&
        row.classList.contains('compact') &&
        label.getBoundingClientRect().height > 1.5 * parseFloat(getComputedStyle(label).lineHeight)
      )
        problems.push(`shift ${id}: its compact row's name takes two lines`);
      const edge = fill?.getBoundingClientRect().right ?? Infinity;
      const drawn = [...(fill?.querySelectorAll<HTMLElement>('*') ?? [])].filter((e) => e.getClientRects().length > 0);
      if (drawn.some((e) => e.getBoundingClientRect().right > edge + 1))
        problems.push(`shift ${id}: the fill spills out of its column`);
    }

    const floor = Math.min(
      innerHeight,
      ...['[data-testid="alerts"]', '.status-bar']
        .map((s) => document.querySelector(s)?.getBoundingClientRect().top)
        .filter((t): t is number => t !== undefined),
    );
    const lists = Object.entries(selectors).flatMap(([testid, row]) => {
      const list = document.querySelector(`[data-testid="${testid}"]`);
      if (!list || list.closest('[inert], [aria-hidden="true"]')) return [];
      const box = list.getBoundingClientRect();
      const bottom = Math.min(box.bottom, floor);
      const items = [...list.querySelectorAll('[role="listitem"]')];
      const total = Number(items[0]?.getAttribute('aria-setsize') ?? 0);
      const whole = items.filter((item) => {
        const r = (item.querySelector(row) ?? item).getBoundingClientRect();
        return r.height > 0 && r.top >= box.top - 1 && r.bottom <= bottom + 1;
      }).length;
      const opened = list.querySelector('[aria-expanded="true"]') !== null;
      return [{ testid, whole, total, opened }];
    });
    return { lists, problems };
  }, rowSelectors);
}

const ROW_SELECTORS = Object.fromEntries(Object.entries(MIN_ROWS).map(([id, { row }]) => [id, row]));

/** Everything wrong with the page at this size: layout problems, and lists showing too few rows. */
async function faults(page: Page, size: Size, listRoomGiven = false): Promise<string[]> {
  const { lists, problems } = await look(page, ROW_SELECTORS);
  problems.push(...(await reachAndRead(page)));
  for (const { testid, whole, total, opened } of lists) {
    // A row the supervisor opened shows everything in full and may take the list's height.
    if (opened || listRoomGiven) continue;
    const need = Math.min(MIN_ROWS[testid]!.at[size.width], total);
    if (whole < need) problems.push(`${testid}: ${whole} whole rows of ${total}, needs ${need}`);
  }
  return problems;
}

let app: LaunchedApp;
beforeAll(async () => {
  app = await launchApp({ viewport: { width: 1280, height: 800 } });
});
afterAll(() => app?.close());

describe('screen layout, scrollbars drawn', () => {
  it(
    'every state, both themes, 1280x800 and 1024x700: nav and status bar fit, lists show their rows, hints whole in Spanish too',
    { timeout: 400_000 },
    async () => {
      const found: string[] = [];
      await tourScreens(app, async (state, theme) => {
        // Every state is looked at with an alert showing, but those that say why none can show.
        const alerts = await app.page.getByTestId('alerts').count();
        if (state.noAlert === undefined && alerts === 0) found.push(`${theme}/${state.name}: no alert showing`);
        if (state.noAlert !== undefined && alerts > 0)
          found.push(`${theme}/${state.name}: an alert shows, yet the state says none can (${state.noAlert})`);
        await atEachSize(app.page, async (size) => {
          for (const p of await faults(app.page, size, state.listRoomGiven))
            found.push(`${theme}/${state.name}/${size.width}x${size.height}: ${p}`);
          // Each field's hint reads whole in Spanish too, its words the longer (the theme changes no width).
          if (theme !== 'light') return;
          await setTestLanguage(app.page, 'es');
          for (const p of (await reachAndRead(app.page)).filter((p) => p.includes('cuts its hint')))
            found.push(`es/${state.name}/${size.width}x${size.height}: ${p}`);
          await setTestLanguage(app.page, null);
        });
      });
      expect(found).toEqual([]);
    },
  );

  it('reports what it is there to catch: a button out of reach, a cut text, a cut date, a sideways scroll, a stamp, an id for a name, a cut hint, a broken heading', async () => {
    const { page } = app;
    // Built through the CSSOM: the page's policy allows no inline style attributes.
    await page.evaluate(() => {
      const probe = document.createElement('div');
      probe.id = 'probe';
      Object.assign(probe.style, { position: 'fixed', top: '0', left: '0', zIndex: '9', background: 'white' });
      const el = (tag: string, text: string, style: Partial<CSSStyleDeclaration>, ...kids: Node[]) => {
        const node = document.createElement(tag);
        node.append(text, ...kids);
        Object.assign(node.style, style);
        return node;
      };
      const box = (style: Partial<CSSStyleDeclaration>, ...kids: (Node | string)[]) => {
        const node = el('div', '', { width: '200px', whiteSpace: 'nowrap', ...style });
        node.append(...kids);
        probe.append(node);
        return node;
      };
      const wide = (text: string) => el('span', text, { display: 'inline-block', width: '400px' });
      box({ overflowX: 'hidden' }, wide(''), el('button', 'Far away', {}));
      box({ overflow: 'hidden' }, 'A sentence far too long for its two hundred pixels of room');
      const dated = el('span', 'Harbour Gala and its very long name Thu, Dec 10', {});
      dated.title = 'Harbour Gala and its very long name Thu, Dec 10';
      box({ overflow: 'hidden', textOverflow: 'ellipsis' }, dated);
      box({ overflowX: 'auto' }, wide('wide'));
      box({}, 'Completed 2026-11-28 00:36:55 (the server clock)');
      box({}, 'User 7 Viewed I-9 form 1003');
      // A hint cut at an ellipsis, whole on hover, is still cut.
      const field = el('input', '', { width: '90px', textOverflow: 'ellipsis' }) as HTMLInputElement;
      field.placeholder = field.title = 'Nombre o habilidad';
      box({}, field);
      const squeezed = el('th', 'Personas', { width: '20px', whiteSpace: 'normal', overflowWrap: 'anywhere' });
      box({}, el('table', '', {}, el('tr', '', {}, squeezed)));
      document.body.append(probe);
    });
    const found = (await reachAndRead(page)).join('\n');
    await page.evaluate(() => document.getElementById('probe')!.remove());
    expect(found).toMatch(/button "Far away" is cut off sideways/);
    expect(found).toMatch(/"A sentence far too long.*" is cut without an ellipsis/);
    expect(found).toMatch(/cuts "Thu, Dec 10"/);
    expect(found).toMatch(/"wide" scrolls sideways/);
    expect(found).toMatch(/a raw timestamp shows: 2026-11-28 00:36:55/);
    expect(found).toMatch(/an id shows where a name belongs: User 7/);
    expect(found).toMatch(/cuts its hint "Nombre o habilidad"/);
    expect(found).toMatch(/breaks "Personas" across lines/);
  });

  it(
    'offline, with alerts showing: at least 8/5 shifts, 6/4 events and 4/3 orders in view',
    { timeout: 120_000 },
    async () => {
      const { page } = app;
      // Short shifts are announced a day ahead, so the alert row shows whatever the hour.
      await setAlertLead(page, 1440);
      await app.setOnline(false);
      await page.getByTestId('offline-banner').waitFor();
      const [busiest] = upcomingEventIds(app.simulator!, 5)
        .map((id) => [id, app.simulator!.store.event(id)!.shifts.length] as const)
        .sort((a, b) => b[1] - a[1]);
      expect(busiest![1]).toBeGreaterThanOrEqual(8);

      const measured: string[] = [];
      const screens: [string, () => Promise<void>][] = [
        ['dashboard-list', () => goTo(page, 'Dashboard')],
        [
          'shift-list',
          async () => {
            // The list is virtual: the search brings the row into it.
            await page.getByLabel('Search events').fill(app.simulator!.store.event(busiest![0])!.summary.name);
            await page.locator(`[data-testid="dashboard-list"] [data-event-id="${busiest![0]}"] button.name`).click();
          },
        ],
        ['orders-list', () => goTo(page, 'Orders')],
      ];
      for (const [testid, open] of screens) {
        await open();
        await page.locator(`[data-testid="${testid}"] [role="listitem"]`).first().waitFor();
        await page.getByTestId('alerts').waitFor();
        for (const theme of THEMES) {
          await showTheme(page, theme);
          await atEachSize(page, async (size) => {
            const { lists } = await look(page, ROW_SELECTORS);
            const shown = lists.find((l) => l.testid === testid)!;
            measured.push(`${testid} ${theme} ${size.width}: ${shown.whole}`);
            const need = MIN_ROWS[testid]!.at[size.width];
            expect(shown.total, `${testid} has enough rows to measure`).toBeGreaterThanOrEqual(need);
            expect(shown.whole, `${testid}, ${theme}, ${size.width}x${size.height}`).toBeGreaterThanOrEqual(need);
          });
        }
      }
      console.log(measured.join('\n'));
    },
  );

  it(
    'in Spanish, offline with alerts showing: the same 6/4 events, 8/5 shifts and 4/3 orders, nav and status bar whole on every list',
    { timeout: 180_000 },
    async () => {
      const { page } = app;
      await setAlertLead(page, 1440);
      await app.setOnline(false);
      await page.getByTestId('offline-banner').waitFor();
      const [busiest] = upcomingEventIds(app.simulator!, 5)
        .map((id) => [id, app.simulator!.store.event(id)!.shifts.length] as const)
        .sort((a, b) => b[1] - a[1]);
      // Each screen is opened in English (the way there is named in words), then read in Spanish.
      const screens: [string, () => Promise<void>][] = [
        ['dashboard-list', () => goTo(page, 'Dashboard')],
        [
          'shift-list',
          async () => {
            await goTo(page, 'Dashboard');
            await page.getByLabel('Search events').fill(app.simulator!.store.event(busiest![0])!.summary.name);
            await page.locator(`[data-testid="dashboard-list"] [data-event-id="${busiest![0]}"] button.name`).click();
          },
        ],
        [
          'shift-list',
          async () => {
            // The longest sort's name and compact rows: controls apart, a compact row one line.
            await page.getByLabel('Sort by').selectOption('fill');
            await page.getByLabel('Compact', { exact: true }).check();
            await page.locator('[data-shift-id].compact').first().waitFor();
          },
        ],
        ['orders-list', () => goTo(page, 'Orders')],
      ];
      const found: string[] = [];
      const measured: string[] = [];
      try {
        for (const [testid, open] of screens) {
          await setTestLanguage(page, null);
          await open();
          await page.locator(`[data-testid="${testid}"] [role="listitem"]`).first().waitFor();
          await setTestLanguage(page, 'es');
          await page.getByTestId('alerts').waitFor();
          expect(await page.evaluate(() => document.documentElement.lang)).toBe('es');
          for (const theme of THEMES) {
            await showTheme(page, theme);
            await atEachSize(page, async (size) => {
              const { lists, problems } = await look(page, ROW_SELECTORS);
              const shown = lists.find((l) => l.testid === testid)!;
              measured.push(`${testid} es ${theme} ${size.width}: ${shown.whole}`);
              const need = MIN_ROWS[testid]!.at[size.width];
              if (shown.whole < need) problems.push(`${shown.whole} whole rows, needs ${need}`);
              for (const p of problems) found.push(`${testid} ${theme} ${size.width}x${size.height}: ${p}`);
            });
          }
        }
      } finally {
        await setTestLanguage(page, null);
      }
      console.log(measured.join('\n'));
      expect(found).toEqual([]);
    },
  );
});

// Keyboard users in real Chromium: on each main screen every control is reachable from the skip
// link by Tab or a list's arrow keys and shows a focus ring of at least 3:1 that nothing cuts
// off; arriving on a screen shows where you are; focus is never dropped on the page body. The
// page's clock reads the tour's 4 PM, so today's followed events have a day strip on the
// dashboard and ended shifts folded on their screen.
import type { Locator, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { launchApp, type LaunchedApp } from './harness/launch-app';
import { focusedControl, ringProblem } from './support/focus-probe';
import { setTestLanguage } from './support/pseudo-sweep';
import { walkDialog, walkScreen } from './support/keyboard-walk';
import { showTheme, THEMES, tourClock } from './support/screen-states';
import { seedFillHistory } from './support/trend-history';
import { toShiftTime } from '../../renderer/src/shared/shift-time';
import { upcomingEventIds } from './support/demo-events';
import {
  fillConnect,
  followCrew,
  followEvent,
  goTo,
  openClient,
  openDocument,
  openRequirement,
  startDemo,
} from './support/ui';

/** Fails with the offending control unless focus is on a control with a ring of 3:1 or more. */
async function expectVisibleFocus(page: Page, what: RegExp): Promise<void> {
  const focused = await focusedControl(page);
  expect(focused?.key ?? 'the page body').toMatch(what);
  expect(ringProblem(focused!)).toBeUndefined();
}

describe('keyboard walk', () => {
  let app: LaunchedApp;
  // Dated after today: the dashboard opens on today and upcoming.
  let events: string[] = [];
  // Today's, with shifts ended by 4 PM and places open: its screen folds the ended ones and has gaps.
  let running = '';
  beforeAll(async () => {
    app = await launchApp({ viewport: { width: 1280, height: 800 } });
    const { page } = app;
    await page.clock.setFixedTime(tourClock(app));
    await startDemo(page);
    events = upcomingEventIds(app.simulator!, 3);
    const now = toShiftTime(tourClock(app));
    const { today, events: all } = app.simulator!.store.data;
    const todays = all.filter((e) => e.summary.date === today);
    running = String(
      todays.find(
        (e) => e.shifts.some((s) => s.end_time <= now) && e.shifts.some((s) => (s.filled ?? 0) < (s.quantity ?? 0)),
      )?.summary.id ?? '',
    );
    if (!running) throw new Error('no event today with shifts ended by 4 PM and places open');
    for (const id of [...todays.map((e) => String(e.summary.id)), ...events]) await followEvent(page, id);
    await followCrew(page, ['3001', '3002', '3003']);
    await app.core.sync.idle();
    // One order whose answer is lost, so the Orders screen has a row with buttons.
    app.simulator!.store.faults.set({ dropAfterCommitNext: 1 });
    await goTo(page, 'Crew');
    await page.locator('[data-testid="crew-list"] [data-worker-id] button.order').first().click();
    const dialog = page.getByRole('dialog');
    await dialog.getByRole('radio', { name: 'Event staff jacket' }).check();
    await dialog.getByRole('button', { name: 'Place order: Event staff jacket' }).click();
    await dialog.getByText('Queued').waitFor();
    await dialog.getByRole('button', { name: 'Close' }).click();
    await goTo(page, 'Orders');
    await page.locator('[data-state="unknown"]').waitFor();
    // The status bar re-reads on its own pace: let it settle too, or a walk could list its
    // "waiting" button and then meet "needs attention" in its place.
    await page
      .getByTestId('orders-badge')
      .filter({ hasText: /order needs attention/ })
      .waitFor();
    app.simulator!.store.faults.set({});
    // A week of readings: the running event's screen shows its trend.
    await seedFillHistory(page, running);
  });
  afterAll(() => app?.close());

  /** Opens today's running event from the dashboard (which reads its readings again). */
  const openRunning = async (page: Page) => {
    await goTo(page, 'Dashboard');
    await page.locator(`[data-event-id="${running}"] button.name`).click();
    await page.getByTestId('ended-fold').waitFor();
    await page
      .getByTestId('fill-trend')
      .getByText(/since yesterday/)
      .waitFor();
  };
  const COVERAGE = [
    // Names are read to 50 characters.
    /^div "Coverage of .+ by 15 min/,
    /^button "Table of coverage by 15 minutes"$/,
    // A gap's button: choosing it filters the list to the shifts running then.
    /^button "▼ ?Short /,
  ];

  /** A screen reached by its nav button, walked once `ready` shows. */
  const section = (name: string, nav: Parameters<typeof goTo>[1], ready: (page: Page) => Locator) => ({
    name,
    open: async (page: Page) => {
      await goTo(page, nav);
      await ready(page).waitFor();
    },
  });

  const SCREENS: { name: string; open(page: Page): Promise<void>; reaches?: RegExp[] }[] = [
    {
      ...section('dashboard', 'Dashboard', (page) => page.getByTestId('day-coverage')),
      reaches: [/^div "Coverage of today's events by 15 minutes"$/, /^button "Larger coverage picture"$/],
    },
    {
      name: 'running event (coverage strip, ended shifts folded, trend)',
      open: openRunning,
      reaches: [...COVERAGE, /^button "Larger coverage picture"$/, /^button "Show ended shifts"$/],
    },
    {
      name: 'event',
      open: async (page) => {
        await goTo(page, 'Dashboard');
        await page.locator(`[data-event-id="${events[0]}"] button.name`).click();
        await page.locator('[data-testid="shift-list"] [data-shift-id]').first().waitFor();
        // The admins' links are in the panel "Details" opens: walked with it open.
        await page.getByTestId('event-details-chip').click();
        await page.locator('a[href^="mailto:"]').first().waitFor();
      },
    },
    {
      name: 'running event (coverage larger, ended shifts shown)',
      open: async (page) => {
        await openRunning(page);
        await page.getByRole('button', { name: 'Larger coverage picture' }).click();
        await page.getByTestId('ended-fold').getByRole('button', { name: 'Show' }).click();
      },
      reaches: [...COVERAGE, /^button "Smaller coverage picture"$/, /^button "Hide ended shifts"$/],
    },
    section('crew', 'Crew', (page) => page.locator('[data-testid="crew-list"] [data-worker-id]').first()),
    section('orders', 'Orders', (page) => page.locator('[data-state="unknown"]')),
    section('settings', 'Settings', (page) => page.getByText('0.0.0-e2e')),
    section('tasks', 'Tasks', (page) => page.locator('[data-testid="tasks-list"] [data-task-id]').first()),
    {
      name: 'clients',
      open: async (page) => {
        const client = app.simulator!.store.data.clients[0]!;
        await openClient(page, client.summary.id);
        await openDocument(page, client.documents[0]!.id);
        await page.getByTestId('client-document').waitFor();
      },
    },
    {
      name: 'office integration',
      open: async (page) => {
        await goTo(page, 'Office');
        await page.getByLabel('Integration id').fill('11');
        await page.getByRole('button', { name: 'Show integration' }).click();
        await page.getByTestId('integration-details').waitFor();
      },
    },
    {
      name: 'office audit log',
      open: async (page) => {
        await goTo(page, 'Office');
        await page.getByRole('tab', { name: 'Audit log' }).click();
        await page.locator('[data-testid="audit-list"] [data-entry-id]').first().waitFor();
      },
    },
    {
      name: 'compliance',
      open: async (page) => {
        await goTo(page, 'Compliance');
        await openRequirement(page, '2', '107');
      },
    },
  ];

  for (const screen of SCREENS) {
    it(`reaches every control on the ${screen.name} screen with a visible ring, in both themes`, async () => {
      await screen.open(app.page);
      const problems: Record<string, string[]> = {};
      for (const theme of THEMES) {
        await showTheme(app.page, theme);
        const walk = await walkScreen(app.page);
        problems[theme] = [
          ...walk.unreached.map((key) => `${key}: not reached`),
          ...walk.badRings,
          ...(screen.reaches ?? [])
            .filter((key) => !walk.keys.some((k) => key.test(k)))
            .map((key) => `${key}: not on the screen`),
        ];
        expect(walk.reached).toBeGreaterThan(8);
      }
      expect(problems).toEqual({ light: [], dark: [] });
    });
  }

  it("walks the coverage's table of figures with a visible ring, and gives focus back to Table when it closes", async () => {
    const { page } = app;
    await openRunning(page);
    // The larger form is remembered: back to the strip for the screens after.
    const smaller = page.getByRole('button', { name: 'Smaller coverage picture' });
    if (await smaller.isVisible()) await smaller.click();
    for (const theme of THEMES) {
      await showTheme(page, theme);
      await page.getByRole('button', { name: 'Table of coverage by 15 minutes' }).focus();
      await page.keyboard.press('Enter');
      await page.getByTestId('coverage-table').waitFor();
      await expect.poll(() => focusedControl(page).then((f) => f?.key)).not.toMatch(/^button "Table/);
      const walk = await walkDialog(page);
      expect(walk.badRings).toEqual([]);
      expect(walk.keys).toEqual(expect.arrayContaining(['button "Close"', 'div "Coverage figures, scrollable"']));
      await page.keyboard.press('Escape');
      await expectVisibleFocus(page, /^button "Table of coverage by 15 minutes"$/);
    }
  });

  // Spanish words are longer and other controls' names change: the main screens walked again in
  // Spanish. Each is opened in English (the way there is named in words), then read in Spanish.
  for (const screen of SCREENS.filter((s) => ['dashboard', 'event', 'orders', 'settings'].includes(s.name))) {
    it(`in Spanish, reaches every control on the ${screen.name} screen with a visible ring, in both themes`, async () => {
      const { page } = app;
      await screen.open(page);
      const problems: Record<string, string[]> = {};
      try {
        await setTestLanguage(page, 'es');
        expect(await page.evaluate(() => document.documentElement.lang)).toBe('es');
        for (const theme of THEMES) {
          await showTheme(page, theme);
          const walk = await walkScreen(page);
          problems[theme] = [...walk.unreached.map((key) => `${key}: not reached`), ...walk.badRings];
          expect(walk.reached).toBeGreaterThan(8);
        }
      } finally {
        await setTestLanguage(page, null);
      }
      expect(problems).toEqual({ light: [], dark: [] });
    });
  }

  it('shows the heading it focuses when Alt+1…6 opens a screen, after a mouse click too', async () => {
    const { page } = app;
    for (const theme of THEMES) {
      await showTheme(page, theme);
      for (const [key, heading] of [
        ['Alt+1', 'Dashboard'],
        ['Alt+2', 'Crew'],
        ['Alt+3', 'Orders'],
        ['Alt+5', 'Settings'],
        ['Alt+6', 'Tasks'],
      ] as const) {
        // From a mouse click: the browser then does not count the shortcut's focus move as keyboard focus.
        await goTo(page, 'Follow');
        await page.keyboard.press(key);
        await page.getByRole('heading', { level: 1, name: heading }).waitFor();
        await expect.poll(() => focusedControl(page).then((f) => f?.key)).toBe(`h1 "${heading}"`);
        await expectVisibleFocus(page, new RegExp(`^h1 "${heading}"`));
      }
    }
  });

  it('keeps focus on the sync button while it turns into "Cancel sync" and back', async () => {
    const { page } = app;
    await showTheme(page, 'light');
    app.simulator!.store.faults.set({ latencyMs: 150 });
    const finished = app.nextEvent('sync:finished');
    await page.getByRole('button', { name: 'Sync now' }).focus();
    await page.keyboard.press('Enter');
    await page.getByRole('button', { name: 'Cancel sync' }).waitFor();
    await expectVisibleFocus(page, /^button "Cancel sync"/);
    await finished;
    app.simulator!.store.faults.set({});
    await page.getByRole('button', { name: 'Sync now' }).waitFor();
    await expectVisibleFocus(page, /^button "Sync now"/);
  });
});

describe('connect screen', () => {
  let app: LaunchedApp;
  beforeAll(async () => {
    app = await launchApp({ viewport: { width: 1280, height: 800 } });
  });
  afterAll(() => app?.close());

  it('moves focus to the message when the server refuses the key', async () => {
    const { page } = app;
    await fillConnect(page, app.baseUrl, 'not-the-right-key');
    await page.getByRole('button', { name: 'Connect', exact: true }).focus();
    await page.keyboard.press('Enter');
    await page.getByRole('alert').waitFor();
    await expect
      .poll(() => page.evaluate(() => document.activeElement?.querySelector('[role="alert"]') !== null))
      .toBe(true);
    await expectVisibleFocus(page, /The server refused the key|key/i);
  });
});

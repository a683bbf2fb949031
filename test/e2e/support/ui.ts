/**
 * Steps through the real UI shared by the e2e flow, the screenshots and the UI benchmark:
 * each waits for what the supervisor would wait for, never for a fixed time.
 */
import type { Page } from 'playwright-core';
import { expect } from 'vitest';
import { anyLanguage, m } from './words';

/** First run: "Explore with demo data", then the follow screen once the event list is stored. */
export async function startDemo(page: Page): Promise<void> {
  await page.getByRole('button', { name: anyLanguage(m.connect_demo) }).click();
  await page.locator('[data-testid="follow-events"] [data-event-id]').first().waitFor();
}

/** The connect screen filled in for a custom server and key, not yet sent. */
export async function fillConnect(page: Page, baseUrl: string, apiKey: string): Promise<void> {
  await page.getByLabel('Custom base URL').check();
  await page.getByRole('textbox', { name: 'Base URL' }).fill(baseUrl);
  await page.getByLabel('API key').fill(apiKey);
}

/** Ticks an event's box on the follow screen (searching for it first) and waits until saved. */
export async function followEvent(page: Page, eventId: string): Promise<void> {
  const search = page.getByLabel('Search events');
  await search.fill(eventId);
  const box = page.locator(`[data-event-id="${eventId}"] input[type="checkbox"]`);
  await box.check();
  await page.locator(`label.pick.on[data-event-id="${eventId}"]`).waitFor();
  await search.fill('');
}

/** The follow screen's Crew tab, once its list is stored, with each of these workers followed. */
export async function followCrew(page: Page, workerIds: readonly string[]): Promise<void> {
  await page.getByRole('tab', { name: 'Crew' }).click();
  await page.locator('[data-testid="follow-workers"] [data-worker-id]').first().waitFor();
  for (const id of workerIds) await followWorker(page, id);
}

export async function followWorker(page: Page, workerId: string): Promise<void> {
  const search = page.getByLabel('Search workers');
  await search.fill(workerId);
  await page.locator(`[data-worker-id="${workerId}"] input[type="checkbox"]`).check();
  await page.locator(`label.pick.on[data-worker-id="${workerId}"]`).waitFor();
  await search.fill('');
}

/** The nav buttons (Alt+1…) go to the sections; the heading tells when the screen is there. */
export async function goTo(
  page: Page,
  section: 'Dashboard' | 'Crew' | 'Orders' | 'Follow' | 'Settings' | 'Tasks' | 'Clients' | 'Compliance' | 'Office',
): Promise<void> {
  await page.getByRole('navigation', { name: 'Sections' }).getByRole('button', { name: section }).click();
}

/** Offline, from the crew list: orders the item for the worker, sees it wait for the network, closes. */
export async function orderWhileOffline(page: Page, workerId: string, itemName: string): Promise<void> {
  await page.locator(`[data-worker-id="${workerId}"] button.order`).click();
  const dialog = page.getByRole('dialog');
  await dialog.getByRole('radio', { name: itemName }).check();
  await dialog.getByRole('button', { name: `Place order: ${itemName}` }).click();
  await dialog.getByText('Will be sent when back online.').waitFor();
  await dialog.getByRole('button', { name: 'Close' }).click();
}

/** On the Compliance screen: opens a requirement by its ids. */
export async function openRequirement(page: Page, templateId: string, requirementId: string): Promise<void> {
  await page.getByLabel('Template id').fill(templateId);
  await page.getByLabel('Requirement id').fill(requirementId);
  await page.getByRole('button', { name: 'Open', exact: true }).click();
  await page.getByTestId('requirement').waitFor();
}

/** The state of each order on the Orders screen, top to bottom. */
export function orderStates(page: Page): Promise<(string | undefined)[]> {
  return page
    .locator('[data-testid="orders-list"] [data-order-id]')
    .evaluateAll((rows) => rows.map((r) => (r as HTMLElement).dataset['state']));
}

/** The figures one dashboard row shows, read from the page. */
export async function dashboardFigures(page: Page, eventId: string) {
  const row = page.locator(`[data-testid="dashboard-list"] [data-event-id="${eventId}"]`);
  const fill = (await row.locator('[data-testid="event-fill"]').innerText()).replace(/\s+/g, ' ');
  const understaffed = (await row.locator('[data-testid="event-understaffed"] .count').innerText()).trim();
  const m = /([\d,]+) of ([\d,]+) filled/.exec(fill);
  const percent = /(\d+)%/.exec(fill);
  const num = (s: string | undefined) => Number((s ?? '').replace(/,/g, ''));
  return {
    filled: num(m?.[1]),
    needed: num(m?.[2]),
    percent: percent ? Number(percent[1]) : undefined,
    understaffed: num(understaffed),
    text: fill,
  };
}

/** The Clients section with one client's page open, once its first page of orders shows. */
export async function openClient(page: Page, clientId: string): Promise<void> {
  await goTo(page, 'Clients');
  await page.locator(`[data-client-id="${clientId}"]`).click();
  await page.getByRole('heading', { name: 'Orders' }).waitFor();
  await page.locator('[data-testid="client-orders"] li').first().waitFor();
}

/** On a client's page: "Open document by id". */
export async function openDocument(page: Page, documentId: string | number): Promise<void> {
  await page.getByLabel('Open document by id').fill(String(documentId));
  await page.getByRole('button', { name: 'Open', exact: true }).click();
}

/**
 * Dismisses every alert shown under the screen. Alerts take a row of their own while shown, so
 * a test that counts what fits on a screen at a given size clears them first (whether a short
 * shift is due depends on the time of day the test runs).
 */
export async function dismissAlerts(page: Page): Promise<void> {
  const dismiss = page
    .getByTestId('alerts')
    .getByRole('button', { name: /^Dismiss: / })
    .first();
  // Bounded: the list re-renders on each alert round, so a button may go before it is clicked.
  for (let i = 0; i < 20 && (await dismiss.isVisible()); i += 1) {
    await dismiss.click({ timeout: 2_000 }).catch(() => undefined);
  }
  expect(await page.getByTestId('alerts').isVisible(), 'alerts still shown after dismissing them').toBe(false);
}

/** A simulator clock at 11:59 PM on this machine's today: every shift and entry of the day is over. */
export function lateToday(): Date {
  const now = new Date();
  return new Date(now.getFullYear(), now.getMonth(), now.getDate(), 23, 59);
}

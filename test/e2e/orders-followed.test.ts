// An order followed to the end through the real UI in Chromium: placed offline from the crew
// list, placed once back online, then approved and completed by the office (the simulator's
// control endpoint), each step read by a sync and shown on the order's row; the approval and the
// completion announced once each, in the app and on the desktop; "as of" once offline again.
// Screenshots of each step go to out/screenshots/orders-followed-*.png.
import { mkdir } from 'node:fs/promises';
import { describe, expect, it } from 'vitest';
import { useApp } from './support/demo-app';
import { followCrew, goTo, orderWhileOffline, startDemo } from './support/ui';

const WORKER = '3002';
const SHOTS = 'out/screenshots';

const apps = useApp();

describe('an order followed to the end', () => {
  it('offline → placed → approved → completed, with the office message, once-only announcements and "as of"', async () => {
    const app = await apps.launch({ viewport: { width: 1280, height: 720 } });
    const { page } = app;
    const shot = (step: string) => page.screenshot({ path: `${SHOTS}/orders-followed-${step}.png` });
    await mkdir(SHOTS, { recursive: true });
    await startDemo(page);
    await followCrew(page, [WORKER]);
    await app.core.sync.idle();
    const item = app.simulator!.store.snapshot().orderables[1]!;

    await goTo(page, 'Crew');
    await page.locator('[data-testid="crew-list"] [data-worker-id]').first().waitFor();
    await app.setOnline(false);
    await page.getByTestId('connectivity').getByText('Offline').waitFor();
    await orderWhileOffline(page, WORKER, item.name);

    await goTo(page, 'Orders');
    const path = page.getByTestId('order-path');
    await expect.poll(() => path.getAttribute('data-reached')).toBe('queued');
    await shot('1-queued-offline');

    await app.setOnline(true);
    await expect.poll(() => path.getAttribute('data-reached'), { timeout: 10_000 }).toBe('placed');
    const [placed] = app.simulator!.store.snapshot().orders;
    expect(placed).toMatchObject({ status: '0' });
    // The window tells main to follow it (after a moment of quiet); from then on each sync reads it.
    await expect.poll(() => app.core.sync.followedOrders.due().map((o) => o.orderId)).toEqual([placed!.id]);
    await shot('2-placed');

    /** The office moves the order; "Sync now" reads it. */
    const office = async (move: { status: string; response_message?: string }) => {
      const res = await fetch(`${app.simulator!.url}/__simulator/orders/${placed!.id}`, {
        method: 'POST',
        headers: { 'X-API-KEY': app.apiKey, 'Content-Type': 'application/json' },
        body: JSON.stringify(move),
      });
      expect(res.status).toBe(200);
      await app.core.sync.idle();
      await page.getByRole('button', { name: 'Sync now' }).click();
    };

    await office({ status: '1', response_message: 'Pick up at trailer 3' });
    await expect.poll(() => path.getAttribute('data-reached'), { timeout: 10_000 }).toBe('approved');
    const row = page.locator(`[data-testid="orders-list"] [data-order-id]`);
    await expect.poll(() => row.locator('.state').innerText()).toMatch(/Approved/);
    // The in-app alert, and the desktop notification, once.
    const alert = page.locator('[data-alert-id$=":1"][data-kind="order-moved"]');
    await alert.waitFor();
    expect(await alert.innerText()).toMatch(/Order approved[\s\S]*for .*Pick up at trailer 3/);
    const approvals = () => app.alertNotifications.shown.filter((n) => n.title === 'Order approved');
    await expect.poll(() => approvals().length).toBe(1);
    expect(approvals()[0]!.target).toEqual({ kind: 'order', localId: expect.any(String) });
    await path.locator('summary').click();
    await page.getByTestId('office-message').getByText('Pick up at trailer 3').waitFor();
    await shot('3-approved-open');

    // The worker's page lists the open order with its path.
    await page.locator('[data-testid="orders-list"] [data-order-id]').first().waitFor();
    await goTo(page, 'Crew');
    await page.locator(`[data-worker-id="${WORKER}"] button.name`).click();
    const open = page.getByTestId('worker-open-orders');
    await open.getByText('Open orders (1)').waitFor();
    expect(await open.getByTestId('order-path').getAttribute('data-reached')).toBe('approved');
    await shot('4-worker-open-orders');

    await goTo(page, 'Orders');
    // Read again with nothing new: not announced again.
    await page.getByRole('button', { name: 'Sync now' }).click();
    await app.core.sync.idle();
    await office({ status: '2', response_message: 'Handed over at trailer 3' });
    await expect.poll(() => path.getAttribute('data-reached'), { timeout: 10_000 }).toBe('completed');
    const completions = () => app.alertNotifications.shown.filter((n) => n.title === 'Order completed');
    await expect.poll(() => completions().length).toBe(1);
    expect(approvals()).toHaveLength(1);
    await shot('5-completed');

    await app.setOnline(false);
    await page.getByTestId('connectivity').getByText('Offline').waitFor();
    await path.getByText(/as of /).waitFor();
    await shot('6-completed-offline-as-of');
    expect(app.simulator!.store.snapshot().orders).toHaveLength(1);
  });
});

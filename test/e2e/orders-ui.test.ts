// Worker orders through the real UI in Chromium: placed offline from the crew list, still
// queued on the Orders screen after a restart, and each delivered exactly once when back online.
import { describe, expect, it } from 'vitest';
import { useApp } from './support/demo-app';
import { followCrew, goTo, orderStates, orderWhileOffline } from './support/ui';

const CREW = ['3001', '3002', '3003'];

const apps = useApp();

describe('worker orders through the UI', () => {
  it('offline → three orders from the crew list → restart → still queued → online → each placed once', async () => {
    const app = await apps.following((page) => followCrew(page, CREW));
    const { page } = app;

    const { workers, orderables } = app.simulator!.store.snapshot();
    const items = CREW.map((id, i) => ({ worker: workers.find((w) => w.id === id)!, item: orderables[i]! }));

    await goTo(page, 'Crew');
    await page.locator('[data-testid="crew-list"] [data-worker-id]').first().waitFor();
    await app.setOnline(false);
    await page.getByTestId('connectivity').getByText('Offline').waitFor();

    for (const { worker, item } of items) await orderWhileOffline(page, worker.id, item.name);
    // A 1280-px bar says "3 orders waiting"; the whole words are on hover.
    await expect.poll(() => page.getByTestId('orders-badge').innerText()).toMatch(/3 orders waiting/);
    expect(await page.getByTestId('orders-badge').getAttribute('title')).toMatch(/3 orders waiting to be sent/);

    await app.restart();
    await goTo(app.page, 'Orders');
    await expect.poll(() => orderStates(app.page), { timeout: 10_000 }).toEqual(['queued', 'queued', 'queued']);
    expect(app.simulator!.store.snapshot().orders).toEqual([]);

    await app.setOnline(true);
    await expect
      .poll(() => orderStates(app.page), { timeout: 10_000 })
      .toEqual(['delivered', 'delivered', 'delivered']);

    const server = app.simulator!.store.snapshot().orders;
    expect(server).toHaveLength(3);
    for (const { worker, item } of items) {
      const placed = server.filter(
        (o) => o.personnel_id === worker.personnel_id && o.companies_personnel_orderables_id === item.id,
      );
      expect(placed).toHaveLength(1);
      await app.page.getByText(`Order ${placed[0]!.id} at the office`).waitFor();
    }
    await expect.poll(() => app.page.getByTestId('orders-badge').innerText()).toBe('');
  });
});

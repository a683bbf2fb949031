// "Disconnect and erase" in real Chromium with real IndexedDB: an order placed offline is listed,
// survives every way out of the dialog but an explicit, typed discard, and is erased only then.
import { describe, expect, it } from 'vitest';
import { useApp } from './support/demo-app';
import { followCrew, goTo, orderStates, orderWhileOffline } from './support/ui';

const apps = useApp();

describe('disconnect with orders not placed', () => {
  it('lists the queued order, keeps it on cancel and on a wrong word, erases it only after a typed discard', async () => {
    const app = await apps.following((page) => followCrew(page, ['3001']));
    const { page } = app;
    const item = app.simulator!.store.snapshot().orderables[0]!;

    await goTo(page, 'Crew');
    await app.setOnline(false);
    await page.getByTestId('connectivity').getByText('Offline').waitFor();
    await orderWhileOffline(page, '3001', item.name);

    await goTo(page, 'Settings');
    await page.getByRole('button', { name: 'Disconnect and erase local data…' }).click();
    const dialog = page.getByRole('dialog', { name: 'Orders not placed yet' });
    await expect.poll(() => dialog.getByTestId('unsent-orders').innerText()).toContain(item.name);
    await dialog.getByRole('button', { name: 'Keep everything' }).click();

    await page.getByRole('button', { name: 'Disconnect and erase local data…' }).click();
    await dialog.getByLabel(/Type “discard”/).fill('discar');
    expect(await dialog.getByRole('button', { name: 'Discard 1 order and erase' }).isDisabled()).toBe(true);
    await page.keyboard.press('Escape');

    await goTo(page, 'Orders');
    await expect.poll(() => orderStates(app.page), { timeout: 10_000 }).toEqual(['queued']);

    await goTo(page, 'Settings');
    await page.getByRole('button', { name: 'Disconnect and erase local data…' }).click();
    await dialog.getByLabel(/Type “discard”/).fill('discard');
    await dialog.getByRole('button', { name: 'Discard 1 order and erase' }).click();
    await page.getByRole('button', { name: 'Explore with demo data' }).waitFor();
    const databases = await page.evaluate(async () => (await indexedDB.databases()).map((d) => d.name));
    expect(databases.filter((name) => name?.startsWith('fieldsup'))).toEqual([]);
    expect(app.simulator!.store.snapshot().orders).toEqual([]);
  });
});

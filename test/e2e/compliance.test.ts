// Compliance edits in real Chromium against the simulator: a change made offline waits in the
// outbox (shown as pending, listed with the orders), a second change folds into it, and once
// back online one PATCH goes out and the screen shows what the server confirmed.
import { describe, expect, it } from 'vitest';
import { useApp } from './support/demo-app';
import { goTo, openRequirement } from './support/ui';

const apps = useApp();

describe('Compliance edits', () => {
  it('offline: queued and pending; back online: delivered once, then the confirmed value', async () => {
    const app = await apps.demo();
    const { page } = app;
    const requirement = app.simulator!.store.data.templates[1]!.requirements[2]!;
    const id = String(requirement.id);
    const wasRequired = requirement.is_required;
    const patches = () =>
      Object.entries(app.simulator!.store.traffic.requests)
        .filter(([route]) => route.startsWith('PATCH '))
        .reduce((sum, [, n]) => sum + n, 0);

    await app.setOnline(false);
    await page.getByTestId('connectivity').getByText('Offline').waitFor();
    await goTo(page, 'Compliance');
    await openRequirement(page, '2', id);
    await page.getByTestId('confirmed-none').waitFor();

    await page.getByRole('radio', { name: wasRequired ? 'Not required' : 'Required', exact: true }).check();
    await page.getByRole('button', { name: 'Save change' }).click();
    const pending = page.getByTestId('pending');
    await expect
      .poll(() => pending.innerText())
      .toMatch(new RegExp(`Pending: required → ${wasRequired ? 'no' : 'yes'}, queued \\d{1,2}:\\d{2}`));
    expect(await pending.innerText()).toContain('Offline: it is sent when back online.');

    // A second change while the first waits: one edit carries both.
    await page.getByRole('checkbox', { name: 'Replace the notes' }).check();
    await page.getByRole('textbox', { name: 'Notes' }).fill('Bring the card on day one.');
    await page.getByRole('button', { name: 'Save change' }).click();
    await expect.poll(() => pending.innerText()).toContain('notes → “Bring the card on day one.”');

    await goTo(page, 'Orders');
    const row = page.locator('[data-testid="orders-list"] [data-order-id]');
    await expect.poll(() => row.count()).toBe(1);
    expect(await row.getAttribute('data-state')).toBe('queued');
    expect(await row.innerText()).toContain(`Requirement ${id} of template 2`);
    expect(await row.innerText()).toContain('Includes 1 later change');
    expect(requirement.is_required).toBe(wasRequired);

    await app.setOnline(true);
    await expect.poll(() => row.getAttribute('data-state'), { timeout: 10_000 }).toBe('delivered');
    expect(await row.innerText()).toContain('Confirmed by the server');
    expect(requirement).toMatchObject({ is_required: !wasRequired, notes: 'Bring the card on day one.' });

    await goTo(page, 'Compliance');
    await page
      .getByTestId('known-requirements')
      .getByRole('button', { name: `Requirement ${id} of template 2` })
      .click();
    const confirmed = page.getByTestId('confirmed');
    await expect.poll(() => confirmed.innerText()).toContain('Bring the card on day one.');
    expect(await confirmed.innerText()).toMatch(new RegExp(`Required\\s+${wasRequired ? 'no' : 'yes'}`));
    expect(await page.getByTestId('pending').count()).toBe(0);
    expect(patches()).toBe(1);
  });
});

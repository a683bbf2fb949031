// The HR contacts in real Chromium against the simulator: stored by the sync with nothing
// followed, opened from any screen by the shortcut, and still readable with the network gone.
import { describe, expect, it } from 'vitest';
import { createClient } from '../../main/core/api/client';
import { OPERATIONS } from '../../main/core/api/operations';
import { useApp } from './support/demo-app';
import { goTo } from './support/ui';

const apps = useApp();

describe('HR contacts', () => {
  it('come with every sync, default first, and stay readable offline', async () => {
    const app = await apps.demo();
    const { page } = app;
    const { url, apiKey } = app.simulator!;
    const served = await createClient({ baseUrl: url, apiKey }).call(OPERATIONS.hrContacts, undefined);
    const byDefault = [...served].sort((a, b) => (b.is_default ?? 0) - (a.is_default ?? 0));
    const dflt = byDefault[0]!;
    expect(dflt.is_default).toBe(1);

    await goTo(page, 'Settings');
    await page.keyboard.press('Control+Shift+H');
    const dialog = page.getByRole('dialog', { name: 'HR contacts' });
    const rows = dialog.getByTestId('hr-contact');
    await expect.poll(() => rows.count()).toBe(served.length);
    expect(await rows.first().innerText()).toContain(dflt.hr_manager!);
    expect(await rows.first().innerText()).toContain('Default contact');
    expect(
      await dialog.getByRole('link', { name: `Call ${dflt.hr_manager}: ${dflt.hr_phone}` }).getAttribute('href'),
    ).toBe(`tel:${dflt.hr_phone!.replace(/\D/g, '')}`);
    await expect.poll(() => dialog.innerText()).toMatch(/As of /);
    await page.keyboard.press('Escape');
    await dialog.waitFor({ state: 'detached' });

    await app.setOnline(false);
    await page.getByTestId('connectivity').getByText('Offline').waitFor();
    await goTo(page, 'Dashboard');
    await page.keyboard.press('Control+Shift+H');
    await expect.poll(() => rows.count()).toBe(served.length);
    expect(await rows.first().innerText()).toContain(dflt.hr_manager!);
    await dialog.getByText(/Offline: this is the copy stored on this computer/).waitFor();
    await dialog.getByRole('link', { name: `E-mail ${dflt.hr_manager}: ${dflt.hr_email}` }).waitFor();
  });
});

// Issue 23 in real Chromium against the simulator: codes read as words (tasks, the audit log and
// its filters, people by name); a requirement, an integration and a client document open without
// knowing an id; and one story per order (a 5xx, the dialog that turns to Placed, "no cost",
// one badge with readable words).
import { describe, expect, it } from 'vitest';
import { useApp } from './support/demo-app';
import { followCrew, followEvent, goTo, lateToday, openClient, startDemo } from './support/ui';

const apps = useApp();

describe('words, not codes', () => {
  it('task statuses read in words, the raw one under Details; the audit log says who and what in words, filtered by choices', async () => {
    // Late in the day, so every audit entry (the last at 5 PM today) is already served.
    const app = await apps.launch({ viewport: { width: 1280, height: 800 }, simulator: { clock: lateToday } });
    const { page } = app;
    await startDemo(page);
    // Follow an event of which the newest audit entry's author is an admin: the app then knows them.
    const newestEntry = app.simulator!.store.data.audit[0]!;
    const event = app.simulator!.store.data.events.find((e) => e.admins.some((a) => a.id === newestEntry.accessed_by))!;
    const author = event.admins.find((a) => a.id === newestEntry.accessed_by)!;
    await followEvent(page, event.summary.id);
    await app.core.sync.idle();

    // Tasks: "in_progress" and "on_hold" are never shown as codes.
    await page.keyboard.press('Alt+6');
    await page.getByRole('heading', { name: 'Tasks' }).waitFor();
    const statusBox = page.getByRole('combobox', { name: 'Status' });
    // The choices are built from the stored tasks: polled until the synced ones are read.
    const options = () => statusBox.locator('option').allInnerTexts();
    await expect.poll(async () => (await options()).join('|')).toMatch(/In progress/);
    const statusLabels = await options();
    expect(statusLabels.join('|')).toMatch(/On hold/);
    expect(statusLabels.join('|')).not.toMatch(/_/);
    await statusBox.selectOption('on_hold');
    const row = page.locator('[data-testid="tasks-list"] [data-task-id]').first();
    await expect.poll(() => row.locator('.status').innerText()).toBe('On hold');
    await row.locator('button.row-open').click();
    const detail = page.getByTestId('task-detail');
    await detail.getByText('Details').click();
    expect(await detail.innerText()).toMatch(/Status\s+On hold[\s\S]*The server's status: on_hold/);
    await page.keyboard.press('Escape');

    // The audit log: types and access in words, a known admin by name, no "(user 506)".
    await goTo(page, 'Office');
    await page.getByRole('tab', { name: 'Audit log' }).click();
    await page.getByTestId('audit-count').getByText('50 entries, more on the server').waitFor();
    // The virtual list draws its rows a frame after the count.
    await page.locator('[data-testid="audit-list"] [data-entry-id] .line').first().waitFor();
    const lines = await page.locator('[data-testid="audit-list"] [data-entry-id] .line').allInnerTexts();
    const text = lines.join('\n');
    expect(text).not.toMatch(/offer_letter|background_check|\bw4\b|\bi9\b|\(user \d+\)|#\d+/);
    expect(text).toMatch(/Viewed|Downloaded|Printed|Changed/);
    // Named once the followed event's admins are stored (the sync that following started).
    // The newest entry's author is an admin of the followed event: named once the sync stored them.
    const newest = page.locator(`[data-testid="audit-list"] [data-entry-id="${newestEntry.id}"] .line`);
    await expect.poll(() => newest.innerText(), { timeout: 15_000 }).toContain(author.name);
    expect(await newest.innerText()).not.toMatch(/user \d+/i);

    // The filters: choices in words built from what was seen, plus a typed code.
    const docType = page.getByLabel('Document type', { exact: true });
    const choices = await docType.locator('option').allInnerTexts();
    expect(choices).toEqual(expect.arrayContaining(['Any document', 'Background check', 'Offer letter', 'W-4 form']));
    expect(choices.join('|')).not.toMatch(/_/);
    await docType.selectOption({ label: 'Offer letter' });
    await page.getByRole('button', { name: 'Apply filters' }).click();
    const offers = app.simulator!.store.data.audit.filter((e) => e.document_type === 'offer_letter').length;
    await page
      .getByTestId('audit-count')
      .getByText(`${Math.min(50, offers)} entries`)
      .waitFor();
    for (const line of await page.locator('[data-testid="audit-list"] [data-entry-id] .line').allInnerTexts())
      expect(line).toMatch(/Offer letter \d+/);
    // Still offered after filtering: the choices remember every code seen.
    expect(await docType.locator('option').allInnerTexts()).toContain('Background check');
    await docType.selectOption({ label: 'Other (type its code)…' });
    await page.getByLabel('Document type code').fill('i9');
    await page.getByRole('button', { name: 'Apply filters' }).click();
    await expect
      .poll(async () => (await page.locator('[data-testid="audit-list"] [data-entry-id] .line').allInnerTexts())[0])
      .toMatch(/I-9 form \d+/);
  });
});

describe('no dead ends', () => {
  it('a newcomer opens a requirement, an integration and a client document from the demo examples, then finds them under Recently opened', async () => {
    const app = await apps.launch({ viewport: { width: 1280, height: 800 } });
    const { page } = app;
    await startDemo(page);
    const state = app.simulator!.store.snapshot();

    // Compliance: one click on an example, then it is listed as recently opened.
    await goTo(page, 'Compliance');
    const template = state.templates[0]!;
    const requirement = `Requirement ${template.requirement_ids[0]} of template ${template.id}`;
    await page.getByTestId('example-requirements').getByRole('button', { name: requirement }).click();
    await page.getByTestId('requirement').getByRole('heading', { name: requirement }).waitFor();
    await page.getByTestId('recent-requirements').getByRole('button', { name: requirement }).waitFor();

    // Office → Integration: an example opens its details; its name is kept under Recently opened.
    await goTo(page, 'Office');
    await page.getByRole('tab', { name: 'Integration' }).click();
    const integrationId = state.integrations[0]!.id;
    await page
      .getByTestId('example-integrations')
      .getByRole('button', { name: `Integration ${integrationId}` })
      .click();
    const details = page.getByTestId('integration-details');
    await details.waitFor();
    const name = await details.locator('h2').innerText();
    await page
      .getByTestId('recent-integrations')
      .getByRole('button', { name: new RegExp(`^${name} · id ${integrationId}$`) })
      .waitFor();

    // A client with documents: its demo documents are offered, and one opens on the first click.
    const doc = state.documents.find((d) => !d.deleted)!;
    const other = state.clients.find((c) => !state.documents.some((d) => d.client_id === c.id));
    if (other) {
      await openClient(page, other.id);
      // A client without any points to those that have documents.
      await page
        .getByTestId('example-document-clients')
        .getByRole('button', { name: `Client ${doc.client_id}` })
        .click();
    } else {
      await openClient(page, doc.client_id);
    }
    await page
      .getByTestId('example-documents')
      .getByRole('button', { name: `Document ${doc.id}` })
      .click();
    const opened = page.getByTestId('client-document');
    await opened.waitFor();
    expect(await opened.innerText()).toContain(String(doc.id));
    expect(await page.locator('body').innerText()).not.toContain('The server has no document');
  });
});

describe('one story per order', () => {
  it('a 500 reads as one story, the dialog turns to Placed, a zero cost reads "no cost", and Orders has one readable badge', async () => {
    const app = await apps.following((page) => followCrew(page, ['3001']), { viewport: { width: 1280, height: 800 } });
    const { page } = app;
    await goTo(page, 'Crew');
    const orderButton = page.locator('[data-worker-id="3001"] button.order');
    const dialog = page.getByRole('dialog');

    // "no cost" and prices agree: the free parking pass is not "$0.00".
    await orderButton.click();
    const pass = dialog.locator('label.item', { hasText: 'Monthly parking pass' });
    expect(await pass.locator('.cost').innerText()).toBe('no cost');
    expect(await dialog.innerText()).not.toMatch(/0\.00/);

    // The server fails the POST with a 500: one story, one decision.
    app.simulator!.store.faults.set({ failNext: 1 });
    await dialog.getByRole('radio', { name: 'Event staff jacket' }).check();
    await dialog.getByRole('button', { name: 'Place order: Event staff jacket' }).click();
    const state = dialog.getByTestId('order-dialog-state');
    await expect.poll(() => state.getAttribute('data-state'), { timeout: 10_000 }).toBe('unknown');
    const unsure = await state.innerText();
    expect(unsure).toContain('Not sure it arrived');
    expect(unsure).toContain('The server had a problem; it may or may not have stored this order.');
    expect(unsure).toContain('Check the office dashboard, then mark it placed or send it again.');
    expect(unsure).not.toMatch(/refused/i);
    await dialog.getByRole('button', { name: 'Close' }).click();

    // One badge on Orders, its words in the item's accessible name.
    const nav = page.getByRole('navigation', { name: 'Sections' });
    await nav.getByRole('button', { name: /^Orders\s*,\s*1\s*needs attention$/ }).waitFor();
    expect(await nav.getByTestId('nav-orders-badge').count()).toBe(1);
    expect(await nav.getByTestId('nav-orders-badge').innerText()).toBe('1');
    const orders = nav.getByRole('button', { name: /^Orders/ });
    const box = await orders.boundingBox();
    const lineHeight = await orders.evaluate((el) => parseFloat(getComputedStyle(el).lineHeight) || 20);
    expect(box!.height).toBeLessThan(lineHeight * 2 + 24);

    // The same words on the Orders screen.
    await goTo(page, 'Orders');
    const row = page.locator('[data-testid="orders-list"] [data-state="unknown"]');
    await expect
      .poll(() => row.innerText(), { timeout: 10_000 })
      .toContain(
        'The server had a problem; it may or may not have stored this order. Check the office dashboard, then mark it placed or send it again.',
      );
    expect(await row.innerText()).not.toMatch(/refused/i);

    // A second order, answered while the dialog is open: it turns to Placed.
    await goTo(page, 'Crew');
    await orderButton.click();
    await dialog.getByRole('radio', { name: 'Black staff polo' }).check();
    await dialog.getByRole('button', { name: 'Place order: Black staff polo' }).click();
    await expect.poll(() => state.getAttribute('data-state'), { timeout: 10_000 }).toBe('delivered');
    const placed = app.simulator!.store.snapshot().orders.at(-1)!;
    expect(await state.innerText()).toMatch(
      new RegExp(`^✓\\s*Placed — Black staff polo for .+ Order ${placed.id} at the office\\.$`),
    );
  });
});

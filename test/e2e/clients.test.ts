// Clients in real Chromium against the simulator: a crew member banned at a followed event's
// client is flagged on the event and on the worker; the client page asks for orders and
// documents on demand and shows what it kept, marked as a saved copy, once offline.
import { describe, expect, it } from 'vitest';
import { useApp } from './support/demo-app';
import { upcomingEventIds } from './support/demo-events';
import { followCrew, followEvent, goTo, openClient, openDocument, startDemo } from './support/ui';

const apps = useApp();

const CREW = ['3001', '3002', '3003', '3004', '3005', '3006', '3007', '3008', '3009', '3010'];

describe('client preferences', () => {
  it('flag a banned crew member on the event of that client and on the worker, and mark the preferred', async () => {
    const app = await apps.launch({ viewport: { width: 1280, height: 800 } });
    const { page } = app;
    const data = app.simulator!.store.data;
    const eventId = upcomingEventIds(app.simulator!, 1)[0]!;
    const event = data.events.find((e) => String(e.summary.id) === eventId)!;
    const client = data.clients.find((c) => c.summary.id === event.summary.client_id)!;
    const crewWorker = (personnelIds: string[]) =>
      data.workers.find((w) => CREW.includes(w.summary.id) && personnelIds.includes(w.summary.personnel_id))!;
    const banned = crewWorker(client.workers.banned.map((p) => p.personnel_id));
    const preferred = crewWorker(client.workers.preferred.map((p) => p.personnel_id));
    const bannedName = `${banned.summary.name_first} ${banned.summary.name_last}`;

    await startDemo(page);
    await followEvent(page, eventId);
    await followCrew(page, CREW);
    await app.core.sync.idle();

    await goTo(page, 'Dashboard');
    await page.locator(`[data-event-id="${eventId}"] button.name`).click();
    // The client's preferences are in the event's side panel, opened by its Details chip.
    await page.getByTestId('event-details-chip').click();
    const card = page.getByTestId('crew-at-client');
    const bannedLine = card.locator('li', { hasText: bannedName });
    await expect.poll(() => bannedLine.innerText()).toContain(`Banned at ${client.summary.client_name}`);
    const preferredName = `${preferred.summary.name_first} ${preferred.summary.name_last}`;
    expect(await card.locator('li', { hasText: preferredName }).innerText()).toContain(
      `Preferred at ${client.summary.client_name}`,
    );
    // Banned first, so the one that matters is not scrolled away.
    expect(await card.locator('li').first().innerText()).toContain('Banned at');

    await bannedLine.getByRole('button', { name: bannedName }).click();
    const onWorker = page.getByTestId('worker-at-clients');
    await expect.poll(() => onWorker.innerText()).toContain(`Banned at ${client.summary.client_name}`);
    expect(await onWorker.innerText()).toContain(event.summary.name);
  });
});

describe('the client page', () => {
  it('pages the orders, opens documents by id, and reads the saved copy offline', async () => {
    const app = await apps.demo();
    const { page } = app;
    const client = app.simulator!.store.data.clients[0]!;
    // As the server lists them now: placed by now, upcoming first.
    const served = app.simulator!.store.clientOrders(client);
    const total = served.length;
    const [active, deleted] = client.documents;

    await openClient(page, client.summary.id);
    await page.getByRole('heading', { name: client.summary.client_name }).waitFor();
    const orders = page.locator('[data-testid="client-orders"] > li');
    await expect.poll(() => orders.count()).toBe(25);
    await page.getByText(`1–25 of ${total} orders`).waitFor();
    expect(await orders.first().innerText()).toContain(served[0]!.name);
    // The reference names no portal status code: the list says so once, and no row shows a digit as its status.
    await page.getByText("The service gives each order's status as a number it does not name").waitFor();
    expect(await orders.first().innerText()).not.toMatch(/status code \d/);

    await page.getByLabel('Orders per page').selectOption('10');
    await page.getByText(`1–10 of ${total} orders`).waitFor();
    await page.getByRole('button', { name: 'Next page' }).click();
    await page.getByText(`11–20 of ${total} orders`).waitFor();
    expect(await orders.first().innerText()).toContain(served[10]!.name);
    // An order opens to its shifts.
    await orders.first().locator('summary').click();
    await expect.poll(() => orders.first().locator('tbody tr').count()).toBe(served[10]!.shifts.length);

    await openDocument(page, active!.id);
    const doc = page.getByTestId('client-document');
    await doc.getByRole('heading', { name: active!.name }).waitFor();
    await doc.getByRole('button', { name: 'Open the file in your browser' }).waitFor();
    await openDocument(page, deleted!.id);
    await doc.getByText(/Deleted on /).waitFor();
    expect(await doc.getByRole('button', { name: 'Open the file in your browser' }).count()).toBe(0);
    await openDocument(page, 1);
    await page.getByText('The server has no document 1.').waitFor();
    await page.getByText('Details for support').click();
    await page.getByText('CLT-200').waitFor();

    await app.setOnline(false);
    await page.getByTestId('connectivity').getByText('Offline').waitFor();
    await goTo(page, 'Dashboard');
    await openClient(page, client.summary.id);
    await page.getByTestId('saved-copy').first().waitFor();
    expect(await page.getByTestId('saved-copy').first().innerText()).toMatch(/^○?\s*Saved copy from /);
    await expect.poll(() => orders.count()).toBe(25);
    // A page never opened has nothing saved, and says so.
    await page.getByLabel('Orders per page').selectOption('50');
    await page.getByText('No saved copy of this page').waitFor();

    await openDocument(page, deleted!.id);
    await doc.getByText(/Deleted on /).waitFor();
    const never = client.documents.at(-1)!.id;
    await openDocument(page, never);
    await page
      .getByText(`Offline, and document ${never} was never opened on this computer.`, { exact: false })
      .waitFor();
  });
});

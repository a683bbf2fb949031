import '../../support/dom';
import { fireEvent, screen, waitFor, within } from '@testing-library/svelte';
import { describe, expect, it } from 'vitest';
import CrewScreen from '../../../../../renderer/src/features/crew/CrewScreen.svelte';
import WorkerScreen from '../../../../../renderer/src/features/crew/WorkerScreen.svelte';
import { renderWith, startApp } from '../../support/app';
import { fakeBridge } from '../../support/fake-bridge';
import { attachOutbox, crewWithCatalogue } from '../../support/orders';

async function setUp(currency?: string) {
  const { app, bridge } = await startApp(fakeBridge({ settings: { crewWorkerIds: ['1', '2'] } }));
  await crewWithCatalogue(bridge, currency);
  const { submit } = attachOutbox(app);
  return { app, bridge, submit };
}

async function openFromWorker(workerId: string, currency?: string) {
  const { app, bridge, submit } = await setUp(currency);
  renderWith(WorkerScreen, app, { workerId });
  await fireEvent.click(await screen.findByRole('button', { name: 'Place order…' }));
  const dialog = await screen.findByRole('dialog', { name: /Place order for/ });
  return { app, bridge, submit, dialog };
}

describe('Place order', () => {
  it('lists the stored catalogue with costs, "no cost" in words', async () => {
    const { dialog } = await openFromWorker('1');
    expect(await screen.findByRole('dialog', { name: 'Place order for Ana Lee' })).toBe(dialog);
    const items = await within(dialog).findAllByRole('radio');
    expect(items).toHaveLength(2);
    const labels = items.map((r) => r.closest('label')!.textContent!.replace(/\s+/g, ' ').trim());
    expect(labels).toEqual(['Event staff jacket cost 42.50', 'Replacement name badge no cost']);
    const place = within(dialog).getByRole('button', { name: 'Place order' }) as HTMLButtonElement;
    expect(place.disabled).toBe(true);
  });

  it("with the configuration's currency, costs read as money, and the queued order keeps the currency", async () => {
    const { app, dialog } = await openFromWorker('1', 'USD');
    const items = await within(dialog).findAllByRole('radio');
    const labels = items.map((r) => r.closest('label')!.textContent!.replace(/\s+/g, ' ').trim());
    expect(labels).toEqual(['Event staff jacket $42.50', 'Replacement name badge no cost']);
    await fireEvent.click(within(dialog).getByRole('radio', { name: /Event staff jacket/ }));
    await fireEvent.click(within(dialog).getByRole('button', { name: 'Place order: Event staff jacket' }));
    await waitFor(async () =>
      expect(await app.connection.db!.outbox.toArray()).toMatchObject([{ cost: '42.50', currency: 'USD' }]),
    );
  });

  it('a currency that is not a three-letter code is not trusted: the cost reads as "cost"', async () => {
    const { dialog } = await openFromWorker('1', 'US dollars');
    const jacket = await within(dialog).findByRole('radio', { name: /Event staff jacket/ });
    expect(jacket.closest('label')!.textContent!.replace(/\s+/g, ' ').trim()).toBe('Event staff jacket cost 42.50');
  });

  it('the item picker is searchable whatever the catalogue size, and says how many items it shows', async () => {
    const { dialog } = await openFromWorker('1');
    await within(dialog).findAllByRole('radio');
    expect(within(dialog).getByTestId('item-count').textContent).toBe('2 items');
    await fireEvent.input(within(dialog).getByLabelText('Search items'), { target: { value: 'JACKET' } });
    expect(
      within(dialog)
        .getAllByRole('radio')
        .map((r) => r.closest('label')!.textContent!.trim()),
    ).toHaveLength(1);
    expect(within(dialog).getByTestId('item-count').textContent).toBe('1 of 2 items');
  });

  it('offline: says "Queued — will be sent when back online" only once the order is on disk', async () => {
    const { app, bridge, dialog } = await openFromWorker('1');
    bridge.emit('connectivity:changed', { state: 'offline', since: '2026-11-22T14:00:00.000Z' });
    await fireEvent.click(await within(dialog).findByRole('radio', { name: /Replacement name badge/ }));
    await fireEvent.click(within(dialog).getByRole('button', { name: 'Place order: Replacement name badge' }));
    const done = await within(dialog).findByText(/Will be sent when back online/);
    expect(done.textContent).toMatch(/Queued — Replacement name badge for Ana Lee/);
    const stored = await app.connection.db!.outbox.toArray();
    expect(stored).toHaveLength(1);
    expect(stored[0]).toMatchObject({ workerId: '1', personnelId: 'P1', orderableId: '36', cost: '' });
    expect(document.activeElement).toBe(within(dialog).getByRole('button', { name: 'Close' }));
    await fireEvent.click(within(dialog).getByRole('button', { name: 'Show orders' }));
    expect(app.nav.route).toEqual({ name: 'orders' });
  });

  it('a worker without a personnel id: explains that the worker list must sync, and queues nothing', async () => {
    const { app, dialog } = await openFromWorker('2');
    await within(dialog).findByText(/personnel id is not known yet/);
    expect(within(dialog).queryByRole('radio')).toBeNull();
    expect(within(dialog).queryByRole('button', { name: /^Place order/ })).toBeNull();
    expect(await app.connection.db!.outbox.count()).toBe(0);
  });

  it('a refused order says why and stays open, nothing said as queued', async () => {
    const { app, dialog } = await openFromWorker('1');
    app.outbox.current!.enqueue = () => Promise.reject(new Error('The disk is full'));
    await fireEvent.click(await within(dialog).findByRole('radio', { name: /Event staff jacket/ }));
    await fireEvent.click(within(dialog).getByRole('button', { name: /Place order:/ }));
    await within(dialog).findByText('Not saved, so not queued: The disk is full');
    expect(within(dialog).queryByText(/Queued/)).toBeNull();
  });

  it('from the crew list: a "Place order" button per row, named for the worker', async () => {
    const { app } = await setUp();
    renderWith(CrewScreen, app);
    // virtua keeps rows visibility:hidden until measured, so rows are found by their ids.
    const orderButton = (id: string) => document.querySelector(`[data-worker-id="${id}"] button.order`);
    await waitFor(() => expect(orderButton('2')).not.toBeNull());
    expect(orderButton('2')!.getAttribute('aria-label')).toBe('Place order for Zoe Park');
    await fireEvent.click(orderButton('2')!);
    const dialog = await screen.findByRole('dialog', { name: 'Place order for Zoe Park' });
    await within(dialog).findByText(/personnel id is not known yet/);
    await fireEvent.keyDown(dialog, { key: 'Escape' });
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    expect(orderButton('1')!.getAttribute('aria-label')).toBe('Place order for Ana Lee');
  });
});

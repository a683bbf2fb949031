import '../../support/dom';
import { fireEvent, screen, waitFor, within } from '@testing-library/svelte';
import { Dexie } from 'dexie';
import { describe, expect, it } from 'vitest';
import SettingsScreen from '../../../../../renderer/src/features/settings/SettingsScreen.svelte';
import { batch, renderWith, startApp } from '../../support/app';
import { fakeBridge } from '../../support/fake-bridge';
import { attachOutbox, crewWithCatalogue, OFFLINE, storedOrder } from '../../support/orders';

describe('SettingsScreen', () => {
  it('shows the connection, the key by its last four characters, and the about details', async () => {
    const { app } = await startApp();
    renderWith(SettingsScreen, app);
    expect(screen.getByText('…k3y5')).toBeTruthy();
    await screen.findByText('1.2.3');
    expect(screen.getByText('/data')).toBeTruthy();
    expect(screen.getAllByText('GNOME Keyring (libsecret)').length).toBeGreaterThan(0);
  });

  it('changes the theme at once', async () => {
    const { app, bridge } = await startApp();
    renderWith(SettingsScreen, app);
    await fireEvent.click(screen.getByRole('radio', { name: 'Dark (for dim places)' }));
    await waitFor(() => expect(bridge.calls.updateSettings).toHaveBeenCalledWith({ theme: 'dark' }));
    expect(app.connection.settings?.theme).toBe('dark');
  });

  it('checks sync settings before saving them', async () => {
    const { app, bridge } = await startApp();
    renderWith(SettingsScreen, app);
    await fireEvent.input(screen.getByLabelText('Sync every (minutes)'), { target: { value: '500' } });
    await fireEvent.click(screen.getByRole('button', { name: 'Save sync settings' }));
    expect((await screen.findByRole('alert')).textContent).toContain('from 1 to 240');
    await fireEvent.input(screen.getByLabelText('Sync every (minutes)'), { target: { value: '5' } });
    await fireEvent.input(screen.getByLabelText('Requests at once'), { target: { value: '3' } });
    await fireEvent.click(screen.getByRole('button', { name: 'Save sync settings' }));
    await waitFor(() =>
      expect(bridge.calls.updateSettings).toHaveBeenCalledWith({ syncIntervalMinutes: 5, syncConcurrency: 3 }),
    );
  });

  it('validates API profile overrides as JSON and saves them', async () => {
    const { app, bridge } = await startApp();
    renderWith(SettingsScreen, app);
    const box = screen.getByLabelText('Overrides (JSON)');
    await fireEvent.input(box, { target: { value: '{"paths": {"events": "events"}}' } });
    await fireEvent.click(screen.getByRole('button', { name: 'Check and save' }));
    expect((await screen.findByRole('alert')).textContent).toContain('"paths.events" must be a path starting with /');
    expect(bridge.calls.updateSettings).not.toHaveBeenCalled();
    await fireEvent.input(box, { target: { value: '{"paths": {"events": "/v2/events"}}' } });
    await fireEvent.click(screen.getByRole('button', { name: 'Check and save' }));
    await waitFor(() =>
      expect(bridge.calls.updateSettings).toHaveBeenCalledWith({ apiProfileOverride: { paths: { events: '/v2/events' } } }),
    );
  });

  it('disconnects and erases local data only after confirmation', async () => {
    const { app, bridge } = await startApp();
    await bridge.deliver([batch({ kind: 'events', events: [{ id: '1', name: 'Fair' }] })]);
    const name = app.connection.db!.name;
    renderWith(SettingsScreen, app);

    await fireEvent.click(screen.getByRole('button', { name: 'Disconnect and erase local data…' }));
    const dialog = screen.getByRole('dialog', { name: 'Disconnect and erase?' });
    await fireEvent.click(screen.getByRole('button', { name: 'Keep everything' }));
    expect(screen.queryByRole('dialog')).toBeNull();
    expect(bridge.calls.disconnect).not.toHaveBeenCalled();

    await fireEvent.click(screen.getByRole('button', { name: 'Disconnect and erase local data…' }));
    expect(dialog).toBeTruthy();
    await fireEvent.click(await screen.findByRole('button', { name: 'Disconnect and erase' }));
    await waitFor(() => expect(bridge.calls.disconnect).toHaveBeenCalled());
    await waitFor(async () => expect(await Dexie.exists(name)).toBe(false));
    expect(app.connection.db).toBeUndefined();
  });

  it('disconnect with orders not placed: lists them, and erases nothing unless they are discarded by a typed word', async () => {
    const { app, bridge } = await startApp();
    await crewWithCatalogue(bridge);
    const db = app.connection.db!;
    await db.outbox.bulkPut([
      storedOrder('q1', 'queued', { createdAt: '2026-11-22T13:00:00.000Z' }),
      storedOrder('s1', 'sending', { createdAt: '2026-11-22T13:01:00.000Z', orderableName: 'Radio' }),
      storedOrder('r1', 'rejected', { createdAt: '2026-11-22T13:02:00.000Z', orderableName: 'Boots' }),
      storedOrder('u1', 'unknown', { createdAt: '2026-11-22T13:03:00.000Z', orderableName: 'Cap' }),
      storedOrder('d1', 'delivered', { createdAt: '2026-11-22T13:04:00.000Z', orderableName: 'Vest' }),
    ]);
    renderWith(SettingsScreen, app);

    await fireEvent.click(screen.getByRole('button', { name: 'Disconnect and erase local data…' }));
    const dialog = await screen.findByRole('dialog', { name: 'Orders not placed yet' });
    const listed = within(dialog).getByTestId('unsent-orders');
    expect([...listed.querySelectorAll('[data-order-id]')].map((li) => li.getAttribute('data-order-id'))).toEqual([
      'q1',
      's1',
      'r1',
      'u1',
    ]);
    expect(within(dialog).getByTestId('unsent-summary').textContent?.replace(/\s+/g, ' ')).toMatch(
      /4 orders are not placed yet\..* 2 waiting to be sent, 2 need your decision\./,
    );
    expect(within(dialog).queryByRole('button', { name: 'Disconnect and erase' })).toBeNull();

    // Export: the orders go to a CSV; nothing is erased.
    await fireEvent.click(within(dialog).getByRole('button', { name: 'Export as CSV…' }));
    await waitFor(() => expect(bridge.calls.saveCsv).toHaveBeenCalled());
    const { csv } = bridge.calls.saveCsv.mock.calls[0]![0] as { csv: string };
    expect(csv.split('\r\n').filter(Boolean)).toHaveLength(5);
    expect(csv).toContain('Boots');

    const discard = within(dialog).getByRole('button', { name: 'Discard 4 orders and erase' }) as HTMLButtonElement;
    expect(discard.disabled).toBe(true);
    await fireEvent.input(within(dialog).getByLabelText(/Type “discard”/), { target: { value: 'disc' } });
    expect(discard.disabled).toBe(true);
    await fireEvent.click(within(dialog).getByRole('button', { name: 'Keep everything' }));
    expect(bridge.calls.disconnect).not.toHaveBeenCalled();
    expect(await db.outbox.count()).toBe(5);

    await fireEvent.click(screen.getByRole('button', { name: 'Disconnect and erase local data…' }));
    const again = await screen.findByRole('dialog', { name: 'Orders not placed yet' });
    await fireEvent.input(within(again).getByLabelText(/Type “discard”/), { target: { value: ' Discard ' } });
    await fireEvent.click(within(again).getByRole('button', { name: 'Discard 4 orders and erase' }));
    await waitFor(() => expect(bridge.calls.disconnect).toHaveBeenCalled());
    await waitFor(async () => expect(await Dexie.exists(db.name)).toBe(false));
  });

  it('disconnect "wait until sent": sends now and erases only once every order is placed', async () => {
    const { app, bridge } = await startApp();
    await crewWithCatalogue(bridge);
    const db = app.connection.db!;
    let online = false;
    const { submit } = attachOutbox(app, () =>
      online ? { ok: true, value: { outcome: 'delivered', order: { id: '900', status: '0' } } } : OFFLINE,
    );
    await db.outbox.put(storedOrder('q1', 'queued'));
    renderWith(SettingsScreen, app);

    await fireEvent.click(screen.getByRole('button', { name: 'Disconnect and erase local data…' }));
    const dialog = await screen.findByRole('dialog', { name: 'Orders not placed yet' });
    await fireEvent.click(within(dialog).getByRole('button', { name: 'Wait until sent' }));
    await waitFor(() => expect(submit).toHaveBeenCalled());
    // Still offline: the order stays queued, and so do the key and the data.
    expect(bridge.calls.disconnect).not.toHaveBeenCalled();
    expect((await db.outbox.get('q1'))?.state).toBe('queued');
    within(dialog).getByText(/Waiting: the key and the data are erased as soon as every order is placed/);

    online = true;
    await app.outbox.current!.sendNow();
    await waitFor(() => expect(bridge.calls.disconnect).toHaveBeenCalled());
    await waitFor(async () => expect(await Dexie.exists(db.name)).toBe(false));
  });

  it('in demo mode, offers a real server instead of replacing a key', async () => {
    const { app } = await startApp(fakeBridge({ status: { ...(await import('../../support/fake-bridge')).readyStatus(), environment: 'demo' } }));
    renderWith(SettingsScreen, app);
    expect(screen.getByText('Demo mode: a practice key, held in memory only.')).toBeTruthy();
    await fireEvent.click(screen.getByRole('button', { name: 'Connect to a real server…' }));
    expect(app.nav.route).toEqual({ name: 'connect' });
  });
});

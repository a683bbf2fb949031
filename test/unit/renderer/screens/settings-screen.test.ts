import '../support/dom';
import { fireEvent, screen, waitFor } from '@testing-library/svelte';
import { Dexie } from 'dexie';
import { describe, expect, it } from 'vitest';
import SettingsScreen from '../../../../renderer/src/screens/SettingsScreen.svelte';
import { batch, renderWith, startApp } from '../support/app';
import { fakeBridge } from '../support/fake-bridge';

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
    await fireEvent.click(screen.getByRole('button', { name: 'Disconnect and erase' }));
    await waitFor(() => expect(bridge.calls.disconnect).toHaveBeenCalled());
    await waitFor(async () => expect(await Dexie.exists(name)).toBe(false));
    expect(app.connection.db).toBeUndefined();
  });

  it('in demo mode, offers a real server instead of replacing a key', async () => {
    const { app } = await startApp(fakeBridge({ status: { ...(await import('../support/fake-bridge')).readyStatus(), environment: 'demo' } }));
    renderWith(SettingsScreen, app);
    expect(screen.getByText('Demo mode: a practice key, held in memory only.')).toBeTruthy();
    await fireEvent.click(screen.getByRole('button', { name: 'Connect to a real server…' }));
    expect(app.nav.route).toEqual({ name: 'connect' });
  });
});

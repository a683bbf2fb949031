import '../support/dom';
import { fireEvent, render, screen, waitFor } from '@testing-library/svelte';
import { describe, expect, it } from 'vitest';
import App from '../../../../renderer/src/App.svelte';
import { startApp } from '../support/app';
import { EMPTY_STATUS, fakeBridge } from '../support/fake-bridge';

async function renderApp(bridge = fakeBridge()) {
  const { app, alerts } = await startApp(bridge);
  render(App, { props: { app, alerts } });
  return { app, bridge };
}

describe('App', () => {
  it('first run shows the connect screen without sections', async () => {
    await renderApp(fakeBridge({ status: EMPTY_STATUS }));
    expect(screen.getByRole('heading', { name: 'Welcome to Field Supervisor' })).toBeTruthy();
    expect(screen.queryByRole('navigation', { name: 'Sections' })).toBeNull();
    expect(screen.getByRole('contentinfo', { name: 'Status' })).toBeTruthy();
  });

  it('Alt+1…5 go to the sections; the nav marks the current one', async () => {
    const { app } = await renderApp();
    await fireEvent.keyDown(window, { key: '2', code: 'Digit2', altKey: true });
    expect(app.nav.route).toEqual({ name: 'crew' });
    await screen.findByRole('heading', { name: 'Crew' });
    expect(screen.getByRole('button', { name: /Crew/, current: 'page' })).toBeTruthy();
    await fireEvent.keyDown(window, { key: '3', code: 'Digit3', altKey: true });
    await screen.findByRole('heading', { name: 'Orders', level: 1 });
    await fireEvent.keyDown(window, { key: '5', code: 'Digit5', altKey: true });
    await screen.findByRole('heading', { name: 'Settings', level: 1 });
  });

  it('F5 and Ctrl+Shift+S sync; "?" shows the shortcuts, Escape closes them', async () => {
    const { bridge } = await renderApp();
    const before = bridge.calls.syncNow.mock.calls.length;
    await fireEvent.keyDown(window, { key: 'F5' });
    await fireEvent.keyDown(window, { key: 'S', ctrlKey: true, shiftKey: true });
    expect(bridge.calls.syncNow.mock.calls.length).toBe(before + 2);

    await fireEvent.keyDown(window, { key: '?' });
    const dialog = screen.getByRole('dialog', { name: 'Keyboard shortcuts' });
    expect(dialog.textContent).toContain('Sync now');
    await fireEvent.keyDown(dialog, { key: 'Escape' });
    expect(screen.queryByRole('dialog')).toBeNull();
  });

  it('"/" focuses the search of the screen', async () => {
    const { app } = await renderApp(fakeBridge({ settings: { crewWorkerIds: ['1'] } }));
    app.nav.go({ name: 'crew' });
    const search = await screen.findByLabelText('Search crew');
    await fireEvent.keyDown(document.body, { key: '/' });
    expect(document.activeElement).toBe(search);
  });

  it('reacts to the menu: settings, shortcuts and HR contacts', async () => {
    const { app, bridge } = await renderApp();
    bridge.emit('menu:command', { command: 'open-settings' });
    expect(app.nav.route).toEqual({ name: 'settings' });
    bridge.emit('menu:command', { command: 'show-shortcuts' });
    const help = await screen.findByRole('dialog', { name: 'Keyboard shortcuts' });
    await fireEvent.keyDown(help, { key: 'Escape' });
    bridge.emit('menu:command', { command: 'show-contacts' });
    await screen.findByRole('dialog', { name: 'HR contacts' });
  });

  it('offline is said on the page itself, and goes when the network is back', async () => {
    const { bridge } = await renderApp();
    expect(screen.queryByTestId('offline-banner')).toBeNull();
    bridge.emit('connectivity:changed', { state: 'offline', since: new Date().toISOString() });
    const banner = await screen.findByTestId('offline-banner');
    expect(banner.closest('main')).not.toBeNull();
    const words = (banner.textContent ?? '').replace(/\s+/g, ' ');
    expect(words).toMatch(/Offline since .+\. Showing this computer's copy;/);
    expect(words).toContain('orders go out when back online.');
    bridge.emit('connectivity:changed', { state: 'online', since: new Date().toISOString() });
    await waitFor(() => expect(screen.queryByTestId('offline-banner')).toBeNull());
  });

  it('F5 offline does not fail: main looks for the network, and still offline the status bar says the sync will run when back online', async () => {
    const { bridge } = await renderApp();
    bridge.emit('connectivity:changed', { state: 'offline', since: new Date().toISOString() });
    // Main's probe finds no network: no run.
    bridge.answer('syncNow', () => ({ running: false, progress: undefined, last: undefined }));
    const before = bridge.calls.syncNow.mock.calls.length;
    await fireEvent.keyDown(window, { key: 'F5' });
    await waitFor(() => expect(screen.getByTestId('sync-state').textContent).toContain('Will sync when back online'));
    expect(bridge.calls.syncNow.mock.calls.length).toBe(before + 1);
  });

  it('applies the theme as data-theme on <html>', async () => {
    const { app, bridge } = await renderApp();
    expect(document.documentElement.dataset['theme']).toBe('system');
    bridge.emit('settings:changed', { ...app.connection.settings!, theme: 'dark' });
    await waitFor(() => expect(document.documentElement.dataset['theme']).toBe('dark'));
  });

  it('shows the settings-recovered notice once', async () => {
    const bridge = fakeBridge();
    bridge.answer('settingsNotice', () => ({ recoveredFrom: 'settings.corrupt-1.json' }));
    await renderApp(bridge);
    await screen.findByText('settings.corrupt-1.json');
    await fireEvent.click(screen.getByRole('button', { name: 'Dismiss' }));
    expect(screen.queryByText('settings.corrupt-1.json')).toBeNull();
    expect(bridge.calls.settingsNotice).toHaveBeenCalledTimes(1);
  });

  it('a key to enter again keeps the screens and says so', async () => {
    const bridge = fakeBridge();
    await renderApp(bridge);
    bridge.emit('connection:changed', {
      ...bridge.status,
      state: 'needs-key',
      reason: 'The server rejected the stored key (ATH-100).',
    });
    await screen.findByText('The API key must be entered again.');
    expect(screen.getByRole('heading', { name: 'Dashboard' })).toBeTruthy();
  });
});

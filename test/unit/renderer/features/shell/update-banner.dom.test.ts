import '../../support/dom';
import { fireEvent, render, screen } from '@testing-library/svelte';
import { describe, expect, it } from 'vitest';
import App from '../../../../../renderer/src/App.svelte';
import { startApp } from '../../support/app';
import { fakeBridge } from '../../support/fake-bridge';

async function renderApp(bridge = fakeBridge()) {
  const { app, alerts } = await startApp(bridge);
  render(App, { props: { app, alerts } });
  return { app, bridge };
}

const restartButton = () => screen.queryByRole('button', { name: 'Restart to update' });

describe('"Restart to update"', () => {
  it('shows nothing while no update is downloaded (or updates are off)', async () => {
    await renderApp();
    await screen.findByRole('heading', { name: 'Dashboard' });
    expect(restartButton()).toBeNull();
  });

  it('appears when main says an update is ready, and restarts only on the click', async () => {
    const { bridge } = await renderApp();
    bridge.emit('update:ready', { state: 'ready', version: '0.2.0' });
    const button = await screen.findByRole('button', { name: 'Restart to update' });
    expect(screen.getByText(/Update 0\.2\.0 is ready/)).toBeTruthy();
    expect(screen.getByText(/queued orders are kept/)).toBeTruthy();
    expect(bridge.calls.restartToUpdate).not.toHaveBeenCalled();
    bridge.answer('restartToUpdate', () => true);
    await fireEvent.click(button);
    expect(bridge.calls.restartToUpdate).toHaveBeenCalledOnce();
  });

  it('is offered at start for an update downloaded before the window opened; "Later" hides it', async () => {
    const bridge = fakeBridge();
    bridge.answer('updateStatus', () => ({ state: 'ready', version: '0.3.0' }));
    await renderApp(bridge);
    await screen.findByText(/Update 0\.3\.0 is ready/);
    await fireEvent.click(screen.getByRole('button', { name: 'Later' }));
    expect(restartButton()).toBeNull();
    expect(bridge.calls.restartToUpdate).not.toHaveBeenCalled();
  });

  it('says so when main had nothing to install', async () => {
    const { bridge } = await renderApp();
    bridge.emit('update:ready', { state: 'ready', version: '0.2.0' });
    bridge.answer('restartToUpdate', () => false);
    await fireEvent.click(await screen.findByRole('button', { name: 'Restart to update' }));
    expect(await screen.findByText(/Could not restart to update: No update is ready/)).toBeTruthy();
  });
});

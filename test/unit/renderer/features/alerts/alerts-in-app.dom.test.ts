// The alerts on screen: the list above every screen, its way to the shift (a click in the app
// or on the desktop notification), the per-event mute on the event screen, the Settings card.
import '../../support/dom';
import { fireEvent, render, screen, waitFor, within } from '@testing-library/svelte';
import { describe, expect, it } from 'vitest';
import App from '../../../../../renderer/src/App.svelte';
import type { Settings } from '../../../../../preload/contract';
import { deliverEvent, startApp } from '../../support/app';
import { apiShift } from '../../support/data';
import { fakeBridge } from '../../support/fake-bridge';
import { useFixedDate } from '../../support/live-clock';

useFixedDate('2026-11-22T13:15:00');

async function renderApp(settings: Partial<Settings> = {}) {
  const bridge = fakeBridge({ settings: { followedEventIds: ['1'], ...settings } });
  const { app, alerts } = await startApp(bridge);
  render(App, { props: { app, alerts } });
  await deliverEvent(bridge, 'Harbour Gala', [
    apiShift('bar', { custom_name: 'Bar staff', quantity: 10, filled: 7, start_time: '2026-11-22 14:00:00' }),
  ]);
  return { app, bridge };
}

const alertList = () => screen.findByRole('region', { name: 'Alerts due now' }, { timeout: 5_000 });

// The whole App mounts per test: slow on a loaded machine, so more than the default 5 s.
describe('alerts in the app', { timeout: 20_000 }, () => {
  it('shows what, which shift, how short and how old the data is; "Open shift" opens it', async () => {
    const { app } = await renderApp();
    const list = await alertList();
    const words = (list.textContent ?? '').replace(/\s+/g, ' ');
    expect(words).toContain('Short shift starts in 45 min');
    expect(words).toContain('Short shift starts in 45 min 3 of 10 places open Bar staff · Harbour Gala');
    expect(words).toMatch(/Data as of \d/);
    await fireEvent.click(within(list).getByRole('button', { name: 'Open shift' }));
    expect(app.nav.route).toEqual({ name: 'event', eventId: '1', shiftId: 'bar' });
  });

  it('a click on the desktop notification opens the shift', async () => {
    const { app, bridge } = await renderApp();
    await alertList();
    bridge.emit('alerts:open', { alertId: 'x', target: { kind: 'shift', eventId: '1', shiftId: 'bar' } });
    expect(app.nav.route).toEqual({ name: 'event', eventId: '1', shiftId: 'bar' });
  });

  it('"Mute alerts for this event" on the event screen takes the alert away; Settings lists it with Unmute', async () => {
    const { app, bridge } = await renderApp();
    await alertList();
    app.nav.go({ name: 'event', eventId: '1' });
    await fireEvent.click(await screen.findByLabelText('Mute alerts for this event'));
    await waitFor(() => expect(bridge.settings.mutedEventIds).toEqual(['1']));
    await waitFor(() => expect(screen.queryByRole('region', { name: 'Alerts due now' })).toBeNull());

    app.nav.go({ name: 'settings' });
    const card = await screen.findByRole('region', { name: 'Alerts' });
    const unmute = await within(card).findByRole('button', { name: 'Unmute Harbour Gala' });
    await fireEvent.click(unmute);
    await waitFor(() => expect(bridge.settings.mutedEventIds).toEqual([]));
    await alertList();
  });

  it('the Settings card saves notifications, lead time and quiet hours, and refuses equal quiet times', async () => {
    const { app, bridge } = await renderApp();
    app.nav.go({ name: 'settings' });
    await screen.findByRole('heading', { name: 'Settings', level: 1 });
    await fireEvent.click(screen.getByLabelText('Desktop notifications'));
    await fireEvent.input(screen.getByLabelText('Announce a short shift this many minutes ahead'), {
      target: { value: '30' },
    });
    await fireEvent.click(screen.getByLabelText('Quiet hours (no desktop notification)'));
    await fireEvent.input(screen.getByLabelText('Quiet from'), { target: { value: '06:00' } });
    await fireEvent.input(screen.getByLabelText('Quiet until'), { target: { value: '06:00' } });
    await fireEvent.click(screen.getByRole('button', { name: 'Save alert settings' }));
    await screen.findByText('Quiet hours need a different start and end.');
    expect(bridge.calls.updateSettings).not.toHaveBeenCalled();

    await fireEvent.input(screen.getByLabelText('Quiet from'), { target: { value: '22:00' } });
    await fireEvent.click(screen.getByRole('button', { name: 'Save alert settings' }));
    await waitFor(() =>
      expect(bridge.calls.updateSettings).toHaveBeenCalledWith({
        alertsEnabled: false,
        alertLeadMinutes: 30,
        quietHours: { start: '22:00', end: '06:00' },
      }),
    );
  });
});

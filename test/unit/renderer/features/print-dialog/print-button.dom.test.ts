import '../../support/dom';
import { fireEvent, screen, waitFor, within } from '@testing-library/svelte';
import { describe, expect, it } from 'vitest';
import EventScreen from '../../../../../renderer/src/features/event/EventScreen.svelte';
import DashboardScreen from '../../../../../renderer/src/features/dashboard/DashboardScreen.svelte';
import { batch, renderWith, startApp } from '../../support/app';
import { apiEvent, apiShift } from '../../support/data';
import { fakeBridge } from '../../support/fake-bridge';
import { useFixedDate } from '../../support/live-clock';
import type { Settings } from '../../../../../preload/contract';

useFixedDate('2026-11-22T10:00:00');

async function withEvent(settings: Partial<Settings> = {}) {
  const { app, bridge } = await startApp(fakeBridge({ settings: { followedEventIds: ['1'], ...settings } }));
  await bridge.deliver([
    batch({ kind: 'events', events: [apiEvent('1', 'Harvest Fair')] }),
    batch({ kind: 'event-shifts', eventId: '1', shifts: [apiShift('a', { quantity: 4, filled: 2 })] }),
  ]);
  return { app, bridge };
}

const dialog = (name: RegExp) => screen.findByRole('dialog', { name });

describe('Print… on a screen', () => {
  it('on an event asks which shifts and which paper (Settings → Printing first), and prints what was chosen', async () => {
    const { app, bridge } = await withEvent({ paper: 'a4' });
    renderWith(EventScreen, app, { eventId: '1' });
    await fireEvent.click(await screen.findByRole('button', { name: 'Sign-in sheet: print or save as PDF…' }));
    const box = within(await dialog(/^Sign-in sheet/));
    expect((box.getByRole('radio', { name: 'A4' }) as HTMLInputElement).checked).toBe(true);
    expect((box.getByRole('radio', { name: 'Still to come' }) as HTMLInputElement).checked).toBe(true);
    // Print… has the focus: Ctrl/⌘+P, then Enter.
    await waitFor(() => expect(document.activeElement?.textContent).toBe('Print…'));

    await fireEvent.click(box.getByRole('radio', { name: 'All, ended ones too' }));
    await fireEvent.click(box.getByRole('radio', { name: 'Letter' }));
    await fireEvent.click(box.getByRole('button', { name: 'Print…' }));
    await waitFor(() => expect(bridge.calls.printSheet).toHaveBeenCalledTimes(1));
    expect(bridge.calls.printSheet.mock.calls[0]![0]).toMatchObject({
      request: { sheet: 'sign-in', eventId: '1', allShifts: true },
      paper: 'letter',
      title: 'Sign-in sheet – Harvest Fair',
    });
    expect(screen.queryByRole('dialog')).toBeNull();
  });

  it('on the dashboard prints the roster of the chosen day, today unless changed; Cancel prints nothing', async () => {
    const { app, bridge } = await withEvent({ paper: 'letter' });
    renderWith(DashboardScreen, app);
    const open = async () => {
      await fireEvent.click(await screen.findByRole('button', { name: 'Day roster: print or save as PDF…' }));
      return within(await dialog(/^Day roster/));
    };
    let box = await open();
    // Written as the language writes a date (month first in American English), sent as ISO.
    expect((box.getByLabelText('Day') as HTMLInputElement).value).toBe('11/22/2026');
    await fireEvent.click(box.getByRole('button', { name: 'Cancel' }));
    expect(bridge.calls.savePdf).not.toHaveBeenCalled();

    box = await open();
    await fireEvent.click(box.getByRole('button', { name: 'Print…' }));
    await waitFor(() => expect(bridge.calls.printSheet).toHaveBeenCalledTimes(1));
    expect(bridge.calls.printSheet.mock.calls[0]![0]).toMatchObject({
      request: { sheet: 'roster', day: '2026-11-22', eventIds: ['1'] },
    });

    box = await open();
    await fireEvent.input(box.getByLabelText('Day'), { target: { value: '23/11/2026' } });
    expect(box.getByRole('button', { name: 'Print…' })).toHaveProperty('disabled', true);
    box.getByText('Day: write the date as mm/dd/yyyy.');
    await fireEvent.input(box.getByLabelText('Day'), { target: { value: '11/23/2026' } });
    await fireEvent.click(box.getByRole('button', { name: 'Save as PDF…' }));
    await waitFor(() => expect(bridge.calls.savePdf).toHaveBeenCalledTimes(1));
    // Harvest Fair's shifts are all on the 22nd: the 23rd's roster does not ask for it.
    expect(bridge.calls.savePdf.mock.calls[0]![0]).toMatchObject({
      request: { sheet: 'roster', day: '2026-11-23', eventIds: [] },
      paper: 'letter',
    });
  });
});

// The dashboard's day strip: today's followed events summed by 15 minutes over the Today figures;
// choosing a gap (with the pointer on its words, or on the picture with the keyboard) narrows the
// rows to the events short then, and its larger form is remembered in the settings.
import '../../support/dom';
import { fireEvent, screen, waitFor } from '@testing-library/svelte';
import { describe, expect, it } from 'vitest';
import DashboardScreen from '../../../../../renderer/src/features/dashboard/DashboardScreen.svelte';
import { batch, renderWith, startApp } from '../../support/app';
import { apiEvent, apiShift } from '../../support/data';
import { fakeBridge } from '../../support/fake-bridge';
import { useFixedDate } from '../../support/live-clock';

useFixedDate('2026-11-22T10:00:00');

const rows = () => [...document.querySelectorAll<HTMLElement>('[data-event-id]')].map((r) => r.dataset.eventId).sort();
const at = (start: string, end: string) => ({ start_time: `2026-11-22 ${start}:00`, end_time: `2026-11-22 ${end}:00` });

async function today() {
  const { app, bridge } = await startApp(fakeBridge({ settings: { followedEventIds: ['1', '2', '3', '4'] } }));
  await bridge.deliver([
    batch({
      kind: 'events',
      events: [
        apiEvent('1', 'Harvest Fair'),
        apiEvent('2', 'Jazz Night'),
        apiEvent('3', 'Quiet Expo'),
        apiEvent('4', 'Next Week Gala', '2026-11-29'),
      ],
    }),
    batch({ kind: 'event-shifts', eventId: '1', shifts: [apiShift('a', { ...at('10:00', '12:00'), quantity: 10, filled: 4 })] }),
    batch({ kind: 'event-shifts', eventId: '2', shifts: [apiShift('b', { ...at('14:00', '16:00'), quantity: 3, filled: 1 })] }),
    // Overfilled all day: never short, but it runs, so it counts among the events of a moment.
    batch({ kind: 'event-shifts', eventId: '3', shifts: [apiShift('c', { ...at('09:00', '17:00'), quantity: 2, filled: 3 })] }),
    batch({
      kind: 'event-shifts',
      eventId: '4',
      shifts: [apiShift('d', { start_time: '2026-11-29 10:00:00', end_time: '2026-11-29 12:00:00', quantity: 9, filled: 0 })],
    }),
  ]);
  renderWith(DashboardScreen, app);
  const strip = await screen.findByRole('slider', { name: "Coverage of today's events by 15 minutes" });
  return { app, bridge, strip };
}

describe("the dashboard's day strip", () => {
  it("says today's worst gap and, chosen, shows only the events short then; chosen again, all of them", async () => {
    const { strip } = await today();
    expect(rows()).toEqual(['1', '2', '3', '4']);
    const gap = screen.getByRole('button', { name: /^Short 6 from 10:00.+ to 12:00/ });
    expect(screen.getByTestId('day-coverage-gaps').textContent).toContain('+1 more');
    await fireEvent.click(gap);
    await waitFor(() => expect(rows()).toEqual(['1']));
    expect(gap.getAttribute('aria-pressed')).toBe('true');
    await fireEvent.click(gap);
    await waitFor(() => expect(rows()).toEqual(['1', '2', '3', '4']));
    expect(strip.getAttribute('aria-valuetext')).toMatch(/10:00.*: 12 needed, 6 booked, 6 short, 1 extra, 2 events$/);
  }, 15_000);

  it('walks by keyboard: the figures of each moment read out, Enter filters to the events short then', async () => {
    const { strip } = await today();
    strip.focus();
    // The walk starts at the clock (10:00, the second hour of a day starting at 09:00); 4 hours on.
    for (let i = 0; i < 4; i += 1) await fireEvent.keyDown(strip, { key: 'PageUp' });
    expect(strip.getAttribute('aria-valuetext')).toMatch(/2:00.*: 5 needed, 3 booked, 2 short, 1 extra, 2 events$/);
    await fireEvent.keyDown(strip, { key: 'Enter' });
    await waitFor(() => expect(rows()).toEqual(['2']));
    await fireEvent.keyDown(strip, { key: 'Enter' });
    await waitFor(() => expect(rows()).toEqual(['1', '2', '3', '4']));
    // A moment no one is short chooses nothing.
    await fireEvent.keyDown(strip, { key: 'End' });
    expect(strip.getAttribute('aria-valuetext')).toMatch(/4:45.*: 2 needed, 2 booked, 1 extra, 1 event$/);
    await fireEvent.keyDown(strip, { key: 'Enter' });
    expect(rows()).toEqual(['1', '2', '3', '4']);
  }, 15_000);

  it('opens larger on demand and remembers it in the settings, apart from the event picture', async () => {
    const { bridge } = await today();
    expect(screen.getByTestId('day-coverage').classList.contains('large')).toBe(false);
    await fireEvent.click(screen.getByRole('button', { name: 'Larger coverage picture' }));
    await waitFor(() => expect(screen.getByTestId('day-coverage').classList.contains('large')).toBe(true));
    expect(bridge.settings.dayCoverageLarge).toBe(true);
    expect(bridge.settings.coverageLarge).toBe(false);
  }, 15_000);
});

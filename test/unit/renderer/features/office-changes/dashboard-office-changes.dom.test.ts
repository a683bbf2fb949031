// The dashboard's side of the office's changes: the changed event's row is marked, and a shift
// the change made short is listed under "Made short by the office" and opens that shift.
import '../../support/dom';
import { fireEvent, screen, waitFor } from '@testing-library/svelte';
import { describe, expect, it, vi } from 'vitest';
import DashboardScreen from '../../../../../renderer/src/features/dashboard/DashboardScreen.svelte';
import { batch, renderWith, startApp } from '../../support/app';
import { apiEvent, apiShift } from '../../support/data';
import { fakeBridge } from '../../support/fake-bridge';
import { useFixedDate } from '../../support/live-clock';

useFixedDate('2026-11-22T10:00:00');

const text = (el: Element | null) => (el?.textContent ?? '').replace(/\s+/g, ' ').trim();
const mark = (eventId: string) => document.querySelector(`[data-event-id="${eventId}"] [data-testid="changed-mark"]`);

describe('DashboardScreen: office changes', () => {
  it('marks the changed event, lists the shift made short, and opens it', async () => {
    const { app, bridge } = await startApp(fakeBridge({ settings: { followedEventIds: ['1', '2'] } }));
    const shifts = (filled: number) => [
      apiShift('a', { custom_name: 'Gate A', quantity: 4, filled, start_time: '2026-11-22 14:00:00' }),
      apiShift('b', { custom_name: 'Bar', quantity: 2, filled: 1, start_time: '2026-11-22 15:00:00' }),
    ];
    await bridge.deliver([
      batch({ kind: 'events', events: [apiEvent('1', 'Harvest Fair'), apiEvent('2', 'Jazz Night')] }),
      batch({ kind: 'event-shifts', eventId: '1', shifts: shifts(4) }),
      batch({ kind: 'event-shifts', eventId: '2', shifts: [apiShift('c')] }),
    ]);
    renderWith(DashboardScreen, app);
    await waitFor(() => expect(document.querySelector('[data-event-id="2"]')).not.toBeNull());
    expect(screen.queryByTestId('made-short-chip')).toBeNull();
    expect(mark('1')).toBeNull();

    vi.setSystemTime(new Date('2026-11-22T10:05:00'));
    await bridge.deliver([
      batch({ kind: 'event-shifts', eventId: '1', shifts: shifts(3) }, '2026-11-22T09:05:00.000Z'),
      batch({ kind: 'event-shifts', eventId: '2', shifts: [apiShift('c')] }, '2026-11-22T09:05:00.000Z'),
    ]);

    const chip = await screen.findByTestId('made-short-chip', undefined, { timeout: 3000 });
    expect(text(chip)).toBe('▼ 1 made short by the office');
    await fireEvent.click(chip);
    expect(text(mark('1'))).toBe('✎ Changed · 1 shift');
    expect(mark('2')).toBeNull();
    const strip = screen.getByTestId('made-short');
    expect(text(strip)).toContain('Gate A');
    expect(text(strip)).toContain('Filled 4 → 3, 1 open');

    await fireEvent.click(strip.querySelector('[data-shift-id="a"]')!);
    expect(app.nav.route).toEqual({ name: 'event', eventId: '1', shiftId: 'a' });
  });
});

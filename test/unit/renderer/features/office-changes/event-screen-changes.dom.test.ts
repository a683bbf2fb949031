// The event screen's "Changes since you last looked": the card, the rows' marks, Dismiss, and
// when leaving the screen counts as a look.
import '../../support/dom';
import { fireEvent, screen, waitFor } from '@testing-library/svelte';
import { describe, expect, it, vi } from 'vitest';
import EventScreen from '../../../../../renderer/src/features/event/EventScreen.svelte';
import { LOOKED_AFTER_MS } from '../../../../../renderer/src/features/office-changes/looked';
import { batch, renderWith, startApp } from '../../support/app';
import { apiEvent, apiShift } from '../../support/data';
import { fakeBridge } from '../../support/fake-bridge';
import { useFixedDate } from '../../support/live-clock';

useFixedDate('2026-11-22T10:00:00');

const shifts = (night: number, dayNeeded: number, withStandby: boolean) => [
  apiShift('day', { custom_name: 'Gate A', quantity: dayNeeded, filled: 6, start_time: '2026-11-22 14:00:00' }),
  apiShift('night', {
    custom_name: 'Night watch',
    quantity: 2,
    filled: night,
    start_time: '2026-11-22 22:00:00',
    end_time: '2026-11-23 06:00:00',
  }),
  ...(withStandby ? [apiShift('standby', { custom_name: 'Standby', start_time: '2026-11-22 12:00:00' })] : []),
];

async function changedByTheOffice() {
  const { app, bridge } = await startApp(fakeBridge({ settings: { followedEventIds: ['1'] } }));
  await bridge.deliver([
    batch({ kind: 'events', events: [apiEvent('1', 'Harvest Fair')] }),
    batch({ kind: 'event-shifts', eventId: '1', shifts: shifts(2, 10, true) }),
  ]);
  vi.setSystemTime(new Date('2026-11-22T10:01:00'));
  await bridge.deliver([
    batch({ kind: 'event-shifts', eventId: '1', shifts: shifts(1, 12, false) }, '2026-11-22T09:01:00.000Z'),
  ]);
  return { app, bridge };
}

const card = () => document.querySelector<HTMLElement>('[data-testid="office-changes"]');
const text = (el: Element | null) => (el?.textContent ?? '').replace(/\s+/g, ' ').trim();
/** The chip over the shifts counts the changes; it opens the panel that lists them. */
async function openChanges(count?: number): Promise<void> {
  const chip = await screen.findByTestId('event-details-chip');
  if (count !== undefined) await waitFor(() => expect(text(chip)).toContain(`${count} changed`));
  await fireEvent.click(chip);
}
const marked = (id: string) => !!document.querySelector(`[data-shift-id="${id}"] [data-testid="changed-mark"]`);

describe('EventScreen: what the office changed', () => {
  it('shows each change in words, the shift made short first, and marks changed rows', async () => {
    const { app } = await changedByTheOffice();
    renderWith(EventScreen, app, { eventId: '1' });
    await openChanges(3);
    await waitFor(() => expect(card()).not.toBeNull());

    expect(screen.getByRole('heading', { name: 'Changes since you last looked' })).toBeTruthy();
    const lines = [...card()!.querySelectorAll('li')].map(text);
    expect(lines).toHaveLength(3);
    expect(lines[0]).toMatch(/^Night watch .*Now short, 1 open ?Filled 2 → 1 synced/);
    expect(lines.find((l) => l.startsWith('Gate A'))).toContain('Needed 10 → 12');
    expect(lines.find((l) => l.startsWith('Standby'))).toContain('Removed');
    await waitFor(() => expect(marked('night')).toBe(true));
    expect(marked('day')).toBe(true);
  });

  it('Dismiss marks the event looked at: the card and the marks go', async () => {
    const { app } = await changedByTheOffice();
    renderWith(EventScreen, app, { eventId: '1' });
    await openChanges(3);
    await waitFor(() => expect(card()).not.toBeNull());
    await waitFor(() => expect(marked('night')).toBe(true));

    await fireEvent.click(screen.getByRole('button', { name: 'Dismiss' }));

    // Live queries re-read at most once a second.
    await waitFor(() => expect(card()).toBeNull(), { timeout: 3000 });
    expect(marked('night')).toBe(false);
    expect(await app.connection.db!.eventLooks.get('1')).toBeDefined();
  });

  it(`leaving counts as a look only after ${LOOKED_AFTER_MS / 1000} s on the screen`, async () => {
    const { app } = await changedByTheOffice();
    const glance = renderWith(EventScreen, app, { eventId: '1' });
    await waitFor(() => expect(marked('night')).toBe(true));
    vi.setSystemTime(new Date(Date.now() + LOOKED_AFTER_MS - 1));
    glance.unmount();
    expect(await app.connection.db!.eventLooks.get('1')).toBeUndefined();

    const look = renderWith(EventScreen, app, { eventId: '1' });
    await waitFor(() => expect(marked('night')).toBe(true));
    vi.setSystemTime(new Date(Date.now() + LOOKED_AFTER_MS));
    look.unmount();
    await waitFor(async () => expect(await app.connection.db!.eventLooks.get('1')).toBeDefined());

    renderWith(EventScreen, app, { eventId: '1' });
    await waitFor(() => expect(document.querySelector('[data-shift-id="night"]')).not.toBeNull());
    await openChanges();
    expect(text(screen.getByTestId('event-details-chip'))).not.toContain('changed');
    expect(card()).toBeNull();
  });

  it('leaving an event with no change shown writes no look', async () => {
    const { app, bridge } = await startApp(fakeBridge({ settings: { followedEventIds: ['1'] } }));
    await bridge.deliver([batch({ kind: 'event-shifts', eventId: '1', shifts: shifts(2, 10, true) })]);
    const view = renderWith(EventScreen, app, { eventId: '1' });
    await waitFor(() => expect(document.querySelector('[data-shift-id="night"]')).not.toBeNull());
    vi.setSystemTime(new Date(Date.now() + LOOKED_AFTER_MS * 2));
    view.unmount();
    expect(await app.connection.db!.eventLooks.count()).toBe(0);
  });
});

import '../../support/dom';
import { fireEvent, screen, waitFor } from '@testing-library/svelte';
import { describe, expect, it, vi } from 'vitest';
import StatusBar from '../../../../../renderer/src/features/shell/StatusBar.svelte';
import '../../../../../renderer/src/shared/language.svelte';
import { batch, renderWith, startApp } from '../../support/app';
import { apiEvent, apiShift } from '../../support/data';
import { EMPTY_STATUS, fakeBridge, partialSync, readyStatus } from '../../support/fake-bridge';
import { useFixedDate } from '../../support/live-clock';

useFixedDate('2026-11-22T14:12:00');

/** A sync of 40 items that finished a minute before now. */
const RUN_OF_40 = { startedAt: '2026-11-22T14:10:00.000Z', finishedAt: '2026-11-22T14:11:00.000Z', planned: 40 };

const text2 = (el: Element) => (el.textContent ?? '').replace(/\s+/g, ' ').trim();
/** The words a wide bar shows: its short forms (a narrow bar's) and a button's other job left out. */
const shownText = (el: Element) => {
  const copy = el.cloneNode(true) as Element;
  for (const hidden of copy.querySelectorAll('.short, .unseen')) hidden.remove();
  return (copy.textContent ?? '').replace(/\s+/g, ' ').trim();
};
const text = (id: string) => shownText(screen.getByTestId(id));

/** An event's shifts (one shift) and admins, both synced at `time` on the test's day. */
const eventSynced = (eventId: string, shiftId: string, time: string) => {
  const at = new Date(`2026-11-22T${time}:00`).toISOString();
  return [
    batch({ kind: 'event-shifts', eventId, shifts: [apiShift(shiftId)] }, at),
    batch({ kind: 'event-admins', eventId, admins: [] }, at),
  ];
};

describe('StatusBar', () => {
  it('says online, then offline since when, then degraded, in words and a shape', async () => {
    const { app, bridge } = await startApp();
    renderWith(StatusBar, app);
    expect(text('connectivity')).toBe('● Online');
    bridge.emit('connectivity:changed', { state: 'offline', since: new Date('2026-11-22T14:02:00').toISOString() });
    await waitFor(() => expect(text('connectivity')).toMatch(/^○ Offline since (14:02|2:02 PM)$/));
    bridge.emit('connectivity:changed', { state: 'degraded', since: new Date().toISOString() });
    await waitFor(() => expect(text('connectivity')).toContain('Degraded'));
  });

  it('before a server is set up it claims no connection: no "Online" beside "NOT CONNECTED"', async () => {
    const { app } = await startApp(fakeBridge({ status: EMPTY_STATUS }));
    renderWith(StatusBar, app);
    await waitFor(() => expect(screen.getByText('NOT CONNECTED')).toBeTruthy());
    expect(text('connectivity')).toBe('');
  });

  it('tells how old the stored data is, from the oldest followed set', async () => {
    const { app, bridge } = await startApp(fakeBridge({ settings: { followedEventIds: ['1'] } }));
    const asOf = new Date('2026-11-22T14:00:00').toISOString();
    await bridge.deliver([
      batch({ kind: 'event-shifts', eventId: '1', shifts: [apiShift('a')] }, asOf),
      batch({ kind: 'event-admins', eventId: '1', admins: [] }, asOf),
    ]);
    renderWith(StatusBar, app);
    await waitFor(() => expect(text('data-age')).toMatch(/^Data as of (14:00|2:00 PM) \(12 minutes ago\)$/));
  });

  it('nothing followed and nothing stored say so', async () => {
    const { app } = await startApp();
    renderWith(StatusBar, app);
    await waitFor(() => expect(text('data-age')).toBe('Nothing followed yet'));
  });

  it('shows sync progress with counts, then the result with its failures on click', async () => {
    const { app, bridge } = await startApp();
    renderWith(StatusBar, app);
    bridge.emit('sync:progress', { syncId: 's1', planned: 40, done: 12, failed: 1, current: 'Shifts of event 1' });
    await waitFor(() => expect(text('sync-state')).toBe('Syncing 12 of 40, 1 failed'));
    expect(screen.getByRole('progressbar', { name: 'Sync progress' }).getAttribute('aria-valuenow')).toBe('12');
    expect(screen.getByRole('button', { name: 'Cancel sync' })).toBeTruthy();

    bridge.emit(
      'sync:finished',
      partialSync([{ item: 'Shifts of event 7', code: 'API-500', message: 'The server failed.' }], RUN_OF_40),
    );
    const link = await screen.findByRole('button', { name: /1 not updated/ });
    await fireEvent.click(link);
    const dialog = screen.getByRole('dialog');
    expect(dialog.textContent).toContain('Shifts of event 7');
    expect(dialog.textContent).toContain('API-500');
    expect(dialog.textContent).toContain('The server failed.');
  });

  it('sync failures in plain words: which event, what happened, what to do; the code in details', async () => {
    const { app, bridge } = await startApp(fakeBridge({ settings: { followedEventIds: ['7'] } }));
    await bridge.deliver([batch({ kind: 'events', events: [apiEvent('7', 'Harvest Fair')] })]);
    renderWith(StatusBar, app);
    bridge.emit(
      'sync:finished',
      partialSync(
        [
          { item: 'Shifts of event 7', code: 'timeout', message: 'The request timed out after 20 s.' },
          { item: 'Tags of worker 12', code: 'WRK-100', message: 'Worker not found (WRK-100).' },
        ],
        RUN_OF_40,
      ),
    );
    await fireEvent.click(await screen.findByRole('button', { name: /2 not updated/ }));
    const dialog = screen.getByRole('dialog');
    await waitFor(() => expect(dialog.textContent).toContain('Shifts of Harvest Fair (event 7)'));
    const first = dialog.querySelectorAll('.failure')[0]!;
    expect(text2(first)).toContain(
      'The server did not answer in time. What to do: Nothing to do now: the next sync tries again',
    );
    const second = dialog.querySelectorAll('.failure')[1]!;
    expect(text2(second)).toContain(
      'Tags of a worker the service does not name (id 12) The server does not know this worker.',
    );
    expect(text2(second)).toContain('take them off your crew');
    const details = second.querySelector('details')!;
    expect(details.open).toBe(false);
    expect(text2(details)).toBe('Details for support WRK-100 Worker not found (WRK-100).');
  });

  it('"Data as of" speaks for what is on screen: an event screen shows that event\'s age', async () => {
    const { app, bridge } = await startApp(fakeBridge({ settings: { followedEventIds: ['1', '2'] } }));
    await bridge.deliver([...eventSynced('1', 'a', '14:00'), ...eventSynced('2', 'b', '11:00')]);
    renderWith(StatusBar, app);
    await waitFor(() => expect(text('data-age')).toMatch(/^Data as of (11:00|11:00 AM) \(3 hours ago\)$/));
    app.nav.go({ name: 'event', eventId: '1' });
    await waitFor(() => expect(text('data-age')).toMatch(/^Data as of (14:00|2:00 PM) \(12 minutes ago\)$/));
  });

  it('opening an event reads no stored data for the bar: its age is in what the bar read for every followed event', async () => {
    const { app, bridge } = await startApp(fakeBridge({ settings: { followedEventIds: ['1', '2'] } }));
    await bridge.deliver([...eventSynced('1', 'a', '14:00')]);
    renderWith(StatusBar, app);
    await waitFor(() => expect(text('data-age')).toMatch(/^Data as of (14:00|2:00 PM) \(12 minutes ago\)/));
    const db = app.connection.db!;
    const reads = [vi.spyOn(db.syncSets, 'toArray'), vi.spyOn(db, 'transaction')];
    app.nav.go({ name: 'event', eventId: '1' });
    // Event 2, never synced, is no longer counted: the bar speaks for event 1 alone.
    await waitFor(() => expect(text('data-age')).toMatch(/^Data as of (14:00|2:00 PM) \(12 minutes ago\)$/));
    await new Promise((resolve) => setTimeout(resolve, 100));
    // Read per screen, it was every set and the event's window again, in two transactions.
    for (const read of reads) expect(read).not.toHaveBeenCalled();
  });

  it('a progress event of a finished sync does not bring the bar back', async () => {
    const { app, bridge } = await startApp();
    renderWith(StatusBar, app);
    const summary = {
      syncId: 's1',
      startedAt: '',
      finishedAt: '2026-11-22T14:11:00.000Z',
      outcome: 'complete' as const,
      planned: 3,
      done: 3,
      failures: [],
    };
    bridge.emit('sync:finished', summary);
    bridge.emit('sync:progress', { syncId: 's1', planned: 3, done: 3, failed: 0, current: undefined });
    await waitFor(() => expect(text('sync-state')).toMatch(/^✓ Synced/));
  });

  it('"Sync now" asks main; it is off without a usable key', async () => {
    const { app, bridge } = await startApp();
    renderWith(StatusBar, app);
    await fireEvent.click(screen.getByRole('button', { name: 'Sync now' }));
    expect(bridge.calls.syncNow).toHaveBeenCalled();

    const { app: locked } = await startApp(fakeBridge({ status: readyStatus({ state: 'needs-key' }) }));
    const view = renderWith(StatusBar, locked);
    const buttons = view.getAllByRole('button', { name: 'Sync now' });
    expect((buttons[buttons.length - 1] as HTMLButtonElement).disabled).toBe(true);
  });

  it('"Sync now" becomes "Cancel sync" and back in place, so keyboard focus stays on it', async () => {
    const { app, bridge } = await startApp();
    renderWith(StatusBar, app);
    const button = screen.getByRole('button', { name: 'Sync now' });
    button.focus();
    bridge.emit('sync:progress', { syncId: 's1', planned: 4, done: 1, failed: 0, current: undefined });
    await waitFor(() => expect(shownText(button)).toBe('Cancel sync'));
    expect(document.activeElement).toBe(button);
    const summary = {
      syncId: 's1',
      startedAt: '',
      finishedAt: '2026-11-22T14:11:00.000Z',
      outcome: 'complete' as const,
      planned: 4,
      done: 4,
      failures: [],
    };
    bridge.emit('sync:finished', summary);
    await waitFor(() => expect(shownText(button)).toBe('Sync now'));
    expect(document.activeElement).toBe(button);
  });

  it('shows no "Sync now" before the first connection', async () => {
    const { app } = await startApp(fakeBridge({ status: EMPTY_STATUS }));
    renderWith(StatusBar, app);
    await waitFor(() => expect(screen.getByTestId('connectivity')).toBeTruthy());
    expect(screen.queryByRole('button', { name: 'Sync now' })).toBeNull();
  });

  it('SANDBOX and DEMO badges stand out', async () => {
    const { app } = await startApp(fakeBridge({ status: readyStatus({ environment: 'sandbox' }) }));
    const { container } = renderWith(StatusBar, app);
    const badge = container.querySelector('[data-environment="sandbox"]')!;
    expect(badge.textContent).toContain('SANDBOX');
    expect(badge.classList.contains('sandbox')).toBe(true);
  });

  it('speaks Spanish at once when the language changes, counts by Spanish plural rules', async () => {
    const { app, bridge } = await startApp();
    renderWith(StatusBar, app);
    bridge.emit('sync:progress', { syncId: 's1', planned: 40, done: 12, failed: 1, current: 'Shifts of event 1' });
    await waitFor(() => expect(text('sync-state')).toBe('Syncing 12 of 40, 1 failed'));
    dispatchEvent(new CustomEvent('fieldsup:test-language', { detail: 'es' }));
    try {
      await waitFor(() => expect(text('sync-state')).toBe('Sincronizando 12 de 40, 1 con error'));
      expect(screen.getByRole('button', { name: 'Cancelar sincronización' })).toBeTruthy();
      expect(screen.getByRole('contentinfo', { name: 'Estado' })).toBeTruthy();
      bridge.emit(
        'sync:finished',
        partialSync([{ item: 'Shifts of event 7', code: 'API-500', message: 'The server failed.' }], RUN_OF_40),
      );
      await fireEvent.click(await screen.findByRole('button', { name: /1 sin actualizar/ }));
      const dialog = screen.getByRole('dialog', { name: 'Última sincronización: 1 elemento sin actualizar' });
      expect(dialog.textContent).toContain('Turnos de evento 7');
      expect(dialog.textContent).toContain('El servidor tuvo un problema interno.');
    } finally {
      dispatchEvent(new CustomEvent('fieldsup:test-language', { detail: null }));
    }
  });
});

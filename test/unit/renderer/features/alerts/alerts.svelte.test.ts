// The alert scheduler over a real (fake-indexeddb) database fed by the real batch receiver:
// fires once and logs it, keeps quiet after a restart, withdraws when a sync fills the shift,
// and respects mute, quiet hours and a dismissal.
import { describe, expect, it, vi } from 'vitest';
import type { Settings } from '../../../../../preload/contract';
import { AlertsState } from '../../../../../renderer/src/features/alerts/alerts.svelte';
import { batch, deliverEvent, startApp } from '../../support/app';
import { apiShift } from '../../support/data';
import { fakeBridge } from '../../support/fake-bridge';
import { useFixedDate } from '../../support/live-clock';

const ALERT_ID = 'short-soon:1:bar:lead:2026-11-22 14:00:00';

useFixedDate('2026-11-22T13:15:00');

async function started(settings: Partial<Settings> = {}) {
  const bridge = fakeBridge({ settings: { followedEventIds: ['1'], ...settings } });
  const { app, alerts } = await startApp(bridge);
  await deliverEvent(bridge, 'Harbour Gala', [
    apiShift('bar', { custom_name: 'Bar staff', quantity: 10, filled: 7, start_time: '2026-11-22 14:00:00' }),
  ]);
  await alerts.evaluate();
  return { app, alerts, bridge };
}

const fill = (filled: number) =>
  batch({
    kind: 'event-shifts',
    eventId: '1',
    shifts: [apiShift('bar', { custom_name: 'Bar staff', quantity: 10, filled, start_time: '2026-11-22 14:00:00' })],
  });

describe('AlertsState', () => {
  it('a round a disconnect closes the database under reports nothing and shows nothing', async () => {
    const errors = vi.spyOn(console, 'error').mockImplementation(() => undefined);
    try {
      const { app, alerts, bridge } = await started();
      // A stored batch starts a round; the disconnect closes and erases the database meanwhile.
      await bridge.deliver([fill(7)]);
      await app.connection.disconnectAndErase();
      await alerts.evaluate();
      expect(errors).not.toHaveBeenCalled();
      expect(alerts.current).toEqual([]);
    } finally {
      errors.mockRestore();
    }
  });

  it('a stored batch with a short shift inside the lead time fires the alert once: in the app and on the desktop', async () => {
    const { alerts, bridge } = await started();
    expect(alerts.current.map((a) => a.id)).toEqual([ALERT_ID]);
    expect(alerts.current[0]).toMatchObject({ title: 'Short shift starts in 45 min' });
    expect(bridge.calls.notifyAlert).toHaveBeenCalledTimes(1);
    expect(bridge.calls.notifyAlert.mock.calls[0]![0]).toMatchObject({
      alertId: ALERT_ID,
      title: 'Short shift starts in 45 min',
      target: { kind: 'shift', eventId: '1', shiftId: 'bar' },
    });
    expect(bridge.calls.notifyAlert.mock.calls[0]![0].body).toMatch(
      /^Bar staff · Harbour Gala · 3 of 10 places open\. Data as of /,
    );
    await alerts.evaluate();
    expect(bridge.calls.notifyAlert).toHaveBeenCalledTimes(1);
  });

  it('after a restart the same alert shows in the app but is not notified again', async () => {
    const { app, bridge } = await started();
    const restarted = new AlertsState({
      bridge: bridge.api,
      db: () => app.connection.db,
      settings: () => app.connection.settings,
      now: () => new Date(),
    });
    await restarted.evaluate();
    expect(restarted.current.map((a) => a.id)).toEqual([ALERT_ID]);
    expect(bridge.calls.notifyAlert).toHaveBeenCalledTimes(1);
  });

  it('a later sync that fills the shift withdraws the alert and its notification', async () => {
    const { alerts, bridge } = await started();
    await bridge.deliver([fill(10)]);
    await alerts.evaluate();
    expect(alerts.current).toEqual([]);
    expect(bridge.calls.withdrawAlert).toHaveBeenCalledWith({ alertId: ALERT_ID });
  });

  it('at the start the shift is announced again, as a second occurrence', async () => {
    const { alerts, bridge } = await started();
    vi.setSystemTime(new Date('2026-11-22T14:00:00'));
    await alerts.evaluate();
    expect(alerts.current.map((a) => a.title)).toEqual(['Short shift starting now']);
    expect(bridge.calls.notifyAlert).toHaveBeenCalledTimes(2);
    expect(bridge.calls.withdrawAlert).toHaveBeenCalledWith({ alertId: ALERT_ID });
  });

  it('a muted event neither shows nor notifies', async () => {
    const { alerts, bridge } = await started({ mutedEventIds: ['1'] });
    expect(alerts.current).toEqual([]);
    expect(bridge.calls.notifyAlert).not.toHaveBeenCalled();
  });

  it('in quiet hours, or with notifications off, the alert shows in the app only, and is not notified later', async () => {
    const { alerts, bridge } = await started({ quietHours: { start: '13:00', end: '13:30' } });
    expect(alerts.current.map((a) => a.id)).toEqual([ALERT_ID]);
    expect(bridge.calls.notifyAlert).not.toHaveBeenCalled();
    vi.setSystemTime(new Date('2026-11-22T13:35:00'));
    await alerts.evaluate();
    expect(bridge.calls.notifyAlert).not.toHaveBeenCalled();

    const off = await started({ alertsEnabled: false });
    expect(off.alerts.current).toHaveLength(1);
    expect(off.bridge.calls.notifyAlert).not.toHaveBeenCalled();
  });

  it('a dismissed alert stays dismissed and its notification is withdrawn', async () => {
    const { alerts, bridge } = await started();
    await alerts.dismiss(ALERT_ID);
    expect(alerts.current).toEqual([]);
    expect(bridge.calls.withdrawAlert).toHaveBeenCalledWith({ alertId: ALERT_ID });
    await alerts.evaluate();
    expect(alerts.current).toEqual([]);
  });
});

describe('rounds asked by stored batches', () => {
  it('a sync storing a message every 20 ms for 3 s gets a round a second, and one after its last message', async () => {
    vi.useFakeTimers({ toFake: ['setTimeout', 'clearTimeout', 'performance', 'Date'] });
    let rounds = 0;
    const alerts = new AlertsState({
      bridge: fakeBridge().api,
      db: () => undefined,
      // Read once per round: counts the rounds.
      settings: () => {
        rounds++;
        return undefined;
      },
      now: () => new Date(),
    });
    for (let t = 0; t < 3_000; t += 20) {
      alerts.afterStored();
      await vi.advanceTimersByTimeAsync(20);
    }
    // Back to back, as before, this burst would have run a round per message.
    expect(rounds).toBeGreaterThanOrEqual(3);
    expect(rounds).toBeLessThanOrEqual(4);
    const beforeLast = rounds;
    alerts.afterStored();
    await vi.advanceTimersByTimeAsync(1_000);
    // The last message's data is looked at: no batch is left without a round after it.
    expect(rounds).toBe(beforeLast + 1);
  });
});

describe('AlertsState before the first screen is drawn', () => {
  it('reads nothing until it is ready, then runs the round that was asked for', async () => {
    const { app } = await started();
    let drawn!: () => void;
    const ready = new Promise<void>((resolve) => (drawn = resolve));
    const db = vi.fn(() => app.connection.db);
    const waiting = new AlertsState({
      bridge: app.bridge,
      db,
      settings: () => app.connection.settings,
      now: () => new Date(),
      ready,
    });
    const round = waiting.evaluate();
    await new Promise((resolve) => setTimeout(resolve, 20));
    expect(db).not.toHaveBeenCalled();
    drawn();
    await round;
    expect(waiting.current.map((a) => a.id)).toEqual([ALERT_ID]);
  });
});

// A shift the office made short is an alert of its own, through the same scheduler round as
// "short shift starting soon": notified once, kept in the fired log while it is still due
// (days, until the supervisor looks), withdrawn once the supervisor has looked.
import { describe, expect, it } from 'vitest';
import { alertRound } from '../../../../../renderer/src/features/alerts/alert-round';
import { applyBatch } from '../../../../../renderer/src/shared/db/apply-batch';
import { markLooked } from '../../../../../renderer/src/features/office-changes/change-queries';
import { recordingBridge } from '../../support/alert-bridge';
import { settingsWith } from '../../support/fake-bridge';
import { apiShift, freshDb, shiftsBatch } from '../../shared/db/helpers';

const T1 = '2026-11-20T10:00:00.000Z';
const T2 = '2026-11-20T11:00:00.000Z';
const NOW = new Date('2026-11-20T11:00:05.000Z');
const DAY = 86_400_000;
// Days ahead, so no "starting soon" alert joins in.
const START = '2026-11-26 14:00:00';
const END = '2026-11-26 22:00:00';

/** Event 42 synced with shift 1 full and shift 2 already short, then the office takes two people off shift 1. */
async function madeShortBySync() {
  const { db } = await freshDb();
  const before = [
    apiShift('1', { custom_name: 'Bar staff', quantity: 8, filled: 8, start_time: START, end_time: END }),
    apiShift('2', { quantity: 5, filled: 2, start_time: START, end_time: END }),
  ];
  await applyBatch(db, shiftsBatch('42', before, T1), new Date(T1));
  const after = [{ ...before[0]!, filled: 6 }, before[1]!];
  await applyBatch(db, shiftsBatch('42', after, T2), NOW);
  return db;
}

describe('the "made short by the office" alert', () => {
  it('is notified once, for the shift the change made short only, with before and after in words', async () => {
    const db = await madeShortBySync();
    const { bridge, notified } = recordingBridge();
    const settings = settingsWith({ followedEventIds: ['42'] });

    const shown = await alertRound(db, settings, NOW, bridge);
    expect(shown.map((a) => [a.kind, a.target])).toEqual([
      ['made-short', { kind: 'shift', eventId: '42', shiftId: '1' }],
    ]);
    expect(notified).toEqual([
      expect.objectContaining({
        title: 'Made short by the office: 2 open',
        body: expect.stringMatching(/^Bar staff · Event 42 · filled 8 → 6\. Data as of /),
        target: { kind: 'shift', eventId: '42', shiftId: '1' },
      }),
    ]);

    await alertRound(db, settings, new Date(NOW.getTime() + 60_000), bridge);
    // Still due three days later, and its log row older than the log keeps others: not again.
    await alertRound(db, settings, new Date(NOW.getTime() + 3 * DAY), bridge);
    await alertRound(db, settings, new Date(NOW.getTime() + 3 * DAY + 60_000), bridge);
    expect(notified).toHaveLength(1);
  });

  it('is withdrawn once the supervisor has looked at the event, and never raised for a muted one', async () => {
    const db = await madeShortBySync();
    const { bridge, notified, withdrawn } = recordingBridge();
    await alertRound(db, settingsWith({ followedEventIds: ['42'] }), NOW, bridge);
    expect(notified).toHaveLength(1);

    await markLooked(db, '42', new Date(NOW.getTime() + 30_000));
    const shown = await alertRound(
      db,
      settingsWith({ followedEventIds: ['42'] }),
      new Date(NOW.getTime() + 60_000),
      bridge,
    );
    expect(shown).toEqual([]);
    expect(withdrawn).toEqual([notified[0]!.alertId]);

    const muted = await madeShortBySync();
    const quiet = recordingBridge();
    const mutedShown = await alertRound(
      muted,
      settingsWith({ followedEventIds: ['42'], mutedEventIds: ['42'] }),
      NOW,
      quiet.bridge,
    );
    expect([mutedShown, quiet.notified]).toEqual([[], []]);
  });
});

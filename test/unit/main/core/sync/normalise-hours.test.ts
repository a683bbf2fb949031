import { describe, expect, it } from 'vitest';
import { workerTimeTrackingSummarySchema } from '../../../../../main/core/api/time-tracking-schema';
import { normaliseBody } from '../../../../../main/core/sync/set-sources';
import { normaliseWorkerHours } from '../../../../../main/core/sync/normalise-hours';

const parse = (raw: unknown) => workerTimeTrackingSummarySchema.parse(raw);
const NO_REASONS = { overtimeDaily: false, overtimeWeekly: false, doubleTimeDaily: false, doubleTimeWeekly: false };
const ZERO = { regular: 0, overtime: 0, doubleTime: 0, total: 0 };

describe('normaliseWorkerHours', () => {
  it('keeps the days in keyArray order, in whole minutes, with their reasons and the week and period totals', () => {
    const raw = {
      start_basic: '2026-11-16',
      end_basic: '2026-11-29',
      weeks: [
        {
          start_of_week: '2026-11-16',
          end_of_week: '2026-11-22',
          week: {
            // Not sorted: the server's order wins.
            keyArray: ['2026-11-17', '2026-11-16'],
            extraData: { '2026-11-16': { niceDate: ' Mån 16 nov ' }, '2026-11-17': { niceDate: 'Tue, Nov 17' } },
            '2026-11-16': {
              punches: ['p1', 'p2'],
              stats: {
                total_hours: 13,
                total_minutes: 30,
                hours: 8,
                minutes: 0,
                ot_hours: 4,
                ot_minutes: 0,
                dt_hours: 1,
                dt_minutes: 30,
                punches: ['p1', 'p2'],
                ot_reason: { daily: true, weekly: false },
                dt_reason: { daily: true },
                problems: 1,
              },
            },
            '2026-11-17': { punches: [], stats: { hours: 7.5 } },
            week_stats: {
              total_hours: 21,
              total_minutes: 0,
              hours: 15,
              minutes: 30,
              ot_hours: 4,
              dt_hours: 1,
              dt_minutes: 30,
              ot_reason: { daily: true, weekly: false },
              dt_reason: { daily: true, weekly: false },
              problems: 1,
            },
            punches: [
              { id: 'p1', daily_overtime_cutoff: '', daily_doubletime_cutoff: 'n/a' },
              { id: 'p2', daily_overtime_cutoff: '7.5', daily_doubletime_cutoff: '12' },
              // Clocked in, not out: the rest of this shift is still to be worked.
              { id: 'p3', open: '1', punch_datetime: '2026-11-17 14:00:00', ern_end: '2026-11-17 22:00:00' },
              { id: 'p4', open: '1', punch_datetime: 'garbled', ern_end: '2026-11-17 22:00:00' },
            ],
          },
        },
      ],
      pay_period_stats: {
        total_hours: 21,
        hours: 15,
        minutes: 30,
        ot_hours: 4,
        dt_hours: 1,
        dt_minutes: 30,
        open_punches: 2,
        pending_punches: 1,
        problems: 1,
      },
    };
    const hours = normaliseWorkerHours('3001', 'AbCdE12345', parse(raw));
    expect(hours.weeks[0]?.days.map((d) => d.date)).toEqual(['2026-11-17', '2026-11-16']);
    expect(hours.weeks[0]?.days[1]).toEqual({
      date: '2026-11-16',
      label: 'Mån 16 nov',
      hours: { regular: 480, overtime: 240, doubleTime: 90, total: 810 },
      reasons: { ...NO_REASONS, overtimeDaily: true, doubleTimeDaily: true },
      problems: 1,
      punches: 2,
    });
    // 7.5 hours is 450 minutes.
    expect(hours.weeks[0]?.days[0]?.hours).toEqual({ ...ZERO, regular: 450 });
    expect(hours.weeks[0]).toMatchObject({
      start: '2026-11-16',
      end: '2026-11-22',
      hours: { regular: 930, overtime: 240, doubleTime: 90, total: 1260 },
      problems: 1,
    });
    expect(hours).toMatchObject({
      workerId: '3001',
      uuid: 'AbCdE12345',
      periodStart: '2026-11-16',
      periodEnd: '2026-11-29',
      period: {
        hours: { regular: 930, overtime: 240, doubleTime: 90, total: 1260 },
        openPunches: 2,
        pendingPunches: 1,
      },
      // The first cutoffs a punch gives as a number of hours.
      dailyOvertimeAfter: 450,
      dailyDoubleTimeAfter: 720,
      openShifts: [{ clockedIn: '2026-11-17 14:00:00', scheduledEnd: '2026-11-17 22:00:00' }],
    });
  });

  it('tolerates every optional field left out: a day in keyArray without an entry counts zero hours', () => {
    const hours = normaliseWorkerHours('7', 'ZZZZZ00000', parse({ weeks: [{ week: { keyArray: ['2026-11-23'] } }] }));
    expect(hours).toEqual({
      workerId: '7',
      uuid: 'ZZZZZ00000',
      periodStart: '2026-11-23',
      periodEnd: '2026-11-23',
      weeks: [
        {
          start: '2026-11-23',
          end: '2026-11-23',
          days: [{ date: '2026-11-23', label: '', hours: ZERO, reasons: NO_REASONS, problems: 0, punches: 0 }],
          hours: ZERO,
          reasons: NO_REASONS,
          problems: 0,
        },
      ],
      period: { hours: ZERO, reasons: NO_REASONS, problems: 0, openPunches: 0, pendingPunches: 0 },
      dailyOvertimeAfter: undefined,
      dailyDoubleTimeAfter: undefined,
      openShifts: [],
    });
    expect(normaliseWorkerHours('7', 'ZZZZZ00000', parse({ weeks: [] })).weeks).toEqual([]);
  });

  it('drops fields the stored row does not carry and reads negative time as none', () => {
    const raw = {
      weeks: [
        {
          start_of_week: '2026-11-23',
          end_of_week: '2026-11-29',
          surprise: { nested: true },
          week: {
            keyArray: ['2026-11-23'],
            '2026-11-23': { stats: { hours: -3, ot_hours: 0, future_field: 'x' }, worked: true, another: 1 },
            week_stats: { hours: 0, minutes: 0, brand_new: [1, 2] },
          },
        },
      ],
      pay_period_stats: null,
      company_extra: 'ignored',
    };
    const body = normaliseBody({ kind: 'worker-hours', workerId: '9', uuid: 'Q1w2E3r4T5', summary: parse(raw) });
    expect(body.kind === 'worker-hours' && body.hours.weeks[0]?.days[0]?.hours).toEqual(ZERO);
    // Only the stored row's own keys, all camelCase: nothing of the API's shape reaches the window.
    const keys = JSON.stringify(body).match(/"[a-zA-Z_]+":/g) ?? [];
    expect(keys.filter((k) => k.includes('_'))).toEqual([]);
    expect(JSON.stringify(body)).not.toContain('surprise');
  });
});

// One shortage figure everywhere: the dashboard row, the event's shift rows, the totals panel
// and the CSV exports read the same numbers, over random shift sets.
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { aggregateShifts } from '../../../../../renderer/src/shared/db/fill';
import { dashboardCsv } from '../../../../../renderer/src/features/dashboard/dashboard-csv';
import { shiftsCsv } from '../../../../../renderer/src/features/event/shifts-csv';
import { toDashboardItem, totalsOf } from '../../../../../renderer/src/features/dashboard/dashboard-view';
import { toShiftItem } from '../../../../../renderer/src/features/event/shift-view';
import { storedShift } from '../../support/builders';

const shiftArb = fc.record({ quantity: fc.nat(25), filled: fc.nat(35) });
const eventsArb = fc.array(fc.array(shiftArb, { maxLength: 12 }), { minLength: 1, maxLength: 8 });

/** The CSV's cells by header, one record per line (no quoting in these figures). */
function csvRecords(csv: string): Record<string, string>[] {
  const [head = '', ...lines] = csv
    .replace(/^\uFEFF/, '')
    .trimEnd()
    .split('\r\n');
  const names = head.split(',');
  return lines.map((line) => Object.fromEntries(line.split(',').map((cell, i) => [names[i], cell])));
}

describe('fill figures over random events', () => {
  it("row open = sum of its shift rows' gaps = its share of the totals; a short shift is never Full; CSV = screen", () => {
    fc.assert(
      fc.property(eventsArb, (events) => {
        const perEvent = events.map((raw, e) => {
          const eventId = String(e + 1);
          const shifts = raw.map((s, i) => storedShift({ eventId, id: `s${i}`, ...s }));
          const item = toDashboardItem({
            eventId,
            event: {
              id: eventId,
              name: `E${eventId}`,
              date: '2026-11-22',
              venue: '',
              city: '',
              clientId: '',
              notFound: false,
            },
            totals: { ...aggregateShifts(shifts), eventId, asOf: '' },
            asOf: undefined,
            notFound: false,
          });
          return { item, shiftItems: shifts.map((s) => toShiftItem(s, '2026-11-22 06:00')) };
        });
        const items = perEvent.map((p) => p.item);
        const totals = totalsOf(items);
        const rows = csvRecords(dashboardCsv(items, new Map()));

        let openSum = 0;
        perEvent.forEach(({ item, shiftItems }, i) => {
          const gaps = shiftItems.reduce((sum, s) => sum + s.fill.gap, 0);
          expect(item.fill!.gap).toBe(gaps);
          openSum += item.fill!.gap;
          if (shiftItems.some((s) => s.fill.gap > 0)) {
            expect(item.fill!.severity).not.toBe('full');
            expect(item.fill!.severity).not.toBe('overfilled');
            expect(item.fill!.percent).toBeLessThan(100);
          }
          const row = rows[i]!;
          expect(Number(row['Open places'])).toBe(item.fill!.gap);
          expect(Number(row['Filled'])).toBe(item.fill!.filled);
          expect(Number(row['Needed'])).toBe(item.fill!.needed);
          expect(Number(row['Extra people'])).toBe(item.fill!.extra);
          expect(row['Fill %']).toBe(item.fill!.percent === undefined ? '' : String(item.fill!.percent));
          expect(row['Status']).toBe(item.fill!.label);
          const shiftGapsCsv = csvRecords(shiftsCsv(shiftItems)).reduce((sum, r) => sum + Number(r['Gap']), 0);
          expect(shiftGapsCsv).toBe(gaps);
        });
        expect(totals.fill.gap).toBe(openSum);
        expect(totals.fill.needed - totals.fill.filled).toBe(openSum);
      }),
    );
  });
});

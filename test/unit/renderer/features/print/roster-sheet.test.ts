import { afterEach, describe, expect, it } from 'vitest';
import type { StoredShift } from '../../../../../preload/contract';
import { resolveLanguage, setLanguageSource } from '../../../../../preload/i18n';
import type { DashboardRow } from '../../../../../renderer/src/shared/db/queries';
import { aggregateShifts } from '../../../../../renderer/src/shared/db/fill';
import { rosterSheet } from '../../../../../renderer/src/features/print/roster-sheet';
import { figuresAt, toDashboardItem } from '../../../../../renderer/src/features/dashboard';
import { toShiftItem } from '../../../../../renderer/src/features/event';
import { storedShift } from '../../support/builders';

const NOW = new Date(2026, 10, 22, 16, 32);
const MINUTE = '2026-11-22 16:32';
const AS_OF = new Date(2026, 10, 22, 16, 21).toISOString();
const shift = (eventId: string, id: string, start: string, end: string, fields: Partial<StoredShift> = {}) =>
  storedShift({ eventId, id, startTime: `${start}:00`, endTime: `${end}:00`, ...fields });

const shifts = new Map<string, StoredShift[]>([
  [
    'gala',
    [
      shift('gala', 'bar', '2026-11-22 18:00', '2026-11-22 23:00', { quantity: 4, filled: 7, alternateQuantity: 1 }),
      shift('gala', 'door', '2026-11-22 14:00', '2026-11-22 20:00', { quantity: 10, filled: 6 }),
      shift('gala', 'setup', '2026-11-22 08:00', '2026-11-22 12:00', { quantity: 5, filled: 2 }),
    ],
  ],
  // Began the night before: it runs into the day, so the day's roster has it.
  ['night', [shift('night', 'late', '2026-11-21 22:00', '2026-11-22 06:00', { quantity: 3, filled: 3 })]],
  ['tomorrow', [shift('tomorrow', 't1', '2026-11-23 09:00', '2026-11-23 17:00', { quantity: 2, filled: 0 })]],
]);
const row = (eventId: string, name: string): DashboardRow => ({
  eventId,
  event: { id: eventId, name, date: '2026-11-22', venue: 'Pier 4', city: 'Oakland', clientId: '', notFound: false },
  totals: { eventId, asOf: AS_OF, ...aggregateShifts(shifts.get(eventId) ?? []) },
  asOf: AS_OF,
  notFound: false,
});
const rows = [row('gala', 'Harbour Gala'), row('night', 'Night Watch'), row('tomorrow', 'Tomorrow Fair')];
const never: DashboardRow = { eventId: '404', event: undefined, totals: undefined, asOf: undefined, notFound: false };

const roster = (day = '2026-11-22', extra: DashboardRow[] = []) =>
  rosterSheet({ day, rows: [...rows, ...extra], shifts, now: NOW, timeZone: 'UTC', locale: 'en-GB' });

describe('the day roster', () => {
  afterEach(() => setLanguageSource(() => resolveLanguage('en', ['en-US'])));

  it('lists the events of the day, each with its shifts of the day in start order', () => {
    const sheet = roster();
    expect(sheet.events.map((e) => e.eventId)).toEqual(['night', 'gala']);
    expect(sheet.events[1]!.shifts.map((s) => s.shiftId)).toEqual(['setup', 'door', 'bar']);
    expect(roster('2026-11-23').events.map((e) => e.eventId)).toEqual(['tomorrow']);
  });

  it("prints each event's figures as its dashboard row shows them, and each shift's as the event screen", () => {
    const sheet = roster();
    for (const event of sheet.events) {
      const item = figuresAt(
        toDashboardItem(rows.find((r) => r.eventId === event.eventId)!),
        shifts.get(event.eventId),
        MINUTE,
      );
      const { figures } = event;
      expect(figures.fill).toEqual(item.fill);
      expect([figures.ended, figures.endedShifts]).toEqual([item.ended, item.endedShifts]);
      if (!item.ended) expect(figures.shortShifts).toBe(item.totals!.understaffedShifts);
      for (const printed of event.shifts) {
        const screen = toShiftItem(
          shifts.get(event.eventId)!.find((s) => s.id === printed.shiftId)!,
          MINUTE,
        );
        expect([printed.open, printed.fill.label, printed.booked, printed.needed, printed.extra]).toEqual([
          screen.open,
          screen.fill.label,
          screen.shift.filled,
          screen.shift.quantity,
          screen.fill.extra,
        ]);
      }
    }
  });

  it('marks what is short in words and a shape, keeps extra people apart and an ended shift out of the open places', () => {
    const gala = roster().events[1]!;
    const byId = Object.fromEntries(gala.shifts.map((s) => [s.shiftId, s]));
    expect(byId['door']).toMatchObject({ open: 4, fill: { short: true, icon: '▼', label: 'Short' } });
    expect(byId['bar']).toMatchObject({ open: 0, extra: 3, fill: { short: false, label: 'Overfilled' } });
    expect(byId['setup']).toMatchObject({ open: 0, fill: { short: false, label: 'Ended' } });
    // Over: the night's event keeps its final figures and reads "Ended".
    expect(roster().events[0]!.figures).toMatchObject({ ended: true, fill: { needed: 3, filled: 3, label: 'Ended' } });
    // The day: ended shifts add nothing; the overfilled bar's 3 extra never fill the door's gap.
    expect(roster().totals).toMatchObject({
      fill: { needed: 14, filled: 10, gap: 4, extra: 3 },
      shortShifts: 1,
      endedShifts: 2,
      ended: false,
    });
  });

  it("names the day's coverage gaps, says which followed events it holds nothing of, and how old its figures are", () => {
    const sheet = roster('2026-11-22', [never]);
    // Biggest first, as the coverage picture says it; the morning's gap is part of the day too.
    expect(sheet.coverage).toBe('Short 4 from 14:00 to 20:00; Short 3 from 08:00 to 12:00');
    expect(sheet.notStored).toEqual(['404']);
    expect(sheet.header.about[0]).toMatch(/22 Nov 2026/);
    expect(sheet.header.age).toMatch(/some data never synced/);
    expect(roster().header.age).toMatch(/data as of 16:21/);
  });

  it('speaks the language the app speaks', () => {
    setLanguageSource(() => resolveLanguage('es', ['es-ES']));
    const sheet = rosterSheet({ day: '2026-11-22', rows, shifts, now: NOW, timeZone: 'UTC', locale: 'es-ES' });
    expect(sheet.header.title).toBe('Lista del día');
    expect(sheet.header.about[1]).toBe('2 eventos que sigue');
    expect(sheet.events[1]!.shifts.find((s) => s.shiftId === 'door')!.fill.label).toBe('Faltan');
    expect(sheet.coverage).toBe('Faltan 4 de 14:00 a 20:00; Faltan 3 de 08:00 a 12:00');
  });
});

/**
 * "Short shift starting soon": a followed shift with a gap (fill.ts's one definition) is due
 * an alert twice, once within the lead time before it starts ('lead') and once at its start
 * ('start'). Each stage is its own occurrence with its own id, so each fires once. Pure, with
 * the time passed in.
 */
import { splitTime } from '../../../../preload/contract';
import { fillOf } from '../../shared/db/fill';
import { stillToFill } from '../../shared/db/still-to-fill';
import type { StoredShift } from '../../shared/db/rows';
import { toShiftTime } from '../../shared/shift-time';
import { formatCount, formatLeadTime, m } from '../../../../preload/i18n';
import type { Alert } from './alert';

/** After this long a shift that started short is underway: its start alert is no longer news. */
export const START_GRACE_MINUTES = 15;

export type ShortShiftStage = 'lead' | 'start';

export interface ShortShiftInput {
  /** Shifts of followed, unmuted events; the ones not short or not near their start are skipped. */
  shifts: readonly StoredShift[];
  now: Date;
  leadMinutes: number;
  eventNames: ReadonlyMap<string, string>;
  /** When each event's shifts were last synced (ISO), by event id. */
  asOf: ReadonlyMap<string, string | undefined>;
}

/** Minutes since 1970 of wall-clock text, as written (no time zone is applied to either side). */
function wallMinutes(value: string): number | undefined {
  const parts = splitTime(value);
  if (!parts) return undefined;
  const [y, mo, d] = parts.date.split('-').map(Number) as [number, number, number];
  const [h = 0, mi = 0] = parts.clock.split(':').map(Number);
  const minutes = Date.UTC(y, mo - 1, d) / 60_000 + h * 60 + mi;
  return Number.isFinite(minutes) ? minutes : undefined;
}

/** Minutes from `now` (on this machine's clock, read as event-local) to a shift's start. */
export function minutesUntil(startTime: string, now: Date): number | undefined {
  const start = wallMinutes(startTime);
  const current = wallMinutes(toShiftTime(now));
  return start === undefined || current === undefined ? undefined : start - current;
}

/** Which stage is due `minutes` before the start (negative: after it), if any. */
export function stageAt(minutes: number, leadMinutes: number): ShortShiftStage | undefined {
  if (minutes > 0 && minutes <= leadMinutes) return 'lead';
  if (minutes <= 0 && minutes > -START_GRACE_MINUTES) return 'start';
  return undefined;
}

/** The alert's id: the shift, the stage, and the start it was due for (a moved shift is news again). */
export function shortShiftAlertId(shift: StoredShift, stage: ShortShiftStage): string {
  return `short-soon:${shift.eventId}:${shift.id}:${stage}:${shift.startTime}`;
}

function title(minutes: number): string {
  if (minutes > 0) return m.alert_short_starts_in({ duration: formatLeadTime(minutes) });
  return minutes === 0 ? m.alert_short_starting_now() : m.alert_short_started({ duration: formatLeadTime(-minutes) });
}

/** The alerts due now, soonest shift first. */
export function shortShiftAlerts(input: ShortShiftInput): Alert[] {
  const due: { alert: Alert; minutes: number }[] = [];
  const now = toShiftTime(input.now);
  for (const shift of input.shifts) {
    const fill = fillOf(stillToFill(shift, now));
    if (fill.gap === 0) continue;
    const minutes = minutesUntil(shift.startTime, input.now);
    if (minutes === undefined) continue;
    const stage = stageAt(minutes, input.leadMinutes);
    if (!stage) continue;
    const name = shift.customName || m.alert_shift_name({ id: shift.id });
    const event = input.eventNames.get(shift.eventId) || m.alert_event_name({ id: shift.eventId });
    due.push({
      minutes,
      alert: {
        id: shortShiftAlertId(shift, stage),
        kind: 'short-soon',
        target: { kind: 'shift', eventId: shift.eventId, shiftId: shift.id },
        title: title(minutes),
        detail: `${name} · ${event}`,
        figures: m.alert_places_open({ gap: formatCount(fill.gap), count: fill.needed }),
        asOf: input.asOf.get(shift.eventId),
      },
    });
  }
  return due.sort((a, b) => a.minutes - b.minutes).map((d) => d.alert);
}

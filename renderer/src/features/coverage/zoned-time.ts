/**
 * Event-local wall-clock text and real instants, in a named time zone. Shift times carry no zone
 * (time.ts: event-local is the venue's clock, which is this machine's); a picture of a day on a
 * time axis needs real minutes, so a 23- or 25-hour day when the clocks change is drawn as long
 * as it lasts. Pure over Intl; offsets are cached per quarter hour, because zones change offset
 * on quarter hours and Intl's formatting costs microseconds a call.
 */

const MINUTE = 60_000;
const QUARTER = 15 * MINUTE;
const DAY = 24 * 60 * MINUTE;
const WALL = /^(\d{4})-(\d{2})-(\d{2})[ T](\d{2}):(\d{2})/;

/** This machine's time zone: the venue's, as everywhere else in the app. */
export function localTimeZone(): string {
  return Intl.DateTimeFormat().resolvedOptions().timeZone;
}

const partsFormats = new Map<string, Intl.DateTimeFormat>();
function partsFormat(timeZone: string): Intl.DateTimeFormat {
  let format = partsFormats.get(timeZone);
  if (!format) {
    format = new Intl.DateTimeFormat('en-US', {
      timeZone,
      hourCycle: 'h23',
      year: 'numeric',
      month: '2-digit',
      day: '2-digit',
      hour: '2-digit',
      minute: '2-digit',
    });
    partsFormats.set(timeZone, format);
  }
  return format;
}

const offsets = new Map<string, Map<number, number>>();
/** The zone's offset from UTC at the quarter hour holding instant `ms`, asked of Intl once. */
function quarterOffset(ms: number, timeZone: string): number {
  let byQuarter = offsets.get(timeZone);
  if (!byQuarter) offsets.set(timeZone, (byQuarter = new Map()));
  const quarter = Math.floor(ms / QUARTER) * QUARTER;
  let offset = byQuarter.get(quarter);
  if (offset === undefined) {
    const p: Record<string, number> = {};
    for (const part of partsFormat(timeZone).formatToParts(quarter)) p[part.type] = Number(part.value);
    offset = Date.UTC(p.year!, p.month! - 1, p.day!, p.hour!, p.minute!) - quarter;
    byQuarter.set(quarter, offset);
  }
  return offset;
}

/**
 * The zone's offset from UTC at instant `ms`, in ms (wall clock = ms + offset). A (UTC) day
 * whose two ends have one offset has it all day, as no zone changes its clocks twice in a day:
 * two Intl calls a day rather than one a quarter (a 400-shift day made 164, now 4).
 */
function offsetAt(ms: number, timeZone: string): number {
  const day = Math.floor(ms / DAY) * DAY;
  const start = quarterOffset(day, timeZone);
  return start === quarterOffset(day + DAY, timeZone) ? start : quarterOffset(ms, timeZone);
}

/** Wall-clock text ("YYYY-MM-DD HH:mm…") read as if it were UTC, to the minute; undefined when unreadable. */
function wallAsUtc(wall: string): number | undefined {
  const m = WALL.exec(wall);
  if (!m) return undefined;
  const [y, mo, d, h, mi] = m.slice(1).map(Number) as [number, number, number, number, number];
  const ms = Date.UTC(y, mo - 1, d, h, mi);
  return Number.isNaN(ms) ? undefined : ms;
}

/**
 * The instant a wall-clock time names in `timeZone`, to the minute. A time the clocks skip
 * (02:30 when they spring forward) is read with the offset before the change, so it lands after
 * the gap (03:30); a time that happens twice (01:30 when they fall back) is the first one.
 */
export function wallToInstant(wall: string, timeZone: string): number | undefined {
  const asUtc = wallAsUtc(wall);
  if (asUtc === undefined) return undefined;
  const before = asUtc - offsetAt(asUtc - DAY, timeZone);
  const after = asUtc - offsetAt(asUtc + DAY, timeZone);
  // The answer below when no change of the clocks is near.
  if (before === after) return before;
  const fits = (ms: number) => ms + offsetAt(ms, timeZone) === asUtc;
  const first = Math.min(before, after);
  const second = Math.max(before, after);
  if (fits(first)) return first;
  if (fits(second)) return second;
  return before;
}

const pad = (n: number): string => String(n).padStart(2, '0');

/** The wall clock at instant `ms` in `timeZone`: "YYYY-MM-DD HH:mm". */
export function instantToWall(ms: number, timeZone: string): string {
  const d = new Date(ms + offsetAt(ms, timeZone));
  return `${d.getUTCFullYear()}-${pad(d.getUTCMonth() + 1)}-${pad(d.getUTCDate())} ${pad(d.getUTCHours())}:${pad(d.getUTCMinutes())}`;
}

export { QUARTER };

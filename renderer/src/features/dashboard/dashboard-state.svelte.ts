/**
 * What the dashboard thinks (DashboardScreen only draws it): the followed events read live from
 * the local database, the scope, filters and sort the supervisor chose, the figures of the header
 * line, the shifts starting soon and short, what the office made short, and the CSV export.
 * Created while a component initialises: its live queries run in that component's effects.
 * The first paint reads only the followed events' stored rows and figures: what starts soon and
 * what the office changed are read once the list was drawn (drawn()).
 */
import type { SheetRequest } from '../../../../preload/contract';
import { readDateEntry } from '../../../../preload/i18n';
import type { DashboardRow } from '../../shared/db/queries';
import type { StoredFillReading, StoredShift } from '../../shared/db/rows';
import { followedEventRows, nextShiftStarts } from './dashboard-queries';
import { toShiftTime } from '../../shared/shift-time';
import type { AppState } from '../../shared/state/app-state';
import { LiveQuery } from '../../shared/state/live-query.svelte';
import { mayHaveSoonShift, shortSince, startingSoon, type ShortSince, type SoonShift } from '../alerts';
import { DayStrip, fillTrend, recentReadingsQuery, shiftsOfEvents, type Trend } from '../coverage';
import { saveDashboardCsv } from './dashboard-csv';
import { rosterEventIds } from './roster-events';
import { shortByChange, unseenChanges, type ShiftChangeSummary } from '../office-changes';
import {
  aheadWords,
  eventsToRead,
  figuresAt,
  filterDashboard,
  inScope,
  nextStarts,
  nextStartsToRead,
  toDashboardItem,
  today as todays,
  totalsOf,
  listedTotals,
  type DashboardItem,
  type DashboardSort,
  type DateScope,
} from './dashboard-view';
import { noRowsWords } from './dashboard-words';

const HOUR = 3_600_000;
/** A date range's typed end as the ISO day it reads as; no bound while it does not read. */
const typedDay = (text: string): string => readDateEntry(text) ?? '';
/** "YYYY-MM-DD HH:MM", event-local, `hours` after `now`. */
function hoursLater(now: Date, hours: number): string {
  return toShiftTime(new Date(now.getTime() + hours * HOUR)).slice(0, 16);
}

const namesById = (items: readonly DashboardItem[]): ReadonlyMap<string, string> =>
  new Map(items.map((i) => [i.eventId, i.name]));

export type DashboardApp = Pick<AppState, 'connection' | 'clock' | 'bridge' | 'toasts'>;

export class DashboardState {
  readonly #app: DashboardApp;
  readonly #sources: LiveQuery<DashboardRow[]>;
  readonly #soon: LiveQuery<SoonShift[]>;
  readonly #changes: LiveQuery<Map<string, ShiftChangeSummary[]>>;
  readonly #readings: LiveQuery<Map<string, StoredFillReading[]>>;
  readonly #underway: LiveQuery<Map<string, StoredShift[]>>;
  readonly #nextRead: LiveQuery<Map<string, string>>;
  /** The list was painted once: the reads it does not need may start. */
  #drawn = $state(false);

  query = $state('');
  understaffedOnly = $state(false);
  sort = $state<DashboardSort>('start');
  scope = $state<DateScope>('upcoming');
  /** The range's dates as typed, in the language's order ("22/11/2026"). */
  from = $state('');
  to = $state('');
  /** The day strip over Today's figures; a gap chosen on it lists the events short then, whatever the scope. */
  readonly day: DayStrip;

  /** "Now" to the minute, in event-local form: what counts as today moves on with it. */
  readonly #minute = $derived.by(() => toShiftTime(this.#app.clock.now).slice(0, 16));
  readonly #followed = $derived.by(() => this.#app.connection.settings?.followedEventIds ?? []);
  readonly #stored = $derived.by(() => (this.#sources.current ?? []).map(toDashboardItem));
  // Events with some shifts over and some not: their shifts are read to count what is still ahead.
  readonly #toRead = $derived.by(() => eventsToRead(this.#stored, this.#minute).join(' '));
  // Events already started with a shift that may be ahead: their next start is read, all in one
  // go whatever rows are shown, so a search or a scroll reads nothing.
  readonly #nextToRead = $derived.by(() => nextStartsToRead(this.#stored, this.#minute).join(' '));
  readonly #nextStarts = $derived.by(() => {
    const read = this.#nextRead.current;
    return read && nextStarts(this.#stored, read, this.#minute);
  });
  // The totals and every scope but "Past" and a date range count only the shifts not ended at
  // this minute; those two keep every shift's figures.
  readonly #items = $derived.by(() =>
    this.#stored.map((i) => figuresAt(i, this.#underway.current?.get(i.eventId), this.#minute)),
  );
  readonly #wholeDay = $derived.by(() => this.scope === 'past' || this.scope === 'range');
  readonly #listed = $derived.by(() =>
    this.#wholeDay
      ? this.#stored.map((i) => figuresAt(i, this.#underway.current?.get(i.eventId), this.#minute, true))
      : this.#items,
  );
  readonly #todayIds = $derived.by(() =>
    todays(this.#items, this.#minute)
      .map((i) => i.eventId)
      .join(' '),
  );
  readonly #days = $derived.by(() => ({ from: typedDay(this.from), to: typedDay(this.to) }));
  readonly #scoped = $derived.by(() => {
    const shortThen = this.day.shortThen;
    return shortThen
      ? this.#items.filter((i) => shortThen.has(i.eventId))
      : inScope(this.#listed, { scope: this.scope, now: this.#minute, ...this.#days });
  });
  // Past events read latest first; every other scope from the soonest.
  readonly #order = $derived.by<DashboardSort>(() =>
    this.scope === 'past' && this.sort === 'start' ? 'recent' : this.sort,
  );
  readonly #shown = $derived.by(() =>
    filterDashboard(this.#scoped, { query: this.query, understaffedOnly: this.understaffedOnly, sort: this.#order }),
  );
  readonly #soonHours = $derived.by(() => this.#app.connection.settings?.startingSoonHours ?? 4);
  readonly #soonWindow = $derived.by(() => ({
    now: this.#minute,
    from: this.#minute,
    until: hoursLater(this.#app.clock.now, this.#soonHours),
    // A shift that started short stays listed until it ends or fills (the longest run a day).
    runningFrom: hoursLater(this.#app.clock.now, -24),
  }));
  // As text, so the query restarts only when the candidates change, not on every stored batch.
  readonly #soonCandidates = $derived.by(() =>
    this.#items
      .filter((i) => mayHaveSoonShift(i.totals, this.#soonWindow))
      .map((i) => i.eventId)
      .join(' '),
  );
  readonly #madeShort = $derived.by(() =>
    shortByChange([...(this.#changes.current?.values() ?? [])].flat(), this.#minute),
  );
  readonly #eventNames = $derived.by(() => namesById(this.#items));
  readonly #todayTotals = $derived.by(() => totalsOf(todays(this.#items, this.#minute)));
  // The line under the list sums exactly the rows it shows, as they show them.
  readonly #listedTotals = $derived.by(() => listedTotals(this.#shown));

  constructor(app: DashboardApp) {
    this.#app = app;
    this.#sources = new LiveQuery(() => {
      const db = app.connection.db;
      if (!db) return undefined;
      const ids = [...this.#followed];
      return () => followedEventRows(db, ids);
    });
    this.#underway = new LiveQuery(() => {
      const db = app.connection.db;
      if (!db) return undefined;
      const ids = this.#toRead ? this.#toRead.split(' ') : [];
      return () => shiftsOfEvents(db, ids);
    });
    this.#nextRead = new LiveQuery(() => {
      const db = app.connection.db;
      if (!db) return undefined;
      const ids = this.#nextToRead ? this.#nextToRead.split(' ') : [];
      const now = this.#minute;
      return () => nextShiftStarts(db, ids, now);
    });
    this.day = new DayStrip(app, {
      eventIds: () => this.#todayIds,
      day: () => this.today,
      drawn: () => this.#drawn,
    });
    this.#soon = new LiveQuery(() => {
      const db = app.connection.db;
      if (!db || !this.#drawn) return undefined;
      const window = this.#soonWindow;
      const candidates = this.#soonCandidates ? this.#soonCandidates.split(' ') : [];
      return () => startingSoon(db, candidates, window);
    });
    this.#changes = new LiveQuery(() => {
      const db = app.connection.db;
      if (!db || !this.#drawn) return undefined;
      const ids = [...this.#followed];
      return () => unseenChanges(db, ids);
    });
    // After the first paint, like the changes: a glyph per row, never worth delaying the rows.
    this.#readings = new LiveQuery(() => {
      const db = app.connection.db;
      if (!db || !this.#drawn) return undefined;
      const ids = [...this.#followed];
      const hour = Math.floor(app.clock.now.getTime() / HOUR) * HOUR;
      return recentReadingsQuery(db, ids, hour);
    });
  }

  get followed(): readonly string[] {
    return this.#followed;
  }
  /** Undefined until the stored rows were first read. */
  get loaded(): boolean {
    return this.#sources.current !== undefined;
  }
  get error(): unknown {
    return this.#sources.error;
  }
  get items() {
    return this.#items;
  }
  /** The followed events in the chosen period, before search and filter. */
  get scoped() {
    return this.#scoped;
  }
  /** Why the list shows no row (noRowsWords). */
  get emptyWords(): string {
    return noRowsWords({
      scope: this.scope,
      range: this.#days,
      today: this.today,
      scoped: this.#scoped.length,
      followed: this.items.length,
      understaffedOnly: this.understaffedOnly,
      query: this.query,
    });
  }
  get shown() {
    return this.#shown;
  }
  /** Changes whenever the list's order or filter does: the list then starts at its first row. */
  get listOrder(): string {
    return [this.scope, this.from, this.to, this.#order, this.understaffedOnly, this.query, this.day.chosen?.from].join(
      '|',
    );
  }
  get soonHours(): number {
    return this.#soonHours;
  }
  get soon(): readonly SoonShift[] {
    return this.#soon.current ?? [];
  }
  get madeShort() {
    return this.#madeShort;
  }
  /** Since when a shift short now has been short: its start, or when the office's change made it short. */
  shortSince(soon: SoonShift): ShortSince {
    const made = this.#madeShort.find((m) => m.eventId === soon.shift.eventId && m.shiftId === soon.shift.id);
    return shortSince(soon, made?.asOf);
  }
  /** What the event's row says of its time (aheadWords); undefined until its next shift is known. */
  ahead(item: DashboardItem): string | undefined {
    const next = this.#nextStarts;
    return item.totals && next ? aheadWords(item, next.get(item.eventId), this.#minute) : undefined;
  }
  /** The event's fill trend over the day to its data's time (the row's glyph); undefined before two readings. */
  trend(item: DashboardItem): Trend | undefined {
    const readings = this.#readings.current?.get(item.eventId);
    const dataAt = item.asOf ? Date.parse(item.asOf) : undefined;
    return readings && fillTrend(readings, this.#app.clock.now.getTime(), undefined, dataAt);
  }
  /** Shifts changed by the office since last looked, per event. */
  changedShifts(eventId: string): number {
    return this.#changes.current?.get(eventId)?.length ?? 0;
  }
  get eventNames(): ReadonlyMap<string, string> {
    return this.#eventNames;
  }
  get today(): string {
    return this.#minute.slice(0, 10);
  }
  get todayTotals() {
    return this.#todayTotals;
  }
  get listedTotals() {
    return this.#listedTotals;
  }
  /** Followed events whose shifts were never stored: nothing to count yet. */
  get neverSynced(): boolean {
    return this.#items.length > 0 && this.#items.every((i) => !i.totals && !i.notFound);
  }

  /** The screen painted the stored rows: the chips' and marks' reads start now. */
  drawn(): void {
    this.#drawn = true;
  }

  clearFilters(): void {
    this.query = '';
    this.understaffedOnly = false;
    this.scope = 'upcoming';
    this.day.chosen = undefined;
  }

  /** The day roster of `day` (print.html). */
  rosterSheet(day: string): SheetRequest | undefined {
    const db = this.#app.connection.db;
    return db && { sheet: 'roster', db: db.name, day, eventIds: rosterEventIds(this.#stored, day) };
  }

  /** The rows shown, in their order, with each event's next shift: saved where the supervisor picks. */
  async exportCsv(): Promise<void> {
    const db = this.#app.connection.db;
    const [stored, now] = [this.#stored, this.#minute];
    if (!db) return;
    await saveDashboardCsv(this.#app, this.#shown, (ids) => nextShiftStarts(db, ids, now), stored, now, this.today);
  }
}

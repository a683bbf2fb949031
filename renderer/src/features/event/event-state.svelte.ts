/**
 * What the event screen thinks (EventScreen only draws it): the event and its shifts read live
 * from the local database, what the office changed since the supervisor last looked, search,
 * filter, sort, the open rows, the row size and the mute setting, and the CSV export.
 * Created while a component initialises: its live queries and the "looked at" record run in
 * that component's effects.
 */
import { SvelteSet } from 'svelte/reactivity';
import type { SheetRequest } from '../../../../preload/contract';
import { csvFileName } from '../../shared/csv';
import { eventScreenRead, type EventDetail, type EventScreenRead } from './event-queries';
import { saveCsv } from '../../shared/export';
import { toggled } from '../../shared/follow-view';
import { m, wallDate } from '../../../../preload/i18n';
import { toShiftTime } from '../../shared/shift-time';
import type { AppState } from '../../shared/state/app-state';
import { LiveQuery } from '../../shared/state/live-query.svelte';
import { measured } from '../../shared/perf';
import { coverageOf, fillTrend, gapsOf, localTimeZone, runningBetween, wallToInstant, type Gap } from '../coverage';
import type { StoredFillReading } from '../../shared/db/rows';
import { shiftsCsv } from './shifts-csv';
import {
  countsAsLooked,
  eventUnseenChanges,
  markLooked,
  shortByChange,
  type ShiftChangeSummary,
} from '../office-changes';
import { endedFold, eventFigures, filterShifts, toShiftItem, type ShiftSort } from './shift-view';

const changedShiftIds = (changes: readonly ShiftChangeSummary[]): ReadonlySet<string> =>
  new Set(changes.filter((c) => c.kind !== 'removed').map((c) => c.shiftId));

/** The moment `ms` (epoch milliseconds) as a Date, for the "looked at" record. */
const moment = (ms: number): Date => new Date(ms);

export type EventApp = Pick<AppState, 'connection' | 'clock' | 'bridge' | 'toasts'>;

export class EventState {
  readonly #app: EventApp;
  readonly #eventId: () => string;
  readonly #detail: LiveQuery<EventScreenRead>;
  readonly #changes: LiveQuery<ShiftChangeSummary[]>;

  query = $state('');
  understaffedOnly = $state(false);
  sort = $state<ShiftSort>('start');
  /** The gap in the coverage the list is narrowed to: the shifts running then. */
  chosenGap = $state<Gap | undefined>(undefined);
  /** The ended shifts of an event running now are folded under one line until opened here. */
  showEnded = $state(false);
  /** A shift the app opened this screen on (an alert, a search): shown even when folded. */
  linked = $state<string | undefined>(undefined);
  /** The shift a jump or the changes panel points at: outlined and scrolled into view. */
  opened = $state<string | undefined>(undefined);
  // By shift id, so an open shift stays open while the list scrolls it out of the DOM and back.
  readonly expanded = new SvelteSet<string>();

  readonly #d = $derived.by(() => this.#detail.current);
  /** "Now" to the minute, event-local: shifts end as it passes. */
  readonly #minute = $derived.by(() => toShiftTime(this.#app.clock.now).slice(0, 16));
  readonly #items = $derived.by(() => (this.#d?.shifts ?? []).map((s) => toShiftItem(s, this.#minute)));
  /** The header's figures: the shifts not ended yet, or the final ones once all have ended. */
  readonly #figures = $derived.by(() => eventFigures(this.#d?.shifts ?? [], this.#minute));
  /** The venue's zone: this machine's (time.ts), read once. */
  readonly #timeZone = localTimeZone();
  readonly #coverage = $derived.by(() =>
    measured('event-coverage', () => coverageOf(this.#d?.shifts ?? [], this.#timeZone)),
  );
  readonly #gaps = $derived.by(() => gapsOf(this.#coverage));
  readonly #inGap = $derived.by(() => {
    const gap = this.chosenGap;
    return gap ? runningBetween(this.#d?.shifts ?? [], gap.from, gap.to, this.#timeZone) : undefined;
  });
  /** None while a gap is chosen: the list is then the shifts running in it, ended ones included,
   * or choosing the morning's gap at 4 PM listed nothing under "No shift matches". */
  readonly #fold = $derived.by(() => (this.chosenGap ? undefined : endedFold(this.#items)));
  readonly #shown = $derived.by(() => {
    const inGap = this.#inGap;
    const folded = this.#fold !== undefined && !this.showEnded;
    const keep = (id: string) => id === this.opened || id === this.linked;
    const items = this.#items.filter(
      (i) => (!inGap || inGap.has(i.shift.id)) && (!folded || i.fill.severity !== 'ended' || keep(i.shift.id)),
    );
    return filterShifts(items, { query: this.query, understaffedOnly: this.understaffedOnly, sort: this.sort });
  });
  readonly #changeList = $derived.by(() => this.#changes.current ?? []);
  /** The fill trend to the shifts' last confirmation, projected to the event's first start. */
  readonly #trend = $derived.by(() => {
    const first = this.#d?.totals?.firstStart;
    const startAt = first ? wallToInstant(first, this.#timeZone) : undefined;
    const asOf = this.#d?.shiftsSet?.asOf;
    return fillTrend(this.#d?.readings ?? [], this.#app.clock.now.getTime(), startAt, asOf ? Date.parse(asOf) : undefined);
  });
  readonly #madeShort = $derived.by(() => shortByChange(this.#changeList, this.#minute));
  readonly #changedIds = $derived.by(() => changedShiftIds(this.#changeList));

  /** `eventId` is read in effects: a new id reads the new event. */
  constructor(app: EventApp, eventId: () => string) {
    this.#app = app;
    this.#eventId = eventId;
    this.#detail = new LiveQuery(() => {
      const db = app.connection.db;
      if (!db) return undefined;
      const id = eventId();
      return () => eventScreenRead(db, id);
    });
    this.#changes = new LiveQuery(() => {
      const db = app.connection.db;
      if (!db) return undefined;
      const id = eventId();
      return () => eventUnseenChanges(db, id);
    });
    // Leaving after a real look at shown changes marks the event looked at (office-changes'
    // looked.ts); the panel stays meanwhile. With nothing shown there is nothing to mark, and no write.
    $effect(() => {
      const db = app.connection.db;
      const id = eventId();
      const openedAt = Date.now();
      return () => {
        const leftAt = Date.now();
        if (!db || this.#changeList.length === 0 || !countsAsLooked(openedAt, leftAt)) return;
        // A look that cannot be stored (the database closed on sign-out) only means the
        // changes show again next time.
        markLooked(db, id, moment(leftAt)).catch(() => undefined);
      };
    });
  }

  get eventId(): string {
    return this.#eventId();
  }
  get detail(): EventDetail | undefined {
    return this.#d;
  }
  get error(): unknown {
    return this.#detail.error;
  }
  get figures() {
    return this.#figures;
  }
  get items() {
    return this.#items;
  }
  get shown() {
    return this.#shown;
  }
  /** Changes whenever the list's order or filter does: the list then starts at its first row. */
  get listOrder(): string {
    return [this.sort, this.understaffedOnly, this.query, this.chosenGap?.from ?? '', this.showEnded].join('|');
  }
  /** The ended shifts' one line, on an event with shifts both ended and ahead. */
  get fold() {
    return this.#fold;
  }
  /** Is the event filling, stalled or losing people; undefined before its first reading. */
  get trend() {
    return this.#trend;
  }
  get readings(): readonly StoredFillReading[] {
    return this.#d?.readings ?? [];
  }
  /** The event's coverage per 15 minutes and its gaps, from the same shifts as the list. */
  get coverage() {
    return this.#coverage;
  }
  get gaps(): readonly Gap[] {
    return this.#gaps;
  }
  get coverageLarge(): boolean {
    return this.#app.connection.settings?.coverageLarge ?? false;
  }
  get name(): string {
    return this.#d?.event?.name || m.event_fallback_name({ id: this.#eventId() });
  }
  get date(): string {
    return this.#d?.event?.date || wallDate(this.#d?.totals?.firstStart ?? '');
  }
  get place(): string {
    return [this.#d?.event?.venue, this.#d?.event?.city].filter(Boolean).join(', ');
  }
  get notFound(): boolean {
    return !!(this.#d?.event?.notFound || this.#d?.shiftsSet?.status === 'not-found');
  }
  get changes(): readonly ShiftChangeSummary[] {
    return this.#changeList;
  }
  get madeShort() {
    return this.#madeShort;
  }
  isChanged(shiftId: string): boolean {
    return this.#changedIds.has(shiftId);
  }
  /** The sign-in sheet of this event (print.html), from the open database; undefined without one. */
  signInSheet(allShifts: boolean): SheetRequest | undefined {
    const db = this.#app.connection.db;
    return db && { sheet: 'sign-in', db: db.name, eventId: this.#eventId(), allShifts };
  }
  get compact(): boolean {
    return this.#app.connection.settings?.shiftDensity === 'compact';
  }
  get muted(): boolean {
    return this.#app.connection.settings?.mutedEventIds.includes(this.#eventId()) ?? false;
  }

  toggle(shiftId: string): void {
    if (this.expanded.has(shiftId)) this.expanded.delete(shiftId);
    else this.expanded.add(shiftId);
  }

  clearFilters(): void {
    this.query = '';
    this.understaffedOnly = false;
    this.chosenGap = undefined;
  }

  async setCoverageLarge(on: boolean): Promise<void> {
    try {
      await this.#app.connection.updateSettings({ coverageLarge: on });
    } catch (e) {
      this.#app.toasts.show(m.coverage_resize_failed({ reason: (e as Error).message }), 'error');
    }
  }

  /** From the changes panel: the shift shown, outlined, whatever the search hid. */
  openChanged(shiftId: string): void {
    this.clearFilters();
    this.opened = shiftId;
  }

  /** "Dismiss" on the changes: marked looked at now. True once stored. */
  async dismissChanges(): Promise<boolean> {
    const db = this.#app.connection.db;
    if (!db) return false;
    try {
      await markLooked(db, this.#eventId(), moment(Date.now()));
      return true;
    } catch (e) {
      this.#app.toasts.show(m.event_mark_seen_failed({ reason: (e as Error).message }), 'error');
      return false;
    }
  }

  async setCompact(on: boolean): Promise<void> {
    try {
      await this.#app.connection.updateSettings({ shiftDensity: on ? 'compact' : 'comfortable' });
    } catch (e) {
      this.#app.toasts.show(m.event_row_size_failed({ reason: (e as Error).message }), 'error');
    }
  }

  async setMuted(on: boolean): Promise<void> {
    const id = this.#eventId();
    try {
      await this.#app.connection.editList('mutedEventIds', (ids) => toggled(ids, id, on));
    } catch (e) {
      this.#app.toasts.show(m.event_mute_failed({ reason: (e as Error).message }), 'error');
    }
  }

  /** The shifts shown, in their order: saved where the supervisor picks. */
  exportCsv(): Promise<boolean> {
    const shown = this.#shown;
    const { bridge, toasts } = this.#app;
    return saveCsv(
      bridge,
      toasts,
      csvFileName(this.name, this.date, m.event_csv_file()),
      shiftsCsv(shown),
      m.event_csv_what({ count: shown.length }),
    );
  }
}

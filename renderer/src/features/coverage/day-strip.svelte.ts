/**
 * What the dashboard's day strip thinks: today's followed events' shifts, read after the list's
 * first paint, summed by 15 minutes with the event strip's own functions; the gap the supervisor
 * chose and the events short in it; the larger form, kept in Settings. Created while a
 * component initialises: its live query runs in that component's effects.
 */
import { m } from '../../../../preload/i18n';
import type { StoredShift } from '../../shared/db/rows';
import { shiftsOfEvents } from './shift-queries';
import type { AppState } from '../../shared/state/app-state';
import { LiveQuery } from '../../shared/state/live-query.svelte';
import { dayCoverage, eventsShortBetween } from './day-coverage';
import { gapsOf, type Gap } from './gaps';
import { localTimeZone } from './zoned-time';

export interface DayStripSource {
  /** Today's followed events, as space-separated ids: a new list restarts the read. */
  eventIds: () => string;
  /** Local "YYYY-MM-DD". */
  day: () => string;
  /** The list was painted once: the strip never delays the rows. */
  drawn: () => boolean;
}

export class DayStrip {
  readonly #app: Pick<AppState, 'connection' | 'toasts'>;
  readonly #source: DayStripSource;
  readonly #shifts: LiveQuery<Map<string, StoredShift[]>>;
  readonly #timeZone = localTimeZone();

  /** The gap chosen on the strip: the dashboard then lists the events short in it. */
  chosen = $state.raw<Gap | undefined>(undefined);

  readonly #todayShifts = $derived.by(() => [...(this.#shifts.current?.values() ?? [])].flat());
  readonly #coverage = $derived.by(() => dayCoverage(this.#todayShifts, this.#source.day(), this.#timeZone));
  readonly #gaps = $derived.by(() => gapsOf(this.#coverage));
  readonly #shortThen = $derived.by(() => {
    const gap = this.chosen;
    return gap && eventsShortBetween(this.#todayShifts, gap.from, gap.to, this.#timeZone);
  });

  constructor(app: Pick<AppState, 'connection' | 'toasts'>, source: DayStripSource) {
    this.#app = app;
    this.#source = source;
    this.#shifts = new LiveQuery(() => {
      const db = app.connection.db;
      if (!db || !source.drawn()) return undefined;
      const text = source.eventIds();
      const ids = text ? text.split(' ') : [];
      return () => shiftsOfEvents(db, ids);
    });
  }

  /** Today's coverage by 15 minutes (empty until read). */
  get coverage() {
    return this.#coverage;
  }
  get gaps(): readonly Gap[] {
    return this.#gaps;
  }
  /** The events short in the chosen gap; undefined when none is chosen. */
  get shortThen(): ReadonlySet<string> | undefined {
    return this.#shortThen;
  }
  get large(): boolean {
    return this.#app.connection.settings?.dayCoverageLarge ?? false;
  }

  async setLarge(on: boolean): Promise<void> {
    try {
      await this.#app.connection.updateSettings({ dayCoverageLarge: on });
    } catch (e) {
      this.#app.toasts.show(m.coverage_resize_failed({ reason: (e as Error).message }), 'error');
    }
  }
}

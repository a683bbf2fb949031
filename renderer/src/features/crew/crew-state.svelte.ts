/**
 * What the Crew screen thinks (CrewScreen only draws it): the followed crew and their stored hours
 * read live, each worker's overtime risk now, and the search. Created while a component
 * initialises: its live queries run in that component's effects.
 */
import { crewWorkers, type CrewMember } from './crew-queries';
import type { AppState } from '../../shared/state/app-state';
import { LiveQuery } from '../../shared/state/live-query.svelte';
import { filterCrew, toCrewItem, type CrewItem } from './crew-view';
import { crewHours, type WorkerHoursDetail } from './hours-queries';
import { riskNow } from './overtime-risk';

export type CrewApp = Pick<AppState, 'connection' | 'clock'>;

export class CrewState {
  readonly #app: CrewApp;
  readonly #crew: LiveQuery<CrewMember[]>;
  readonly #hours: LiveQuery<Map<string, WorkerHoursDetail>>;
  /** The search as typed. */
  query = $state('');

  readonly #ids = $derived.by(() => this.#app.connection.settings?.crewWorkerIds ?? []);
  readonly #items = $derived.by(() => {
    const { settings } = this.#app.connection;
    const assumed = {
      overtimeDailyHours: settings?.overtimeDailyHours ?? 8,
      overtimeWeeklyHours: settings?.overtimeWeeklyHours ?? 40,
    };
    return (this.#crew.current ?? []).map((member) => {
      const stored = this.#hours.current?.get(member.workerId);
      return toCrewItem(member, stored?.hours && riskNow(stored.hours, stored.set?.asOf, this.#app.clock.now, assumed));
    });
  });
  readonly #shown = $derived.by(() => filterCrew(this.#items, this.query));

  constructor(app: CrewApp) {
    this.#app = app;
    this.#crew = new LiveQuery<CrewMember[]>(() => {
      const db = app.connection.db;
      if (!db) return undefined;
      const workerIds = [...this.#ids];
      return () => crewWorkers(db, workerIds);
    });
    this.#hours = new LiveQuery<Map<string, WorkerHoursDetail>>(() => {
      const db = app.connection.db;
      if (!db) return undefined;
      const workerIds = [...this.#ids];
      return () => crewHours(db, workerIds);
    });
  }

  /** The followed workers' ids, as Settings keeps them. */
  get ids(): readonly string[] {
    return this.#ids;
  }
  /** True once the crew was read. */
  get read(): boolean {
    return this.#crew.current !== undefined;
  }
  get error(): unknown {
    return this.#crew.error;
  }
  /** Every followed worker, with their risk now. */
  get items(): CrewItem[] {
    return this.#items;
  }
  /** The workers the search matches, by name. */
  get shown(): CrewItem[] {
    return this.#shown;
  }
}

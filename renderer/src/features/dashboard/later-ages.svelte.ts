/**
 * The dashboard's honest age: after a sync the venue's network cut, today's events (read first)
 * are fresher than the later ones, and the dashboard says so beside its totals ("212 later
 * events as of 2:05 PM"). The same words as the status bar's, from the same age of the same
 * events (`dataAgeWords`); nothing when all are as old as each other.
 */
import { dataAgeWords } from '../../shared/data-age-words';
import type { DataAge } from '../../shared/db/queries';
import { followedDataAge } from '../../shared/db/ui-queries';
import type { AppState } from '../../shared/state/app-state';
import { LiveQuery } from '../../shared/state/live-query.svelte';

export class LaterAges {
  readonly #app: Pick<AppState, 'connection' | 'clock' | 'firstPaint'>;
  readonly #age: LiveQuery<DataAge>;
  /** Read once the first screen painted, as the status bar's age: its reads must not hold up the list's. */
  #painted = $state(false);

  constructor(app: Pick<AppState, 'connection' | 'clock' | 'firstPaint'>) {
    this.#app = app;
    void app.firstPaint.then(() => (this.#painted = true));
    this.#age = new LiveQuery(() => {
      const { db, settings } = app.connection;
      if (!db || !settings || !this.#painted) return undefined;
      const eventIds = settings.followedEventIds;
      return () => followedDataAge(db, { eventIds, workerIds: [] });
    });
  }

  /** "212 later events as of 2:05 PM" while the later events are older than today's; else undefined. */
  get words(): string | undefined {
    const age = this.#age.current;
    return age && dataAgeWords(age, this.#app.clock.now)?.later;
  }
}

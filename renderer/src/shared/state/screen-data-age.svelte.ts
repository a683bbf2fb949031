/**
 * How old the data the current screen shows is (the oldest complete set among them, not the
 * last sync's time), for the status bar and the dashboard's later-events words. One read for
 * both: each ran its own, and during a sync the two reads of every followed event's window cost
 * the window's thread about 0.6 s. Read once the first screen painted, never against its reads.
 * The read covers everything followed and each screen's scope is taken from it: read per scope,
 * opening an event read every set and window again in two transactions beside the event's own.
 */
import { getContext, setContext } from 'svelte';
import { dataAgeWords, type DataAgeWords } from '../data-age-words';
import { dataAgeOf, storedAges, type DataAge, type StoredAges } from '../db/queries';
import type { AppState } from './app-state';
import { dataScopeOf } from './data-scope';
import { LiveQuery } from './live-query.svelte';

export type ScreenDataAgeApp = Pick<AppState, 'connection' | 'nav' | 'clock' | 'firstPaint'>;

export class ScreenDataAge {
  readonly #app: ScreenDataAgeApp;
  readonly #stored: LiveQuery<StoredAges>;
  #painted = $state(false);
  readonly #age = $derived.by((): DataAge | undefined => {
    const stored = this.#stored.current;
    const settings = this.#app.connection.settings;
    if (!stored || !settings) return undefined;
    const followed = { eventIds: settings.followedEventIds, workerIds: settings.crewWorkerIds };
    return dataAgeOf(stored, dataScopeOf(this.#app.nav.route, followed));
  });
  readonly #words = $derived.by(() => {
    const age = this.#age;
    return age ? dataAgeWords(age, this.#app.clock.now) : undefined;
  });

  /** Construct it while a component initialises: its live query runs in that component's effects. */
  constructor(app: ScreenDataAgeApp) {
    this.#app = app;
    void app.firstPaint.then(() => (this.#painted = true));
    this.#stored = new LiveQuery(() => {
      const { db, settings } = app.connection;
      if (!db || !settings || !this.#painted) return undefined;
      const eventIds = settings.followedEventIds;
      return () => storedAges(db, eventIds);
    });
  }

  get current(): DataAge | undefined {
    return this.#age;
  }
  /** "Data as of 4:21 PM (now)", or today's events' age and the later ones' when they are apart. */
  get words(): DataAgeWords | undefined {
    return this.#words;
  }
}

const KEY = Symbol('screen-data-age');

/** The shell's one, for the screens under it. */
export function provideScreenDataAge(age: ScreenDataAge): void {
  setContext(KEY, age);
}

/** The shell's, or a screen's own when it is mounted alone (tests). */
export function screenDataAge(app: ScreenDataAgeApp): ScreenDataAge {
  return getContext<ScreenDataAge | undefined>(KEY) ?? new ScreenDataAge(app);
}

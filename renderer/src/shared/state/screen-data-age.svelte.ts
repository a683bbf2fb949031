/**
 * How old the data the current screen shows is (the oldest complete set among them, not the
 * last sync's time), for the status bar and the dashboard's later-events words. One read for
 * both: each ran its own, and during a sync the two reads of every followed event's window cost
 * the window's thread about 0.6 s. Read once the first screen painted, never against its reads.
 */
import { getContext, setContext } from 'svelte';
import { dataAgeWords, type DataAgeWords } from '../data-age-words';
import { followedDataAge, type DataAge } from '../db/queries';
import type { AppState } from './app-state';
import { dataScopeOf } from './data-scope';
import { LiveQuery } from './live-query.svelte';

export type ScreenDataAgeApp = Pick<AppState, 'connection' | 'nav' | 'clock' | 'firstPaint'>;

export class ScreenDataAge {
  readonly #app: ScreenDataAgeApp;
  readonly #age: LiveQuery<DataAge>;
  #painted = $state(false);
  readonly #words = $derived.by(() => {
    const age = this.#age.current;
    return age ? dataAgeWords(age, this.#app.clock.now) : undefined;
  });

  /** Construct it while a component initialises: its live query runs in that component's effects. */
  constructor(app: ScreenDataAgeApp) {
    this.#app = app;
    void app.firstPaint.then(() => (this.#painted = true));
    this.#age = new LiveQuery(() => {
      const { db, settings } = app.connection;
      if (!db || !settings || !this.#painted) return undefined;
      const scope = dataScopeOf(app.nav.route, {
        eventIds: settings.followedEventIds,
        workerIds: settings.crewWorkerIds,
      });
      return () => followedDataAge(db, scope);
    });
  }

  get current(): DataAge | undefined {
    return this.#age.current;
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

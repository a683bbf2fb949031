import { Dexie } from 'dexie';

/**
 * A query runs again at most this often. A sync commits many times a second, and every
 * re-read competes with storing it for the processor; a screen that follows a sync once
 * a second still reads as live, and the first change after a quiet spell shows at once.
 */
const MIN_INTERVAL_MS = 1000;

/**
 * A query of the local database as reactive state. Construct it while a component
 * initialises. `source` runs in an effect: the reactive values it reads (the database,
 * followed ids, the minute) restart the query when they change. The function it returns runs
 * again after writes to the database, at most once a second: during a sync, re-reading after
 * every stored message would cost more than storing it. The last value stays on screen while
 * the next one loads, so rows do not blink or jump.
 */
export class LiveQuery<T> {
  #value = $state.raw<T | undefined>(undefined);
  #error = $state.raw<unknown>(undefined);
  #loading = $state(true);

  constructor(source: () => (() => Promise<T>) | undefined) {
    $effect(() => {
      const query = source();
      if (!query) return;
      this.#loading = true;
      let stopped = false;
      let running = false;
      let again = false;
      let last = 0;
      let timer: ReturnType<typeof setTimeout> | undefined;

      const schedule = () => {
        if (timer !== undefined || stopped) return;
        if (running) return void (again = true);
        timer = setTimeout(
          () => {
            timer = undefined;
            void run();
          },
          Math.max(0, last + MIN_INTERVAL_MS - Date.now()),
        );
      };
      const run = async () => {
        running = true;
        last = Date.now();
        try {
          const value = await query();
          if (!stopped) {
            this.#value = value;
            this.#error = undefined;
          }
        } catch (error) {
          if (!stopped) this.#error = error;
        } finally {
          running = false;
          if (!stopped) this.#loading = false;
          if (again) {
            again = false;
            schedule();
          }
        }
      };

      Dexie.on('storagemutated', schedule);
      void run();
      return () => {
        stopped = true;
        if (timer !== undefined) clearTimeout(timer);
        Dexie.on.storagemutated.unsubscribe(schedule);
      };
    });
  }

  /** The latest result; undefined until the first one arrives. */
  get current(): T | undefined {
    return this.#value;
  }

  get error(): unknown {
    return this.#error;
  }

  /** True until the current query gives its first answer (or fails). */
  get loading(): boolean {
    return this.#loading;
  }
}

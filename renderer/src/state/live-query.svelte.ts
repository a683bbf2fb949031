import { liveQuery } from 'dexie';

/**
 * A Dexie live query as reactive state. Construct it while a component initialises. `source`
 * runs in an effect: the reactive values it reads (the database, followed ids, the minute)
 * restart the query when they change. The function it returns runs inside Dexie's liveQuery
 * and runs again after any write to what it read. The last value stays on screen while the
 * next one loads, so rows do not blink or jump.
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
      const subscription = liveQuery(query).subscribe({
        next: (value) => {
          this.#value = value;
          this.#error = undefined;
          this.#loading = false;
        },
        error: (error: unknown) => {
          this.#error = error;
          this.#loading = false;
        },
      });
      return () => subscription.unsubscribe();
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

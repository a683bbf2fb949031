import { createSubscriber } from 'svelte/reactivity';

/**
 * The time, for "12 minutes ago" and "next shift": reading `now` in a template or effect makes
 * it re-run every `everyMs` while something is listening, and not at all otherwise.
 */
export class Clock {
  readonly #subscribe: () => void;

  constructor(everyMs = 15_000) {
    this.#subscribe = createSubscriber((update) => {
      const timer = setInterval(update, everyMs);
      return () => clearInterval(timer);
    });
  }

  get now(): Date {
    this.#subscribe();
    // A fresh snapshot per read, never mutated: nothing for SvelteDate to track.
    // eslint-disable-next-line svelte/prefer-svelte-reactivity
    return new Date();
  }
}

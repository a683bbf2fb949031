/**
 * A view-state class (.svelte.ts) held as its screen would hold it, without a DOM: made in an
 * effect root so its live queries and effects run, and that root stopped after the test.
 */
import { flushSync } from 'svelte';
import { afterEach } from 'vitest';

const roots: (() => void)[] = [];
afterEach(() => {
  for (const stop of roots.splice(0)) stop();
});

export function holdView<T>(make: () => T): T {
  let view!: T;
  roots.push(
    $effect.root(() => {
      view = make();
    }),
  );
  flushSync();
  return view;
}

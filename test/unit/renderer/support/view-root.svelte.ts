/** View states made as a component would make them: inside an effect root, torn down after each test. */
import { flushSync } from 'svelte';
import { afterEach } from 'vitest';

export function useViewRoot(): <T>(make: () => T) => T {
  let stop: (() => void) | undefined;
  afterEach(() => {
    stop?.();
    stop = undefined;
  });
  return (make) => {
    let view!: ReturnType<typeof make>;
    stop = $effect.root(() => {
      view = make();
    });
    flushSync();
    return view;
  };
}

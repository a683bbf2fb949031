/**
 * What runs after the next paint: performance marks read by `npm run bench:ui` ("dashboard
 * rendered", "list updated"), and work a screen does not need for its first paint. Each costs
 * one requestAnimationFrame and leaves nothing else behind.
 */
export function afterPaint(then: () => void): void {
  requestAnimationFrame(() => setTimeout(then, 0));
}

export function markAfterPaint(name: string): void {
  afterPaint(() => performance.mark(name));
}

let drawn: () => void = () => undefined;
const anyScreenDrawn = new Promise<void>((resolve) => (drawn = resolve));

/**
 * Resolves once a screen painted what it read (screenDrawn), or after `ms`: a screen with
 * nothing stored to show never says. Work no screen needs waits for it.
 */
export function firstScreenDrawn(ms = 1_000): Promise<void> {
  return Promise.race([anyScreenDrawn, new Promise<void>((resolve) => setTimeout(resolve, ms))]);
}

/** The screen painted its stored content: marks `name` after the paint, then runs `then`. */
export function screenDrawn(name: string, then: () => void = () => undefined): void {
  afterPaint(() => {
    performance.mark(name);
    drawn();
    then();
  });
}

/** Runs `work` and records how long it took as performance measure `name` (read by bench:ui). */
export function measured<T>(name: string, work: () => T): T {
  const start = performance.now();
  try {
    return work();
  } finally {
    performance.measure(name, { start });
  }
}

/**
 * Performance marks after the next paint, read by `npm run bench:ui` ("dashboard rendered",
 * "list updated"); they cost one requestAnimationFrame and leave nothing else behind.
 */
export function markAfterPaint(name: string): void {
  requestAnimationFrame(() => setTimeout(() => performance.mark(name), 0));
}

/**
 * When an event counts as looked at: its screen was open at least LOOKED_AFTER_MS, and the
 * moment is when the supervisor left it, since changes synced while it was open showed there
 * live. A glance on the way elsewhere (a mistaken click, Back at once) is not a look, so the
 * "Changes since you last looked" card is still there next time. "Dismiss" counts at once.
 */
export const LOOKED_AFTER_MS = 5_000;

export function countsAsLooked(openedAt: number, leftAt: number): boolean {
  return leftAt - openedAt >= LOOKED_AFTER_MS;
}

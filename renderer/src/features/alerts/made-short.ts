/**
 * "The office made a shift short": each candidate of db/short-by-change.ts (a shift with no
 * gap when the supervisor last looked, or new, and one now) is an alert of its own, once per
 * shift and the sync that made it short. It stays due until a sync fills the shift again or
 * the supervisor looks at the event; the shared scheduler then withdraws it. Pure.
 */
import type { ShortByChangeAlert } from '../office-changes';
import type { Alert } from './alert';

export function madeShortAlertId(candidate: ShortByChangeAlert): string {
  return `made-short:${candidate.key}`;
}

function how(c: ShortByChangeAlert): string {
  if (c.filledBefore === undefined || c.neededBefore === undefined)
    return `added with ${c.filled} of ${c.needed} filled`;
  if (c.neededBefore !== c.needed && c.filledBefore !== c.filled) {
    return `needed ${c.neededBefore} → ${c.needed}, filled ${c.filledBefore} → ${c.filled}`;
  }
  return c.neededBefore !== c.needed
    ? `needed ${c.neededBefore} → ${c.needed}`
    : `filled ${c.filledBefore} → ${c.filled}`;
}

/** The alerts, in the candidates' order (soonest shift first). */
export function madeShortAlerts(
  candidates: readonly ShortByChangeAlert[],
  eventNames: ReadonlyMap<string, string>,
): Alert[] {
  return candidates.map((c) => ({
    id: madeShortAlertId(c),
    kind: 'made-short',
    target: { kind: 'shift', eventId: c.eventId, shiftId: c.shiftId },
    title: `Made short by the office: ${c.gap} open`,
    detail: `${c.name || `Shift ${c.shiftId}`} · ${eventNames.get(c.eventId) || `Event ${c.eventId}`}`,
    figures: how(c),
    asOf: c.asOf,
  }));
}

/**
 * "The office made a shift short": each candidate of db/short-by-change.ts (a shift with no
 * gap when the supervisor last looked, or new, and one now) is an alert of its own, once per
 * shift and the sync that made it short. It stays due until a sync fills the shift again or
 * the supervisor looks at the event; the shared scheduler then withdraws it. Pure.
 */
import type { ShortByChangeAlert } from '../office-changes';
import { formatCount, m } from '../../../../preload/i18n';
import type { Alert } from './alert';

export function madeShortAlertId(candidate: ShortByChangeAlert): string {
  return `made-short:${candidate.key}`;
}

function how(c: ShortByChangeAlert): string {
  const n = formatCount;
  if (c.filledBefore === undefined || c.neededBefore === undefined)
    return m.alert_added_with({ filled: n(c.filled), needed: n(c.needed) });
  if (c.neededBefore !== c.needed && c.filledBefore !== c.filled) {
    return m.alert_needed_and_filled({
      neededBefore: n(c.neededBefore),
      needed: n(c.needed),
      filledBefore: n(c.filledBefore),
      filled: n(c.filled),
    });
  }
  return c.neededBefore !== c.needed
    ? m.alert_needed({ before: n(c.neededBefore), after: n(c.needed) })
    : m.alert_filled({ before: n(c.filledBefore), after: n(c.filled) });
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
    title: m.alert_made_short({ count: c.gap }),
    detail: `${c.name || m.alert_shift_name({ id: c.shiftId })} · ${eventNames.get(c.eventId) || m.alert_event_name({ id: c.eventId })}`,
    figures: how(c),
    asOf: c.asOf,
  }));
}

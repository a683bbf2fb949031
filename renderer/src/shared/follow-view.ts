/** The "choose what to follow" lists, pure: search over the stored discovery lists, toggling ids. */
import type { StoredEvent, StoredWorker } from './db/rows';
import { formatCount, formatEventDate, m } from '../../../preload/i18n';
import { matcher } from './search';

export interface FollowEventItem {
  event: StoredEvent;
  /** Followed but not in the stored event list (added by id). */
  byIdOnly: boolean;
}

/** Today and upcoming events first, soonest first; then past ones, latest first; undated last. */
function upcomingFirst(events: readonly StoredEvent[], today: string): StoredEvent[] {
  const soonest = (a: StoredEvent, b: StoredEvent) => a.date.localeCompare(b.date) || a.name.localeCompare(b.name);
  const upcoming = events.filter((e) => e.date >= today).sort(soonest);
  const past = events.filter((e) => e.date !== '' && e.date < today).sort((a, b) => soonest(b, a));
  return [...upcoming, ...past, ...events.filter((e) => e.date === '')];
}

/**
 * Followed ids missing from the stored list first (added by id, so placeholders), then the
 * list; kept when they match the search and, with `followedOnly`, are followed.
 */
function pickable<T extends { id: string }>(
  listed: readonly T[],
  followed: readonly string[],
  filter: { query: string; followedOnly: boolean },
  unlisted: (id: string) => T,
  words: (item: T) => readonly string[],
): { item: T; byIdOnly: boolean }[] {
  const known = new Set(listed.map((x) => x.id));
  const followedSet = new Set(followed);
  const matches = matcher(filter.query);
  return [
    ...followed.filter((id) => !known.has(id)).map((id) => ({ item: unlisted(id), byIdOnly: true })),
    ...listed.map((item) => ({ item, byIdOnly: false })),
  ].filter(({ item }) => (!filter.followedOnly || followedSet.has(item.id)) && matches(words(item).join(' ')));
}

/**
 * Stored events plus followed ids missing from them, filtered by name, date, venue or city;
 * `today` (YYYY-MM-DD, event-local) puts today and upcoming events ahead of past ones.
 */
export function followEventItems(
  listed: readonly StoredEvent[],
  followed: readonly string[],
  query: string,
  followedOnly: boolean,
  today: string,
): FollowEventItem[] {
  return pickable(
    upcomingFirst(listed, today),
    followed,
    { query, followedOnly },
    (id) => ({ id, name: '', date: '', venue: '', city: '', clientId: '', notFound: false }),
    (e) => [e.id, e.name, e.date, formatEventDate(e.date), e.venue, e.city],
  ).map(({ item, byIdOnly }) => ({ event: item, byIdOnly }));
}

export interface FollowWorkerItem {
  worker: StoredWorker;
  byIdOnly: boolean;
}

export function followWorkerItems(
  listed: readonly StoredWorker[],
  crew: readonly string[],
  query: string,
  crewOnly: boolean,
): FollowWorkerItem[] {
  return pickable(
    listed,
    crew,
    { query, followedOnly: crewOnly },
    (id) => ({ id, name: '', email: '', phone: '', uuid: '', personnelId: '', notFound: false }),
    (w) => [w.id, w.name, w.email, w.phone, w.personnelId],
  ).map(({ item, byIdOnly }) => ({ worker: item, byIdOnly }));
}

/** The list with `id` added or removed. */
export function toggled(ids: readonly string[], id: string, on: boolean): string[] {
  const without = ids.filter((x) => x !== id);
  return on ? [...without, id] : without;
}

/** Main's limit on an id's length. */
const ID_MAX = 100;

/** An id typed by hand: trimmed, 1 to 100 characters (main's limit), or an error in words. */
export function checkId(text: string): { id: string } | { error: string } {
  const id = text.trim();
  if (id === '') return { error: m.follow_id_empty() };
  if (id.length > ID_MAX) return { error: m.follow_id_too_long({ max: formatCount(ID_MAX) }) };
  return { id };
}

/**
 * Which synced sets the status bar's "Data as of" speaks for: what the current screen shows.
 * An event's screen is as fresh as that event, the crew list as its workers' tags; screens that
 * show no synced data (orders, settings) speak for everything followed.
 */
import type { Route } from './navigation.svelte';

export interface DataScope {
  eventIds: string[];
  workerIds: string[];
}

export function dataScopeOf(
  route: Route,
  followed: { eventIds: readonly string[]; workerIds: readonly string[] },
): DataScope {
  switch (route.name) {
    case 'event':
      return { eventIds: [route.eventId], workerIds: [] };
    case 'worker':
      return { eventIds: [], workerIds: [route.workerId] };
    case 'dashboard':
      return { eventIds: [...followed.eventIds], workerIds: [] };
    case 'crew':
      return { eventIds: [], workerIds: [...followed.workerIds] };
    default:
      return { eventIds: [...followed.eventIds], workerIds: [...followed.workerIds] };
  }
}

/** Which screen is shown, with a back stack for the detail screens. */
import type { Section } from '../shortcuts';

export type Route =
  | { name: 'dashboard' }
  /** `shiftId`: the shift to bring into view (from "Starting soon and short"). */
  | { name: 'event'; eventId: string; shiftId?: string }
  | { name: 'crew' }
  | { name: 'worker'; workerId: string }
  /** `localId`: the order to bring into view and open (from an alert about it). */
  | { name: 'orders'; localId?: string }
  | { name: 'follow'; tab: 'events' | 'crew' }
  | { name: 'settings' }
  | { name: 'tasks' }
  /** `clientId`: the client whose page is open. */
  | { name: 'clients'; clientId?: string }
  /** The requirement to open, when coming from an outbox row. */
  | { name: 'compliance'; templateId?: string; requirementId?: string }
  | { name: 'connect' }
  | { name: 'office' };

const SECTION_OF: Record<Route['name'], Section> = {
  dashboard: 'dashboard',
  event: 'dashboard',
  crew: 'crew',
  worker: 'crew',
  orders: 'orders',
  follow: 'follow',
  settings: 'settings',
  connect: 'settings',
  tasks: 'tasks',
  clients: 'clients',
  compliance: 'compliance',
  office: 'office',
};

export function sectionRoute(section: Section): Route {
  return section === 'follow' ? { name: 'follow', tab: 'events' } : { name: section };
}

export class Navigation {
  #route = $state.raw<Route>({ name: 'dashboard' });
  #history: Route[] = [];

  get route(): Route {
    return this.#route;
  }

  /** The nav item to highlight: a detail screen belongs to its list's section. */
  get section(): Section {
    return SECTION_OF[this.#route.name];
  }

  go(route: Route): void {
    if (JSON.stringify(route) === JSON.stringify(this.#route)) return;
    this.#history = [...this.#history.slice(-19), this.#route];
    this.#route = route;
  }

  /** Back to where the user came from, or to the section's list. */
  back(): void {
    this.#route = this.#history.pop() ?? sectionRoute(this.section);
  }
}

/** The discovery lists of API.md (events, clients): one page of summaries and the count of all. */
import type { ApiProfile } from '../../core/api/profile.js';
import { fail, pageOf, readPaging } from '../http.js';
import type { RouteSpec } from './route.js';

/** Discovery lists allow big pages: the real service's limit is not known. */
const MAX_DISCOVERY_PAGE_SIZE = 1000;

/** GET /events or /clients: the answer holds the page under the list's own name. */
export function discoveryRoute(
  profile: ApiProfile,
  list: 'events' | 'clients',
  invalidCode: string,
  records: () => readonly { summary: unknown }[],
): RouteSpec {
  const names = { page: profile.params.page, size: profile.params.itemsPerPage };
  const pageSize = profile.pageSize.discoveryPage;
  return {
    method: 'GET',
    path: list,
    access: 'read',
    handle(c) {
      const paging = readPaging(c, names, pageSize, Math.max(MAX_DISCOVERY_PAGE_SIZE, pageSize));
      if (typeof paging === 'string') return fail(c, 400, invalidCode, paging);
      const all = records();
      return c.json({ [list]: pageOf(all, paging).map((r) => r.summary), total_count: all.length });
    },
  };
}

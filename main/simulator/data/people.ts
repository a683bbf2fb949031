/** The company's office staff (event admins, task owners) and its field workers. */
import { Rng } from '../random.js';
import type { EventAdmin, WorkerRecord } from '../types.js';
import { ADMIN_NAMES, COMPANY, FIRST_NAMES, LAST_NAMES, TAGS } from './catalog.js';

/** Worker ids and personnel ids come from different ranges so mixing them up is caught. */
const FIRST_WORKER_ID = 3001;
const FIRST_PERSONNEL_ID = 500_001;

const emailName = (name: string) => name.toLowerCase().replace(/[^a-z]+/g, '.');

export function generateAdmins(): EventAdmin[] {
  return ADMIN_NAMES.map((name, i) => ({ id: 501 + i, name, email: `${emailName(name)}@${COMPANY.domain}` }));
}

export function generateWorkers(seed: number, count: number): WorkerRecord[] {
  const rng = Rng.for(seed, 'workers');
  const uuids = new Set<string>();
  const workers: WorkerRecord[] = [];
  for (let i = 0; i < count; i++) {
    let uuid = rng.alnum(10);
    while (uuids.has(uuid)) uuid = rng.alnum(10);
    uuids.add(uuid);
    const first = rng.pick(FIRST_NAMES);
    const last = rng.pick(LAST_NAMES);
    const tags = rng.sample(TAGS, rng.int(0, 5)).map((text) => ({ id: String(TAGS.indexOf(text) + 1), text }));
    workers.push({
      index: i,
      tags,
      summary: {
        id: String(FIRST_WORKER_ID + i),
        name_first: first,
        name_last: last,
        email: `${emailName(`${first} ${last}`)}${i + 1}@example.com`,
        phone: `(415) 555-${String(i % 10_000).padStart(4, '0')}`,
        uuid,
        personnel_id: String(FIRST_PERSONNEL_ID + i),
      },
    });
  }
  return workers;
}

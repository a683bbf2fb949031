/**
 * Clients with their portal orders (enough of them that paging matters), their view of every
 * company worker (preferred, normal or banned) and their documents, some soft-deleted.
 */
import { Rng } from '../random.js';
import { dayString, isoStamp, stamp } from '../time.js';
import type { ClientDocument, ClientOrder, ClientRecord, ClientWorkers, WorkerRecord } from '../types.js';
import { AREAS, CLIENT_NAMES, COMPANY, SHIFT_COMMENTS, SKILLSETS, VENUES } from './catalog.js';

const FIRST_CLIENT_ID = 201;

const ORDER_NAMES = [
  'Holiday party staffing',
  'Concert bar staff',
  'Conference registration desk',
  'Stadium concessions',
  'Gala dinner service',
  'Festival security',
  'Corporate offsite',
  'Trade show booth support',
  'Wedding reception',
  'Product launch',
];
const ORDER_NOTES = [
  '',
  'Please send the same crew as last time.',
  'Parking validation at the loading dock.',
  'Client will provide uniforms.',
];
const DOCUMENTS = [
  { name: 'Master Services Agreement 2026', file: 'msa-2026.pdf', type: 'application/pdf' },
  { name: 'Certificate of Insurance', file: 'coi-2026.pdf', type: 'application/pdf' },
  { name: 'W-9', file: 'w9.pdf', type: 'application/pdf' },
  { name: 'Venue map', file: 'venue-map.png', type: 'image/png' },
  {
    name: 'Uniform guide',
    file: 'uniform-guide.docx',
    type: 'application/vnd.openxmlformats-officedocument.wordprocessingml.document',
  },
  { name: 'Emergency action plan', file: 'emergency-action-plan.pdf', type: 'application/pdf' },
  {
    name: 'Rate sheet',
    file: 'rate-sheet.xlsx',
    type: 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet',
  },
];

interface Counters {
  order: number;
  orderShift: number;
  document: number;
}

function makeOrder(rng: Rng, today: number, n: Counters): ClientOrder {
  const day = today + rng.int(-60, 60);
  const venue = rng.pick(VENUES);
  const shifts = Array.from({ length: rng.int(1, 4) }, () => {
    const skill = rng.pick(SKILLSETS);
    const overnight = rng.chance(0.1);
    const start = overnight ? rng.int(40, 45) * 30 : rng.int(14, 34) * 30;
    const end = start + rng.int(8, 18) * 30;
    return {
      id: String(n.orderShift++),
      custom_name: `${skill.name} - ${rng.pick(AREAS)}`,
      role_id: String(skill.id),
      quantity: rng.int(1, 15),
      start: stamp(day, start),
      end: stamp(day, end),
      overnight: end >= 1440,
      comments: rng.pick(SHIFT_COMMENTS),
    };
  });
  return {
    id: String(n.order++),
    name: rng.pick(ORDER_NAMES),
    comments: rng.pick(ORDER_NOTES),
    order_comments: rng.chance(0.3) ? 'Confirmed by phone with the client.' : '',
    time_start: shifts.map((s) => s.start).sort()[0] ?? stamp(day, 0),
    time_end:
      shifts
        .map((s) => s.end)
        .sort()
        .at(-1) ?? stamp(day, 0),
    location: venue.name,
    address: venue.address,
    city: venue.city,
    postal_code: venue.postal,
    order_status: rng.int(0, 2),
    // Placed days or weeks ahead of the work, and by yesterday at the latest: never after now.
    order_created: stamp(Math.min(day - rng.int(3, 30), today - rng.int(1, 3)), rng.int(16, 36) * 30),
    shifts,
  };
}

function makeDocument(rng: Rng, clientId: string, today: number, n: Counters, deleted: boolean): ClientDocument {
  const doc = rng.pick(DOCUMENTS);
  const id = n.document++;
  const added = today - rng.int(30, 400);
  return {
    id,
    name: doc.name,
    file_name: doc.file,
    date_added: stamp(added, rng.int(16, 36) * 30),
    type: doc.type,
    location: `https://files.${COMPANY.domain}/clients/${clientId}/documents/${id}/${doc.file}`,
    deleted: deleted ? 1 : 0,
    date_deleted: deleted ? isoStamp(added + rng.int(1, 25), rng.int(16, 36) * 30) : null,
  };
}

/** The first ten workers are the demo's crew (and the tests'): every client knows some of them. */
const CREW_SIZE = 10;

/**
 * Client i bans crew member 2i+1 and prefers crew members 2i and 2i+4 (mod ten), so every
 * followed event's client flags someone in the demo crew, and no client both bans and prefers
 * one person; everyone else is grouped at random (the same draws as before, for stable data).
 */
function pinnedGroup(clientIndex: number, workerIndex: number): keyof ClientWorkers | undefined {
  if (workerIndex >= CREW_SIZE) return undefined;
  if (workerIndex === (2 * clientIndex + 1) % CREW_SIZE) return 'banned';
  const preferred = [(2 * clientIndex) % CREW_SIZE, (2 * clientIndex + 4) % CREW_SIZE];
  return preferred.includes(workerIndex) ? 'preferred' : undefined;
}

function groupWorkers(rng: Rng, today: number, workers: readonly WorkerRecord[], clientIndex: number): ClientWorkers {
  const groups: ClientWorkers = { preferred: [], normal: [], banned: [] };
  workers.forEach((w, i) => {
    const r = rng.next();
    const drawn = r < 0.12 ? 'preferred' : r < 0.17 ? 'banned' : 'normal';
    const { personnel_id, name_first, name_last } = w.summary;
    groups[pinnedGroup(clientIndex, i) ?? drawn].push({
      personnel_id,
      name: `${name_first} ${name_last}`,
      date: dayString(today - rng.int(1, 500)),
    });
  });
  return groups;
}

export function generateClients(seed: number, today: number, workers: readonly WorkerRecord[]): ClientRecord[] {
  const rng = Rng.for(seed, 'clients');
  const n: Counters = { order: 40_001, orderShift: 60_001, document: 9001 };
  return CLIENT_NAMES.map((client_name, i) => {
    const id = String(FIRST_CLIENT_ID + i);
    // In the order drawn: the store serves them by date around now (Store.clientOrders).
    const orders = Array.from({ length: rng.int(30, 60) }, () => makeOrder(rng, today, n));
    // The first two documents are one active and one deleted, so every client has both kinds.
    const documents = Array.from({ length: rng.int(4, 7) }, (_, d) =>
      makeDocument(rng, id, today, n, d === 1 || (d > 1 && rng.chance(0.25))),
    );
    return { summary: { id, client_name }, orders, workers: groupWorkers(rng, today, workers, i), documents };
  });
}

import { describe, expect, it } from 'vitest';
import { OPERATIONS } from '../../../../../main/core/api/operations.js';
import { TASKS_CAP } from '../../../../../preload/contract.js';
import { DEFAULT_PROFILE } from '../../../../../main/core/api/profile.js';
import { planSync } from '../../../../../main/core/sync/plan.js';
import { RateGate } from '../../../../../main/core/sync/rate-gate.js';
import { clientFor, useSimulator } from '../core-kit.js';

const sim = useSimulator();
/** The simulator's pinned today (core-kit). */
const TODAY = '2026-11-22';

describe('planSync', () => {
  it('lists discovery lists, the catalogue, shifts and admins per followed event and tags per crew worker', () => {
    const items = planSync({
      followedEventIds: ['e1', 'e2'],
      crewWorkerIds: ['w9'],
      missingDiscovery: new Set(),
      today: TODAY,
    });
    expect(items.map((i) => i.key)).toEqual([
      'events',
      'workers',
      'clients',
      'orderables',
      'hr-contacts',
      'tasks',
      'event-shifts:e1',
      'event-admins:e1',
      'event-shifts:e2',
      'event-admins:e2',
      'worker-tags:w9',
      'worker-hours:w9',
    ]);
    // A 404 on an event's sets marks that event; on a crew worker's tags, that worker.
    expect(items.find((i) => i.key === 'event-admins:e2')?.owner).toEqual({ type: 'event', id: 'e2' });
    expect(items.find((i) => i.key === 'worker-tags:w9')?.owner).toEqual({ type: 'worker', id: 'w9' });
    expect(items.find((i) => i.key === 'orderables')?.owner).toBeUndefined();
    // A 404 on hours says time tracking does not know the UUID, not that the worker is gone.
    expect(items.find((i) => i.key === 'worker-hours:w9')?.owner).toBeUndefined();
    // A 404 on the HR contacts marks no one: the run counts a failure and the stored ones stay.
    const hr = items.find((i) => i.key === 'hr-contacts');
    expect([hr?.owner, hr?.discovery]).toEqual([undefined, undefined]);
    const tasks = items.find((i) => i.key === 'tasks');
    expect([tasks?.owner, tasks?.discovery]).toEqual([undefined, undefined]);
    expect(new Set(items.map((i) => i.label)).size).toBe(items.length);
  });

  it('does not ask again for a discovery list the server was found not to have', () => {
    const items = planSync({
      followedEventIds: [],
      crewWorkerIds: [],
      missingDiscovery: new Set(['events'] as const),
      today: TODAY,
    });
    expect(items.map((i) => i.key)).toEqual(['workers', 'clients', 'orderables', 'hr-contacts', 'tasks']);
    const none = planSync({
      followedEventIds: [],
      crewWorkerIds: [],
      missingDiscovery: new Set(['events', 'workers', 'clients'] as const),
      today: TODAY,
    });
    expect(none.map((i) => i.key)).toEqual(['orderables', 'hr-contacts', 'tasks']);
  });

  it("the event list calls for the preferences of the followed events' clients, each client once", () => {
    const [events] = planSync({
      followedEventIds: ['e1', 'e2', 'e3'],
      crewWorkerIds: [],
      missingDiscovery: new Set(),
      today: TODAY,
    });
    const listed = [
      { id: 'e1', client_id: '202' },
      { id: 'e2', client_id: '201' },
      { id: 'e3', client_id: '202' },
      { id: 'e4', client_id: '203' },
      { id: 'e5' },
    ];
    const more = events?.followUp?.({ kind: 'events', events: listed }) ?? [];
    expect(more.map((i) => [i.key, i.label, i.owner, i.discovery])).toEqual([
      ['client-workers:201', 'Worker preferences of client 201', undefined, undefined],
      ['client-workers:202', 'Worker preferences of client 202', undefined, undefined],
    ]);
    // A followed event the list gives without a client adds nothing.
    const [again] = planSync({
      followedEventIds: ['e5'],
      crewWorkerIds: [],
      missingDiscovery: new Set(),
      today: TODAY,
    });
    expect(again?.followUp?.({ kind: 'events', events: listed })).toEqual([]);
  });

  it('each item fetches one complete set from the server', async () => {
    const s = sim();
    const event = s.state.data.events[0]!;
    const worker = s.state.data.workers[0]!;
    const items = planSync({
      followedEventIds: [event.summary.id],
      crewWorkerIds: [worker.summary.id],
      missingDiscovery: new Set(),
      today: TODAY,
    });
    s.state.resetCounters();
    const client = clientFor(s.url);
    const bodies = await Promise.all(items.map((i) => i.fetch(client, { signal: new AbortController().signal })));
    const byKind = Object.fromEntries(bodies.flatMap((b) => (b ? [[b.kind, b]] : [])));
    expect(byKind['event-shifts']).toMatchObject({ eventId: event.summary.id });
    expect(byKind['event-shifts']?.kind === 'event-shifts' && byKind['event-shifts'].shifts.map((x) => x.id)).toEqual(
      event.shifts.map((x) => x.id),
    );
    // Every page of the event list, not just the first.
    expect(byKind['events']?.kind === 'events' && byKind['events'].events.length).toBe(s.state.data.events.length);
    expect(byKind['worker-tags']).toMatchObject({ workerId: worker.summary.id });
    expect(byKind['hr-contacts']).toEqual({ kind: 'hr-contacts', contacts: await client.call(OPERATIONS.hrContacts, undefined) });
    expect(byKind['clients']?.kind === 'clients' && byKind['clients'].clients).toEqual(
      s.state.data.clients.map((c) => c.summary),
    );
    const [preferences] = items[0]!.followUp!(byKind['events']!);
    const clientId = event.summary.client_id!;
    expect(await preferences!.fetch(client, { signal: new AbortController().signal })).toEqual({
      kind: 'client-workers',
      clientId,
      lists: s.state.client(clientId)!.workers,
    });
    // The hours are asked for by the worker's UUID, for the pay period holding today.
    const hours = byKind['worker-hours'];
    expect(hours).toMatchObject({ workerId: worker.summary.id, uuid: worker.summary.uuid });
    expect(hours?.kind === 'worker-hours' && [hours.summary.start_basic, hours.summary.end_basic]).toEqual([
      '2026-11-16',
      '2026-11-29',
    ]);
    // One worker list for the run: the discovery item and the hours share it.
    expect(s.state.traffic.requests['GET /workers']).toBe(1);
    expect(byKind['tasks']).toEqual({ kind: 'tasks', tasks: s.state.data.tasks, total: s.state.data.tasks.length });
  });

  it('skips the hours of a crew worker without a UUID, asking the summary nothing', async () => {
    const s = sim();
    s.state.resetCounters();
    const listed = s.state.data.workers[1]!;
    const client = clientFor(s.url);
    const signal = new AbortController().signal;
    // Known to the list but without a UUID, or not listed at all: nothing to ask for.
    const noUuid = (await client.workers()).map((w) => (w.id === listed.summary.id ? { ...w, uuid: '' } : w));
    const stubbed = { ...client, workers: async () => noUuid } as typeof client;
    const hoursOf = (workerIds: string[], missing: ('events' | 'workers')[] = []) =>
      planSync({ followedEventIds: [], crewWorkerIds: workerIds, missingDiscovery: new Set(missing), today: TODAY })
        .filter((i) => i.key.startsWith('worker-hours:'))
        .map((i) => i.fetch(stubbed, { signal }));
    expect(await Promise.all(hoursOf([listed.summary.id, 'not-listed']))).toEqual([undefined, undefined]);
    // A server without a worker list gives no UUIDs.
    const other = s.state.data.workers[2]!.summary.id;
    expect(await Promise.all(hoursOf([other], ['workers']))).toEqual([undefined]);
    expect(s.state.traffic.requests['GET /time-tracking/worker-summary'] ?? 0).toBe(0);
  });
});

describe('the tasks item', () => {
  /** A client whose task pages hold `pageSize` tasks, recording each task request and each rate-gate wait. */
  function watchedClient(url: string, pageSize: number) {
    const pages: string[] = [];
    let gateWaits = 0;
    const client = clientFor(url, {
      profile: { ...DEFAULT_PROFILE, pageSize: { ...DEFAULT_PROFILE.pageSize, tasksMax: pageSize } },
      fetch: (input, init) => {
        if (new URL(input).pathname.endsWith('/ats-tasks')) pages.push(new URL(input).search);
        return fetch(input, init);
      },
    });
    const rate = {
      ready: async () => {
        gateWaits += 1;
      },
      rateLimited: () => undefined,
    };
    return { client, call: { rate }, pages, gateWaits: () => gateWaits };
  }
  const tasksItem = () =>
    planSync({ followedEventIds: [], crewWorkerIds: [], missingDiscovery: new Set(), today: TODAY }).at(-1)!;

  it("fetches every page, each one waiting on the run's rate gate", async () => {
    const s = sim();
    const served = s.state.data.tasks;
    const { client, call, pages, gateWaits } = watchedClient(s.url, 7);
    const body = await tasksItem().fetch(client, call);
    expect(body).toEqual({ kind: 'tasks', tasks: served, total: served.length });
    expect(pages).toHaveLength(Math.ceil(served.length / 7));
    expect(pages[1]).toBe('?page=2&items_per_page=7');
    expect(gateWaits()).toBe(pages.length);
  });

  it('a page the app cannot read fails the whole item: no shortened list ever replaces the stored one', async () => {
    const s = sim();
    const client = clientFor(s.url, {
      profile: { ...DEFAULT_PROFILE, pageSize: { ...DEFAULT_PROFILE.pageSize, tasksMax: 10 } },
      fetch: async (input, init) =>
        new URL(input).searchParams.get('page') === '3'
          ? Response.json({ tasks: [{ id: 'not-a-number' }], total: 40 })
          : fetch(input, init),
    });
    await expect(tasksItem().fetch(client, {})).rejects.toMatchObject({ kind: 'bad-response' });
  });

  it(`stops at TASKS_CAP (${TASKS_CAP}) without asking for the page beyond, and keeps the server's total`, async () => {
    const s = sim();
    const original = s.state.data.tasks;
    const template = original[0]!;
    s.state.data.tasks = Array.from({ length: TASKS_CAP + 150 }, (_, i) => ({ ...template, id: i + 1 }));
    try {
      const { client, call, pages } = watchedClient(s.url, 100);
      const body = await tasksItem().fetch(client, call);
      expect(body?.kind === 'tasks' && [body.tasks.length, body.total]).toEqual([TASKS_CAP, TASKS_CAP + 150]);
      expect(body?.kind === 'tasks' && body.tasks.at(-1)?.id).toBe(TASKS_CAP);
      expect(pages).toHaveLength(TASKS_CAP / 100);
    } finally {
      s.state.data.tasks = original;
    }
  });
});

describe('RateGate', () => {
  it('a 429 pauses every worker for Retry-After and halves the concurrency, never below 1', () => {
    let now = 10_000;
    const gate = new RateGate(6, () => now);
    expect(gate.waitMs()).toBe(0);
    gate.rateLimited(2_000);
    expect(gate.limit).toBe(3);
    expect(gate.waitMs()).toBe(2_000);
    now += 500;
    expect(gate.waitMs()).toBe(1_500);
    // A shorter Retry-After never shortens a pause already under way.
    gate.rateLimited(100);
    expect(gate.waitMs()).toBe(1_500);
    expect(gate.limit).toBe(1);
    gate.rateLimited(undefined);
    expect(gate.limit).toBe(1);
    now += 5_000;
    expect(gate.waitMs()).toBe(0);
  });

  it('without Retry-After it pauses for one second', () => {
    const now = 0;
    const gate = new RateGate(4, () => now);
    gate.rateLimited(undefined);
    expect(gate.waitMs()).toBe(1_000);
  });
});

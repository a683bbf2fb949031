// The simulator's answers to a sync's reads are plain: the client reads them without zod's
// lenient pass (plain-parse.ts), and gets what zod would have given.
import { afterEach, describe, expect, it, vi } from 'vitest';
import type { z } from 'zod';
import { clientFor, held, KEY, useSimulator } from './helpers.js';
import * as schemas from '../../../main/core/api/schemas.js';
import { workerTimeTrackingSummarySchema } from '../../../main/core/api/time-tracking-schema.js';
import type { SimulatorState } from '../../../main/simulator/store.js';

const sim = useSimulator();

async function raw(path: string): Promise<unknown> {
  const res = await fetch(`${sim().url}${path}`, { headers: { 'X-API-KEY': KEY } });
  return res.json();
}

afterEach(() => vi.restoreAllMocks());

describe("the client's plain path on the simulator's answers", () => {
  it('reads shifts, admins, a time-tracking summary and the lists without zod, as zod reads them', async () => {
    const state = (await raw('/__simulator/state')) as SimulatorState;
    const event = held(state.events[0], 'event');
    const worker = held(state.workers[0], 'worker');
    const client = clientFor(sim());
    const reads: [z.ZodType, () => Promise<unknown>, string][] = [
      [schemas.eventShiftsSchema, () => client.eventShifts(event.id), `/events/${event.id}/shifts`],
      [schemas.eventAdminsSchema, () => client.eventAdmins(event.id), `/events/${event.id}/admins`],
      [schemas.workersListSchema, () => client.workers().then((workers) => ({ workers })), '/workers'],
      [schemas.eventsPageSchema, () => client.events({ page: 1 }), '/events?page=1'],
    ];
    for (const [schema, read, path] of reads) {
      const zod = vi.spyOn(schema, 'safeParse');
      const value = await read();
      expect(zod, path).not.toHaveBeenCalled();
      zod.mockRestore();
      expect(value, path).toStrictEqual(schema.parse(await raw(path)));
    }

    const summaryZod = vi.spyOn(workerTimeTrackingSummarySchema, 'safeParse');
    const summary = await client.workerSummary(held(worker.uuid, 'worker uuid'), '2026-11-16');
    expect(summaryZod).not.toHaveBeenCalled();
    summaryZod.mockRestore();
    expect(summary.weeks.flatMap((w) => w.week.punches).length).toBeGreaterThan(0);
  });

  it('still names the field of a malformed answer, read by zod', async () => {
    const client = clientFor(sim(), {
      fetch: async () => new Response(JSON.stringify([{ id: 's1', quantity: 'lots' }]), { status: 200 }),
    });
    await expect(client.eventShifts('1')).rejects.toThrow(/0\.quantity/);
  });
});

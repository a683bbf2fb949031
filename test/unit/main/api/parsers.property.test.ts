// Every parser of the client meets hostile bodies: it must give a value or a typed ApiError,
// never another kind of throw. The transport answers with real Response objects.
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { createClient, type WorkforceClient } from '../../../../main/core/api/client.js';
import { ApiError } from '../../../../main/core/api/errors.js';
import { OPERATIONS } from '../../../../main/core/api/operations.js';

function clientAnswering(status: number, body: string, contentType = 'application/json'): WorkforceClient {
  return createClient({
    baseUrl: 'https://api.example.test/api/1_12',
    apiKey: 'k',
    retry: { retries: 0 },
    fetch: async () => new Response(body, { status, headers: { 'content-type': contentType } }),
  });
}

type Call = (c: WorkforceClient) => Promise<unknown>;
const calls: Record<string, Call> = {
  auditLog: (c) => c.auditLog(),
  auditLogEntries: async (c) => {
    const out = [];
    for await (const e of c.auditLogEntries()) {
      out.push(e);
      if (out.length > 500) break;
    }
    return out;
  },
  workerSummary: (c) => c.workerSummary('AbCdE12345', '2026-11-02'),
  getIntegration: (c) => c.getIntegration(1),
  regenerate: (c) => c.regenerateIntegrationSecret(1),
  clientOrders: (c) => c.clientOrders(1),
  clientWorkers: (c) => c.clientWorkers(1),
  clientDocument: (c) => c.clientDocument(1, 2),
  patchRequirement: (c) => c.patchTemplateRequirement(1, 2, { is_required: true }),
  workerTags: (c) => c.workerTags(1),
  tasks: (c) => c.tasks(),
  hrContacts: (c) => c.call(OPERATIONS.hrContacts, undefined),
  createWorkerOrder: (c) => c.createWorkerOrder(1, { id: '3', p_id: '4' }),
  workerOrder: (c) => c.workerOrder(1, 70001),
  eventShifts: (c) => c.eventShifts(1),
  eventAdmins: (c) => c.eventAdmins(1),
  catalogue: (c) => c.catalogue(),
  events: (c) => c.events(),
  workers: (c) => c.workers(),
  clients: (c) => c.clients(),
};

const hostileBody = fc.oneof(
  fc.json().map((j) => j.slice(0, Math.max(0, Math.floor(j.length / 2)))), // truncated JSON
  fc.json(),
  fc.jsonValue().map((v) => JSON.stringify(v)),
  fc.constant('<!doctype html><html><body>502 Bad Gateway</body></html>'),
  fc.constant(''),
  fc.constant('null'),
  fc.string(),
  fc.constant(JSON.stringify({ weeks: [{ week: { '2026-11-02': { stats: 'x' } } }] })),
  fc.constant(JSON.stringify(Array.from({ length: 20_000 }, (_, i) => ({ id: i, text: null })))),
  fc.constant(JSON.stringify({ entries: null, next_cursor: 5 })),
  fc.constant(JSON.stringify({ __proto__: { polluted: true }, constructor: { prototype: { polluted: true } } })),
);

async function outcome(call: Call, client: WorkforceClient): Promise<'value' | 'api-error'> {
  try {
    await call(client);
    return 'value';
  } catch (e) {
    if (e instanceof ApiError) return 'api-error';
    throw e;
  }
}

describe('parsers against hostile bodies', () => {
  for (const [name, call] of Object.entries(calls)) {
    it(`${name}: a value or a typed ApiError, whatever the body`, async () => {
      await fc.assert(
        fc.asyncProperty(hostileBody, fc.constantFrom(200, 201, 400, 401, 404, 500, 502), async (body, status) => {
          const result = await outcome(call, clientAnswering(status, body));
          if (status >= 400) expect(result).toBe('api-error');
          expect(({} as Record<string, unknown>)['polluted']).toBeUndefined();
        }),
        { numRuns: 60 },
      );
    });
  }

  it('an HTML error page is a bad-response that names the base URL', async () => {
    const err = await clientAnswering(200, '<html><body>Login</body></html>', 'text/html')
      .eventShifts(42)
      .catch((e: unknown) => e);
    expect(err).toBeInstanceOf(ApiError);
    expect((err as ApiError).kind).toBe('bad-response');
    expect((err as ApiError).message).toMatch(/web page.*base URL/);
  });

  it('a truncated body is a bad-response saying it may be cut off', async () => {
    const err = await clientAnswering(200, '[{"id":"1","quantity":4')
      .eventShifts(42)
      .catch((e: unknown) => e);
    expect((err as ApiError).kind).toBe('bad-response');
    expect((err as ApiError).message).toMatch(/not valid JSON/);
  });

  it('a wrong type names the field that was wrong', async () => {
    const err = await clientAnswering(200, JSON.stringify([{ id: '1', quantity: 'many' }]))
      .eventShifts(42)
      .catch((e: unknown) => e);
    expect((err as ApiError).kind).toBe('bad-response');
    expect((err as ApiError).message).toContain('0.quantity');
  });

  it('numbers sent as numeric strings and nulls are accepted where the reference says number', async () => {
    const shifts = await clientAnswering(
      200,
      JSON.stringify([
        { id: 7, quantity: '10', filled: '9', alternate_quantity: null, skillsets: null, comments: null },
      ]),
    ).eventShifts(42);
    expect(shifts).toEqual([{ id: '7', quantity: 10, filled: 9, skillsets: [] }]);
  });

  it('an unknown worker-order status is kept as sent, not rejected', async () => {
    const order = await clientAnswering(201, JSON.stringify({ id: 'o1', status: '7', cost: 12.5 })).createWorkerOrder(
      1,
      {
        id: '3',
        p_id: '4',
      },
    );
    expect(order.status).toBe('7');
    expect(order.cost).toBe('12.5');
  });

  it('a time-tracking week splits day keys from fixed fields and keeps keyArray order', async () => {
    const body = {
      weeks: [
        {
          start_of_week: '2026-11-02',
          week: {
            '2026-11-03': {
              worked: true,
              stats: { total_hours: '9', ot_hours: 1, payroll_groups: { a: { hours: 8, invoice_cost: 12 } } },
            },
            '2026-11-02': { worked: 0 },
            keyArray: ['2026-11-02', '2026-11-03'],
            extraData: { '2026-11-02': { niceDate: 'Mon Nov 2' } },
            days_worked: '2',
            week_stats: { total_hours: 9, wages: [{ hours: 9, minutes: 0 }] },
            punches: [{ id: 5, tags: ['vip'], possibleDuplicate: '0', scheduledHours: '8.5' }],
          },
        },
      ],
      pay_period_stats: { total_hours: 9, open_punches: '1' },
    };
    const summary = await clientAnswering(200, JSON.stringify(body)).workerSummary('AbCdE12345', '2026-11-02');
    const week = summary.weeks[0]!.week;
    expect(week.keyArray).toEqual(['2026-11-02', '2026-11-03']);
    expect(Object.keys(week.days).sort()).toEqual(['2026-11-02', '2026-11-03']);
    expect(week.days['2026-11-03']!.stats!.total_hours).toBe(9);
    expect(week.days['2026-11-03']!.stats!.payroll_groups!['a']!.invoice_cost).toBe('12');
    expect(week.days['2026-11-02']!.worked).toBe(false);
    expect(week.days_worked).toBe(2);
    expect(week.punches[0]!.id).toBe('5');
    expect(week.punches[0]!.possibleDuplicate).toBe(false);
    expect(week.punches[0]!.scheduledHours).toBe(8.5);
    expect(summary.pay_period_stats!.open_punches).toBe(1);
  });
});

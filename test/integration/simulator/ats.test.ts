import { describe, expect, it } from 'vitest';
import { auditLogPageSchema, tasksPageSchema, templateRequirementSchema } from '../../../main/core/api/schemas.js';
import type { SimulatorState } from '../../../main/simulator/store.js';
import type { AuditLogEntry, Task } from '../../../main/simulator/types.js';
import { startSimulator } from '../../../main/simulator/server.js';
import { call, errorCode, simOptions, useSimulator } from './harness.js';

const sim = useSimulator();

type Page = { entries: AuditLogEntry[]; next_cursor: string | null };

/** Follows next_cursor to the end and returns every entry served. */
async function walk(query: string): Promise<{ entries: AuditLogEntry[]; pages: number }> {
  const entries: AuditLogEntry[] = [];
  let cursor: string | null = null;
  let pages = 0;
  do {
    const suffix: string = cursor ? `&cursor=${encodeURIComponent(cursor)}` : '';
    const answer = await call<Page>(sim(), `/ats-dashboard/audit-log?${query}${suffix}`);
    expect(answer.status).toBe(200);
    const page = auditLogPageSchema.parse(answer.body);
    entries.push(...answer.body.entries);
    cursor = page.next_cursor;
    pages++;
  } while (cursor && pages < 1000);
  return { entries, pages };
}

describe('GET /ats-dashboard/audit-log', () => {
  it('walks all 300 entries newest first, with no duplicates and no gaps', async () => {
    const { entries, pages } = await walk('limit=40');
    expect(pages).toBe(8);
    expect(entries).toHaveLength(300);
    expect(new Set(entries.map((e) => e.id)).size).toBe(300);
    const times = entries.map((e) => e.accessed_at);
    expect([...times].sort().reverse()).toEqual(times);
    expect(new Set(entries.map((e) => e.document_type)).size).toBeGreaterThanOrEqual(3);
    expect(new Set(entries.map((e) => e.access_type)).size).toBeGreaterThanOrEqual(3);
  });

  it('defaults to 25 and clamps limit into 1..100', async () => {
    const sizes: Record<string, number> = {
      '': 25,
      'limit=0': 1,
      'limit=-3': 1,
      'limit=1000': 100,
      'limit=100': 100,
      'limit=7': 7,
    };
    for (const [query, size] of Object.entries(sizes)) {
      const answer = await call<Page>(sim(), `/ats-dashboard/audit-log?${query}`);
      expect(answer.body.entries, query).toHaveLength(size);
      expect(answer.body.next_cursor).toEqual(expect.any(String));
    }
  });

  it('the last page has next_cursor null, even when it is exactly full', async () => {
    const { entries, pages } = await walk('limit=100');
    expect(entries).toHaveLength(300);
    expect(pages).toBe(3);
    const exact = await call<Page>(sim(), '/ats-dashboard/audit-log?limit=100&document_type=none-such');
    expect(exact.body).toEqual({ entries: [], next_cursor: null });
  });

  it('filters by document_type, access_type and dates, also across pages', async () => {
    const all = (await walk('limit=100')).entries;
    const type = all[0]?.document_type ?? '';
    const access = all[0]?.access_type ?? '';
    const filtered = await walk(`limit=5&document_type=${type}&access_type=${access}`);
    const expected = all.filter((e) => e.document_type === type && e.access_type === access);
    expect(filtered.entries).toEqual(expected);
    expect(expected.length).toBeGreaterThan(5);

    const from = '2026-11-01';
    const to = '2026-11-10';
    const ranged = await walk(`limit=9&start_date=${from}&end_date=${to}`);
    const inRange = all.filter((e) => e.accessed_at.slice(0, 10) >= from && e.accessed_at.slice(0, 10) <= to);
    expect(inRange.length).toBeGreaterThan(9);
    expect(ranged.entries).toEqual(inRange);
  });

  it('400 AUD-900 for a cursor it never issued or a bad date', async () => {
    for (const query of ['cursor=not-a-cursor', 'start_date=2026-13-01', 'end_date=yesterday']) {
      const answer = await call(sim(), `/ats-dashboard/audit-log?${query}`);
      expect([answer.status, errorCode(answer)], query).toEqual([400, 'AUD-900']);
    }
  });
});

describe('PATCH /ats-compliance-templates/{id}/requirements/{req_id}', () => {
  it('updates is_required and notes, and keeps them', async () => {
    const template = (await call<SimulatorState>(sim(), '/__simulator/state')).body.templates[1];
    const reqId = template?.requirement_ids[0];
    const path = `/ats-compliance-templates/${template?.id}/requirements/${reqId}`;
    const first = await call(sim(), path, {
      method: 'PATCH',
      body: { is_required: false, notes: 'Optional for returning staff.' },
    });
    expect(first.status).toBe(200);
    expect(templateRequirementSchema.parse(first.body)).toMatchObject({
      id: reqId,
      template_id: template?.id,
      is_required: false,
      notes: 'Optional for returning staff.',
    });
    const second = await call(sim(), path, { method: 'PATCH', body: { is_required: true } });
    expect(second.body).toMatchObject({ is_required: true, notes: 'Optional for returning staff.' });
    expect(second.body).toEqual({ ...(first.body as object), is_required: true });
  });

  it.each([
    ['an empty object', {}],
    ['an unknown field', { is_required: true, credential_id: 3 }],
    ['a string for is_required', { is_required: 'yes' }],
    ['malformed JSON', '{is_required: true}'],
  ])('400 TPL-900 for %s', async (_what, body) => {
    const answer = await call(sim(), '/ats-compliance-templates/1/requirements/101', { method: 'PATCH', body });
    expect([answer.status, errorCode(answer)]).toEqual([400, 'TPL-900']);
  });

  it('404 TPL-100 for an unknown template, TPL-200 for a requirement of another template', async () => {
    const templates = (await call<SimulatorState>(sim(), '/__simulator/state')).body.templates;
    const noTemplate = await call(sim(), '/ats-compliance-templates/77/requirements/101', {
      method: 'PATCH',
      body: { notes: 'x' },
    });
    expect([noTemplate.status, errorCode(noTemplate)]).toEqual([404, 'TPL-100']);
    const foreign = templates[1]?.requirement_ids[0];
    const wrong = await call(sim(), `/ats-compliance-templates/${templates[0]?.id}/requirements/${foreign}`, {
      method: 'PATCH',
      body: { notes: 'x' },
    });
    expect([wrong.status, errorCode(wrong)]).toEqual([404, 'TPL-200']);
  });
});

describe('GET /ats-tasks', () => {
  it('has 40 tasks over pending, in_progress, completed and on_hold, 25 to a page by default', async () => {
    const first = tasksPageSchema.parse((await call(sim(), '/ats-tasks')).body);
    expect(first.total).toBe(40);
    expect(first.tasks).toHaveLength(25);
    const second = (await call<{ tasks: Task[] }>(sim(), '/ats-tasks?page=2')).body.tasks;
    const ids = [...first.tasks, ...second].map((t) => t.id);
    expect(new Set(ids).size).toBe(40);
    expect(new Set([...first.tasks, ...second].map((t) => t.status))).toEqual(
      new Set(['pending', 'in_progress', 'completed', 'on_hold']),
    );
  });

  it('some are overdue, some due today, some without a due date or an assignee', async () => {
    const all = (await call<{ tasks: Task[] }>(sim(), '/ats-tasks?items_per_page=100')).body.tasks;
    const today = '2026-11-22';
    const open = all.filter((t) => t.status !== 'completed');
    expect(open.filter((t) => t.due_date !== undefined && t.due_date < today).length).toBeGreaterThan(2);
    expect(all.some((t) => t.due_date === today)).toBe(true);
    expect(all.some((t) => t.due_date === undefined)).toBe(true);
    expect(all.some((t) => t.assigned_to === undefined)).toBe(true);
    expect(all.filter((t) => t.due_date !== undefined && t.assigned_to !== undefined).length).toBeGreaterThanOrEqual(
      25,
    );
  });

  it('filters by status and assigned_to, with total counting the matches', async () => {
    const all = (await call<{ tasks: Task[] }>(sim(), '/ats-tasks?items_per_page=100')).body.tasks;
    const owner = all[0]?.assigned_to;
    const answer = await call<{ tasks: Task[]; total: number }>(
      sim(),
      `/ats-tasks?status=pending&assigned_to=${owner}&items_per_page=100`,
    );
    const expected = all.filter((t) => t.status === 'pending' && t.assigned_to === owner);
    expect(answer.body.tasks).toEqual(expected);
    expect(answer.body.total).toBe(expected.length);
    const paged = await call<{ tasks: Task[]; total: number }>(
      sim(),
      '/ats-tasks?status=completed&items_per_page=2&page=2',
    );
    expect(paged.body.tasks).toEqual(all.filter((t) => t.status === 'completed').slice(2, 4));
  });

  it('scales to the task count asked for (benchmarks), the same for a seed, and refuses a count out of range', async () => {
    const big = await startSimulator(simOptions({ tasks: 600 }));
    try {
      const page = tasksPageSchema.parse((await call(big, '/ats-tasks?items_per_page=100&page=6')).body);
      expect([page.total, page.tasks.length, page.tasks.at(-1)?.id]).toEqual([600, 100, 600]);
      expect(big.store.data.tasks.slice(0, 40)).toEqual(sim().store.data.tasks);
    } finally {
      await big.close();
    }
    await expect(startSimulator(simOptions({ tasks: -1 }))).rejects.toThrow(/tasks must be a whole number/);
  });

  it.each(['assigned_to=bob', 'page=0', 'items_per_page=101'])('400 TSK-900 for %s', async (query) => {
    const answer = await call(sim(), `/ats-tasks?${query}`);
    expect([answer.status, errorCode(answer)]).toEqual([400, 'TSK-900']);
  });
});

/** Applicant tracking: the audit log (cursor paging), tasks and compliance-template requirements. */
import { describe, expect, it } from 'vitest';
import type { AuditLogEntry } from '../../../main/core/api/schemas.js';
import { resolveProfile } from '../../../main/core/api/profile.js';
import { apiError, collect, held, queryOf, recordingFetch, RO_KEY, ROUTES, useClientSuite } from './helpers.js';

const { sim, client, simState, requestCount, totalRequests } = useClientSuite();
const audit = () => sim().store.data.audit;

/** Asserts a walk saw every stored entry exactly once, newest first, with no gap. */
function expectComplete(entries: AuditLogEntry[], stored: readonly { id: number }[]) {
  const ids = entries.map((e) => e.id);
  expect(new Set(ids).size).toBe(ids.length);
  expect(ids).toEqual(stored.map((e) => e.id));
}

describe('auditLog (one page)', () => {
  it('the default page: the 25 newest entries as stored, and a cursor to go on', async () => {
    const { fetch, calls } = recordingFetch();
    const page = await client({ fetch }).auditLog();
    expect(page.entries).toEqual(audit().slice(0, 25));
    expect(page.next_cursor).toEqual(expect.any(String));
    expect(queryOf(calls[0]!).get('limit')).toBe('25');
    expect(queryOf(calls[0]!).has('cursor')).toBe(false);
  });

  it('never asks for more than 100: limit 500 is sent as 100 and 100 entries come back', async () => {
    const { fetch, calls } = recordingFetch();
    const page = await client({ fetch }).auditLog({ limit: 500 });
    expect(queryOf(calls[0]!).get('limit')).toBe('100');
    expect(page.entries).toEqual(audit().slice(0, 100));
  });

  it('limits below 1 or fractional are kept within 1..100 before sending', async () => {
    const { fetch, calls } = recordingFetch();
    const c = client({ fetch });
    expect((await c.auditLog({ limit: 0 })).entries).toHaveLength(1);
    expect((await c.auditLog({ limit: -5 })).entries).toHaveLength(1);
    expect((await c.auditLog({ limit: 7.9 })).entries).toHaveLength(7);
    expect(calls.map((call) => queryOf(call).get('limit'))).toEqual(['1', '1', '7']);
  });

  it('the cursor of one page leads to the next page with no overlap', async () => {
    const first = await client().auditLog({ limit: 10 });
    const second = await client().auditLog({ limit: 10, cursor: first.next_cursor! });
    expect(second.entries).toEqual(audit().slice(10, 20));
  });

  it('a cursor the server did not issue is invalid-request AUD-900 (400)', async () => {
    const err = await apiError(() => client().auditLog({ cursor: 'not-a-cursor' }));
    expect(err).toMatchObject({ kind: 'invalid-request', code: 'AUD-900', status: 400 });
    expect(await requestCount(ROUTES.auditLog)).toBe(1);
  });

  it('a wrong date filter is refused locally and never sent', async () => {
    for (const d of ['2026-13-01', '2026-02-30', '22/11/2026']) {
      expect(await apiError(() => client().auditLog({ start_date: d }))).toMatchObject({ code: 'LOCAL-VALIDATION' });
      expect(await apiError(() => client().auditLog({ end_date: d }))).toMatchObject({ code: 'LOCAL-VALIDATION' });
    }
    expect(await totalRequests()).toBe(0);
  });

  it('the read-only key may read the audit log', async () => {
    const page = await client({ apiKey: RO_KEY }).auditLog({ limit: 3 });
    expect(page.entries).toEqual(audit().slice(0, 3));
  });
});

describe('walking the audit log through next_cursor', () => {
  it('limit 7 by hand: 43 pages, no duplicates, no gaps, every stored entry, a null cursor at the end', async () => {
    const seen: AuditLogEntry[] = [];
    let cursor: string | undefined;
    let pages = 0;
    do {
      const page = await client().auditLog({ limit: 7, cursor });
      expect(page.entries.length).toBeLessThanOrEqual(7);
      seen.push(...page.entries);
      cursor = page.next_cursor ?? undefined;
      pages++;
    } while (cursor !== undefined && pages < 100);
    expect(seen).toHaveLength(audit().length);
    expect(seen).toHaveLength(300);
    expectComplete(seen, audit());
    expect(pages).toBe(Math.ceil(300 / 7));
    expect((await simState()).counters.requests[ROUTES.auditLog]).toBe(pages);
  });

  it('auditLogEntries with limit 7 yields every entry once, in order', async () => {
    const { fetch, calls } = recordingFetch();
    const all = await collect(client({ fetch }).auditLogEntries({ limit: 7 }));
    expectComplete(all, audit());
    expect(all).toEqual(audit());
    expect(calls).toHaveLength(43);
    expect(calls.every((call) => queryOf(call).get('limit') === '7')).toBe(true);
    // Every page after the first carries the cursor the previous page returned.
    expect(calls.slice(1).every((call) => queryOf(call).has('cursor'))).toBe(true);
  });

  it('auditLogEntries by default asks 100 at a time: three requests for 300 entries', async () => {
    const { fetch, calls } = recordingFetch();
    const all = await collect(client({ fetch }).auditLogEntries());
    expectComplete(all, audit());
    expect(calls.map((call) => queryOf(call).get('limit'))).toEqual(['100', '100', '100']);
    expect(await requestCount(ROUTES.auditLog)).toBe(3);
  });

  it('auditLogEntries with limit 500 still never asks for more than 100', async () => {
    const { fetch, calls } = recordingFetch();
    const all = await collect(client({ fetch }).auditLogEntries({ limit: 500 }));
    expect(all).toHaveLength(300);
    expect(calls.length).toBeGreaterThanOrEqual(3);
    expect(calls.every((call) => Number(queryOf(call).get('limit')) <= 100)).toBe(true);
  });

  it('filters by document and access type across pages', async () => {
    const expected = audit().filter((e) => e.document_type === 'i9' && e.access_type === 'view');
    expect(expected.length).toBeGreaterThan(3);
    const all = await collect(client().auditLogEntries({ document_type: 'i9', access_type: 'view', limit: 3 }));
    expectComplete(all, expected);
  });

  it('filters by a date range (inclusive days) across pages', async () => {
    const start = audit()[200]!.accessed_at.slice(0, 10);
    const end = audit()[50]!.accessed_at.slice(0, 10);
    const expected = audit().filter((e) => e.accessed_at.slice(0, 10) >= start && e.accessed_at.slice(0, 10) <= end);
    const all = await collect(client().auditLogEntries({ start_date: start, end_date: end, limit: 20 }));
    expectComplete(all, expected);
    expect(all.length).toBeGreaterThan(100);
    expect(all.length).toBeLessThan(300);
  });

  it('a failing page in the middle of the walk surfaces as a server error after its retries', async () => {
    const c = client({ retry: { retries: 1 } });
    const walk = c.auditLogEntries({ limit: 50 });
    const first = await walk.next();
    expect(first.value).toEqual(audit()[0]);
    for (let i = 1; i < 50; i++) await walk.next();
    sim().store.faults.set({ failNext: 2 });
    const err = await apiError(() => walk.next());
    expect(err).toMatchObject({ kind: 'server', code: 'API-500' });
    expect(await requestCount(ROUTES.auditLog)).toBe(3);
  });
});

describe('tasks', () => {
  it('without paging sends no paging parameters and gets the first 25 of the 40 tasks', async () => {
    const { fetch, calls } = recordingFetch();
    const page = await client({ fetch }).tasks();
    expect(page.total).toBe(40);
    expect(page.tasks).toEqual(sim().store.data.tasks.slice(0, 25));
    expect(queryOf(calls[0]!).has('page')).toBe(false);
    expect(queryOf(calls[0]!).has('items_per_page')).toBe(false);
  });

  it('an explicit page and size', async () => {
    const page = await client().tasks({ page: 2, itemsPerPage: 15 });
    expect(page.tasks).toEqual(sim().store.data.tasks.slice(15, 30));
    expect(page.total).toBe(40);
  });

  it('filters by status and by assignee, the total counting the matches', async () => {
    const pending = sim().store.data.tasks.filter((t) => t.status === 'pending');
    const byStatus = await client().tasks({ status: 'pending', itemsPerPage: 100 });
    expect(byStatus.tasks).toEqual(pending);
    expect(byStatus.total).toBe(pending.length);

    const owner = sim().store.data.tasks[0]!.assigned_to;
    const mine = sim().store.data.tasks.filter((t) => t.assigned_to === owner);
    const byOwner = await client().tasks({ assigned_to: owner, page: 1, itemsPerPage: 100 });
    expect(byOwner.tasks).toEqual(mine);
    expect(byOwner.total).toBe(mine.length);
    expect(byOwner.total).toBeLessThan(40);
  });

  it('page sizes: up to tasksMax (100) is sent, above is refused locally', async () => {
    expect((await client().tasks({ itemsPerPage: 100 })).tasks).toHaveLength(40);
    expect(await apiError(() => client().tasks({ itemsPerPage: 101 }))).toMatchObject({ code: 'LOCAL-VALIDATION' });
    expect(await apiError(() => client().tasks({ page: 0 }))).toMatchObject({ code: 'LOCAL-VALIDATION' });
    expect(await requestCount(ROUTES.tasks)).toBe(1);
  });

  it('tasksMax comes from the profile: smaller refuses locally, larger meets the server 400 TSK-900', async () => {
    const strict = client({ profile: resolveProfile({ pageSize: { tasksMax: 10 } }) });
    expect((await strict.tasks({ itemsPerPage: 10 })).tasks).toHaveLength(10);
    expect(await apiError(() => strict.tasks({ itemsPerPage: 11 }))).toMatchObject({ code: 'LOCAL-VALIDATION' });
    const loose = client({ profile: resolveProfile({ pageSize: { tasksMax: 500 } }) });
    const err = await apiError(() => loose.tasks({ itemsPerPage: 200 }));
    expect(err).toMatchObject({ kind: 'invalid-request', code: 'TSK-900', status: 400 });
    expect(await requestCount(ROUTES.tasks)).toBe(2);
  });

  it('an assignee that is not a whole number is TSK-900 from the server', async () => {
    const err = await apiError(() => client().tasks({ assigned_to: 1.5 }));
    expect(err).toMatchObject({ kind: 'invalid-request', code: 'TSK-900', status: 400 });
  });
});

describe('patchTemplateRequirement', () => {
  const requirement = (templateId: number, index: number) =>
    held(
      sim().store.template(String(templateId))?.requirements[index],
      `requirement ${index} in template ${templateId}`,
    );

  it('flips is_required; the answer and the store agree', async () => {
    const r = requirement(2, 0);
    const was = r.is_required;
    const updated = await client().patchTemplateRequirement(2, r.id, { is_required: !was });
    expect(updated).toEqual({ ...r });
    expect(updated.is_required).toBe(!was);
    expect(updated).toMatchObject({ id: r.id, template_id: 2, source_template_id: 1 });
    expect(requirement(2, 0).is_required).toBe(!was);
  });

  it('changes notes and leaves is_required alone', async () => {
    const r = requirement(3, 2);
    const required = r.is_required;
    const updated = await client().patchTemplateRequirement('3', String(r.id), { notes: 'Bring the original card.' });
    expect(updated).toMatchObject({ id: r.id, notes: 'Bring the original card.', is_required: required });
    expect(requirement(3, 2).notes).toBe('Bring the original card.');
  });

  it('requirement ids start at 101 in template 1, as the state lists them', async () => {
    const templates = (await simState()).templates;
    expect(templates.map((t) => t.id)).toEqual([1, 2, 3, 4]);
    expect(templates[0]?.requirement_ids[0]).toBe(101);
    const updated = await client().patchTemplateRequirement(1, 101, { notes: 'x', is_required: true });
    expect(updated).toMatchObject({ id: 101, template_id: 1, notes: 'x', is_required: true });
  });

  it('a requirement of another template is TPL-200; an unknown template TPL-100', async () => {
    const foreign = requirement(4, 0).id;
    const err = await apiError(() => client().patchTemplateRequirement(1, foreign, { notes: 'no' }));
    expect(err).toMatchObject({ kind: 'not-found', code: 'TPL-200', status: 404 });
    expect(await apiError(() => client().patchTemplateRequirement(99, 101, { notes: 'no' }))).toMatchObject({
      kind: 'not-found',
      code: 'TPL-100',
      status: 404,
    });
    expect(requirement(4, 0).notes).not.toBe('no');
  });

  it('an empty or off-schema change is refused locally and never sent', async () => {
    const bad = [{}, { is_required: 'yes' }, { notes: 5 }, { notes: 'a', extra: true }];
    for (const patch of bad) {
      const err = await apiError(() => client().patchTemplateRequirement(1, 101, patch as { notes: string }));
      expect(err).toMatchObject({ kind: 'invalid-request', code: 'LOCAL-VALIDATION', notSent: true });
    }
    expect(await totalRequests()).toBe(0);
  });

  it('the read-only key may not change a requirement (403 permission)', async () => {
    const r = requirement(2, 1);
    const before = { ...r };
    const err = await apiError(() =>
      client({ apiKey: RO_KEY }).patchTemplateRequirement(2, r.id, { notes: 'read-only' }),
    );
    expect(err).toMatchObject({ kind: 'permission', status: 403 });
    expect(requirement(2, 1)).toEqual(before);
  });

  it('a server error is not retried', async () => {
    sim().store.faults.set({ failNext: 1 });
    const err = await apiError(() => client().patchTemplateRequirement(1, 101, { notes: 'retry?' }));
    expect(err).toMatchObject({ kind: 'server', status: 500 });
    expect(await requestCount(ROUTES.templateRequirement)).toBe(1);
    expect(requirement(1, 0).notes).not.toBe('retry?');
  });
});

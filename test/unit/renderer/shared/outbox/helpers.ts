// Shared by the outbox tests: orders and answers as main would give them, a clock and timers
// the test moves by hand, and a submit whose answers the test scripts one request at a time.
import type { WorkerOrder } from '../../../../../main/core/api/schemas';
import type {
  NotDelivered,
  OrderOutcome,
  RequirementEditOutcome,
  Result,
  SubmitOrderRequest,
  SubmitRequirementEditRequest,
} from '../../../../../preload/contract';
import type {
  OutboxItem,
  OutboxState,
  StoredOrder,
  StoredRequirementEdit,
} from '../../../../../renderer/src/shared/db/rows';
import type { FieldDb } from '../../../../../renderer/src/shared/db/schema';
import { createMutex } from '../../../../../renderer/src/shared/outbox/lock';
import { freshDb } from '../db/helpers';
import type { NewOrder } from '../../../../../renderer/src/shared/db/rows';

export const T0 = Date.parse('2026-07-01T10:00:00.000Z');

export function clock(start = T0) {
  const c = { t: start, now: () => c.t, advance: (ms: number) => void (c.t += ms) };
  return c;
}

/** setTimeout stand-in: nothing fires until the test calls fireDue(). */
export function manualTimers(c: { now(): number }) {
  let pending: { at: number; wake(): void }[] = [];
  return {
    get pending() {
      return pending.map((p) => p.at);
    },
    schedule(ms: number, wake: () => void) {
      const timer = { at: c.now() + ms, wake };
      pending.push(timer);
      return () => void (pending = pending.filter((p) => p !== timer));
    },
    fireDue() {
      const due = pending.filter((p) => p.at <= c.now());
      pending = pending.filter((p) => p.at > c.now());
      for (const p of due) p.wake();
    },
  };
}

export function newOrder(n: number, fields: Partial<NewOrder> = {}): NewOrder {
  return {
    workerId: `30${String(n).padStart(2, '0')}`,
    personnelId: `5000${String(n).padStart(2, '0')}`,
    orderableId: '32',
    orderableName: 'Event staff jacket',
    cost: '42.50',
    ...fields,
  };
}

/** What any stored outbox item holds when created at T0 and never tried yet. */
function untried(localId: string, state: OutboxState) {
  return {
    localId,
    state,
    createdAt: new Date(T0).toISOString(),
    attempts: 0,
    lastAttemptAt: undefined,
    retryAt: undefined,
    errorCode: undefined,
    errorMessage: undefined,
    updatedAt: undefined,
    sentAgain: 0,
  };
}

export function row(localId: string, state: OutboxState, fields: Partial<StoredOrder> = {}): StoredOrder {
  return {
    kind: 'worker-order',
    ...untried(localId, state),
    workerId: '3001',
    personnelId: '500001',
    orderableId: '32',
    orderableName: 'Event staff jacket',
    cost: '42.50',
    serverOrderId: undefined,
    serverStatus: undefined,
    markedPlacedAt: undefined,
    ...fields,
  };
}

/** An edit of requirement 105 of template 2 making it required. */
export function editRow(
  localId: string,
  state: OutboxState,
  fields: Partial<StoredRequirementEdit> = {},
): StoredRequirementEdit {
  return {
    kind: 'requirement-edit',
    ...untried(localId, state),
    templateId: '2',
    requirementId: '105',
    change: { isRequired: true },
    autoResends: 0,
    replaced: 0,
    ...fields,
  };
}

/** For senders in tests that queue no requirement edit: one reaching it is a test bug. */
export const noEdits = (): Promise<Result<RequirementEditOutcome>> =>
  Promise.reject(new Error('This test queues no requirement edit.'));

/** The server's answer to a delivered edit: the requirement with the edit applied. */
export const editDelivered = (req: SubmitRequirementEditRequest): Result<RequirementEditOutcome> => ({
  ok: true,
  value: {
    outcome: 'delivered',
    requirement: {
      id: Number(req.requirementId),
      templateId: Number(req.templateId),
      credentialId: 7,
      isRequired: req.isRequired ?? false,
      notes: req.notes ?? '',
      sourceTemplateId: Number(req.templateId),
    },
  },
});

export const workerOrder = (id: string): WorkerOrder => ({ id, status: '0', name: 'Event staff jacket' });

export const answers = {
  delivered: (id: string): Result<OrderOutcome> => ({
    ok: true,
    value: { outcome: 'delivered', order: workerOrder(id) },
  }),
  rejected: (): Result<NotDelivered> => ({
    ok: true,
    value: { outcome: 'rejected', code: 'WRK-900', message: 'Orderable 99 is not in the catalogue.' },
  }),
  unknown: (): Result<NotDelivered> => ({
    ok: true,
    value: { outcome: 'unknown', reason: { code: 'network', notSent: false } },
  }),
  later: (retryAt: number): Result<NotDelivered> => ({
    ok: true,
    value: {
      outcome: 'retry-later',
      retryAt: new Date(retryAt).toISOString(),
      reason: { code: 'later' },
    },
  }),
  paused: (): Result<NotDelivered> => ({
    ok: true,
    value: { outcome: 'paused', reason: { code: 'api', kind: 'auth', apiCode: 'ATH-100' } },
  }),
  failed: (code: string, message = 'Refused.'): Result<NotDelivered> => ({ ok: false, error: { code, message } }),
};

export interface SubmitCall<R = SubmitOrderRequest> {
  req: R;
  /** The item's row as stored when the request left. */
  stored: OutboxItem | undefined;
}

/**
 * A submit that answers from `script` (one entry per request, default delivered with ids
 * 9001, 9002, …), records each request with the row stored at that moment, and counts how
 * many requests were ever out at once.
 */
export function scriptedSubmit(
  db: () => FieldDb,
  script: ((req: SubmitOrderRequest) => Result<OrderOutcome>)[] = [],
  editScript: ((req: SubmitRequirementEditRequest) => Result<RequirementEditOutcome>)[] = [],
) {
  const calls: SubmitCall[] = [];
  /** Requirement edits, answered from `editScript`, else delivered as sent. */
  const editCalls: SubmitCall<SubmitRequirementEditRequest>[] = [];
  let inFlight = 0;
  let serverId = 9000;
  const state = {
    calls,
    editCalls,
    maxInFlight: 0,
    async submitEdit(req: SubmitRequirementEditRequest): Promise<Result<RequirementEditOutcome>> {
      inFlight += 1;
      state.maxInFlight = Math.max(state.maxInFlight, inFlight);
      try {
        editCalls.push({ req, stored: await db().outbox.get(req.localId) });
        return (editScript.shift() ?? editDelivered)(req);
      } finally {
        inFlight -= 1;
      }
    },
    async submit(req: SubmitOrderRequest): Promise<Result<OrderOutcome>> {
      inFlight += 1;
      state.maxInFlight = Math.max(state.maxInFlight, inFlight);
      try {
        calls.push({ req, stored: await db().outbox.get(req.localId) });
        const next = script.shift();
        return next ? next(req) : answers.delivered(String((serverId += 1)));
      } finally {
        inFlight -= 1;
      }
    },
  };
  return state;
}

/**
 * A fresh database with the test's clock and timers, a submit scripted as `scriptedSubmit` is,
 * and `deps`: what a sender or an outbox runs on over them, with a lock of its own.
 */
export async function scriptedRig(
  script: Parameters<typeof scriptedSubmit>[1] = [],
  editScript: Parameters<typeof scriptedSubmit>[2] = [],
) {
  const { db } = await freshDb();
  const c = clock();
  const timers = manualTimers(c);
  const server = scriptedSubmit(() => db, script, editScript);
  const deps = {
    db: async () => db,
    submit: server.submit,
    submitEdit: server.submitEdit,
    lock: createMutex(),
    now: c.now,
    schedule: timers.schedule,
  };
  return { db, c, timers, server, deps };
}

let ids = 1_000_000;
/** Local ids that sort opposite to creation: a queue that fell back to key order would show. */
export const descendingIds = () => `local-${String((ids -= 1)).padStart(7, '0')}`;

// The app's wiring: start-up recovery and drain, main's drain requests, resume on a new key.
import { afterEach, describe, expect, it, vi } from 'vitest';
import type { ConnectionStatus, EventName, Events, WorkforceApi } from '../../../../../preload/contract';
import { outbox, startOutbox } from '../../../../../renderer/src/shared/outbox/start-outbox';
import { freshDb } from '../db/helpers';
import { answers, editRow, noEdits, row, scriptedSubmit } from './helpers';

function fakeBridge(submit: WorkforceApi['submitOrder'], submitEdit: WorkforceApi['submitRequirementEdit'] = noEdits) {
  const listeners = new Map<EventName, Set<(payload: never) => void>>();
  const drained: string[] = [];
  return {
    submitOrder: submit,
    submitRequirementEdit: submitEdit,
    drained,
    outboxDrained: async ({ drainId }: { drainId: string }) => {
      drained.push(drainId);
      return { ok: true as const, value: undefined };
    },
    on<E extends EventName>(event: E, listener: (payload: Events[E]) => void) {
      const set = listeners.get(event) ?? new Set();
      set.add(listener as (payload: never) => void);
      listeners.set(event, set);
      return () => void set.delete(listener as (payload: never) => void);
    },
    emit<E extends EventName>(event: E, payload: Events[E]) {
      for (const listener of listeners.get(event) ?? []) (listener as (p: Events[E]) => void)(payload);
    },
    count: (event: EventName) => listeners.get(event)?.size ?? 0,
  };
}

const ready = { state: 'ready' } as ConnectionStatus;

afterEach(() => {
  outbox().stop();
});

describe('startOutbox', () => {
  it('recovers a crashed send, then drains the queue at start-up', async () => {
    const { db } = await freshDb();
    await db.outbox.bulkPut([
      row('crashed', 'sending'),
      row('waiting', 'queued', { createdAt: '2026-07-01T10:00:01.000Z' }),
    ]);
    const server = scriptedSubmit(() => db);
    const box = startOutbox({ db: async () => db, bridge: fakeBridge(server.submit) });
    expect(outbox()).toBe(box);
    await box.idle();
    expect(server.calls.map((c) => c.req.localId)).toEqual(['waiting']);
    expect((await db.outbox.toArray()).map((o) => [o.localId, o.state])).toEqual([
      ['crashed', 'unknown'],
      ['waiting', 'delivered'],
    ]);
  });

  it('waits for the first screen before its start-up pass; main asking to drain does not wait', async () => {
    const { db } = await freshDb();
    await db.outbox.bulkPut([row('crashed', 'sending'), row('waiting', 'queued')]);
    const server = scriptedSubmit(() => db);
    let painted!: () => void;
    const firstPaint = new Promise<void>((resolve) => (painted = resolve));
    const bridge = fakeBridge(server.submit);
    const box = startOutbox({ db: async () => db, bridge, ready: firstPaint });
    await new Promise((resolve) => setTimeout(resolve, 50));
    expect(server.calls).toEqual([]);
    expect((await db.outbox.get('crashed'))?.state).toBe('sending');

    painted();
    await vi.waitFor(() => expect(server.calls.map((c) => c.req.localId)).toEqual(['waiting']));
    await box.idle();
    expect((await db.outbox.get('crashed'))?.state).toBe('unknown');

    // A second app start: main's drain runs at once, and recovers before it sends.
    outbox().stop();
    await db.outbox.bulkPut([row('crashed-2', 'sending'), row('waiting-2', 'queued')]);
    const second = startOutbox({ db: async () => db, bridge, ready: new Promise<void>(() => undefined) });
    bridge.emit('outbox:drain', { reason: 'back online' });
    await vi.waitFor(() => expect(server.calls.map((c) => c.req.localId)).toContain('waiting-2'));
    await second.idle();
    expect((await db.outbox.get('crashed-2'))?.state).toBe('unknown');
  });

  it('at start-up a crashed requirement edit is sent again by itself, a crashed order is not', async () => {
    const { db } = await freshDb();
    await db.outbox.bulkPut([row('crashed-order', 'sending'), editRow('crashed-edit', 'sending', { attempts: 1 })]);
    const server = scriptedSubmit(() => db);
    const box = startOutbox({ db: async () => db, bridge: fakeBridge(server.submit, server.submitEdit) });
    await box.idle();
    expect(server.calls).toEqual([]);
    expect(server.editCalls.map((c) => c.req)).toEqual([
      { localId: 'crashed-edit', templateId: '2', requirementId: '105', isRequired: true },
    ]);
    expect((await db.outbox.toArray()).map((o) => [o.localId, o.state])).toEqual([
      ['crashed-edit', 'delivered'],
      ['crashed-order', 'unknown'],
    ]);
    expect(await db.requirements.get(['2', '105'])).toMatchObject({ isRequired: true, credentialId: 7 });
  });

  it('drains when main asks (outbox:drain), resumes a paused queue when a connection is ready', async () => {
    const { db } = await freshDb();
    const server = scriptedSubmit(() => db, [answers.paused]);
    const bridge = fakeBridge(server.submit);
    const box = startOutbox({ db: async () => db, bridge });
    await box.idle();

    await db.outbox.put(row('a', 'queued'));
    bridge.emit('outbox:drain', { reason: 'back online' });
    await vi.waitFor(() => expect(box.status().paused).toBeDefined());
    await box.idle();
    expect((await db.outbox.get('a'))?.state).toBe('queued');

    bridge.emit('connection:changed', { ...ready, state: 'needs-key' });
    await box.idle();
    expect(box.status().paused).toBeDefined();

    bridge.emit('connection:changed', ready);
    await vi.waitFor(async () => expect((await db.outbox.get('a'))?.state).toBe('delivered'));
    expect(server.calls).toHaveLength(2);
  });

  it('tells main it has an outbox, and answers a drain main waits on only once its orders went out', async () => {
    const { db } = await freshDb();
    const server = scriptedSubmit(() => db);
    const bridge = fakeBridge(server.submit);
    const box = startOutbox({ db: async () => db, bridge });
    await box.idle();
    expect(bridge.drained).toEqual(['outbox started']);

    await db.outbox.bulkPut([row('a', 'queued'), row('b', 'queued', { createdAt: '2026-07-01T10:00:01.000Z' })]);
    bridge.emit('outbox:drain', { reason: 'before sync', drainId: 'before-sync-1' });
    await vi.waitFor(() => expect(bridge.drained).toContain('before-sync-1'));
    // Both orders were handed to main before the answer that lets the sync read.
    expect(server.calls.map((c) => c.req.localId)).toEqual(['a', 'b']);
    expect((await db.outbox.toArray()).map((o) => o.state)).toEqual(['delivered', 'delivered']);
    // A drain without a drainId (back online) is not answered.
    bridge.emit('outbox:drain', { reason: 'back online' });
    await box.idle();
    expect(bridge.drained).toEqual(['outbox started', 'before-sync-1']);
  });

  it('a second start replaces the first and stop unsubscribes', async () => {
    const { db } = await freshDb();
    const bridge = fakeBridge(scriptedSubmit(() => db).submit);
    const first = startOutbox({ db: async () => db, bridge });
    expect(bridge.count('outbox:drain')).toBe(1);
    const second = startOutbox({ db: async () => db, bridge });
    expect(bridge.count('outbox:drain')).toBe(1);
    expect(await first.drain('late')).toEqual({ sent: 0, stop: 'stopped' });
    await Promise.all([first.idle(), second.idle()]);
    second.stop();
    expect(bridge.count('outbox:drain')).toBe(0);
    expect(bridge.count('connection:changed')).toBe(0);
  });
});

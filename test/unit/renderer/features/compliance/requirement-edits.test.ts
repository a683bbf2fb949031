// Requirement edits in the outbox: the arrows that differ from orders (an unsure PATCH goes back
// to the queue by itself), coalescing a later change into a waiting edit, and the confirmed value
// stored with the delivery.
import { describe, expect, it } from 'vitest';
import type { RequirementEditOutcome } from '../../../../../preload/contract';
import { OutboxError } from '../../../../../renderer/src/shared/outbox/errors';
import { OutboxSender } from '../../../../../renderer/src/shared/outbox/sender';
import { claimSome, enqueue, settleAndClaimNext } from '../../../../../renderer/src/shared/outbox/store';
import * as machine from '../../../../../renderer/src/shared/outbox/transitions';
import { storedReasonWords } from '../../../../../renderer/src/shared/outbox/reason-words';
import { freshDb } from '../../shared/db/helpers';
import { answers, editRow, newOrder, row, scriptedRig, T0 } from '../../shared/outbox/helpers';

const AT = T0 + 60_000;
const iso = (t: number) => new Date(t).toISOString();
const confirmed: RequirementEditOutcome = {
  outcome: 'delivered',
  requirement: { id: 105, templateId: 2, credentialId: 7, isRequired: true, notes: 'Card', sourceTemplateId: 1 },
};
const unsure = { outcome: 'unknown', reason: { code: 'network', notSent: false }, detail: 'ECONNRESET' } as const;

describe('the state machine for an edit', () => {
  it('delivered keeps no order fields; an order answer cannot settle an edit, nor an edit answer an order', () => {
    expect(machine.settle(editRow('e', 'sending'), confirmed, AT)).toMatchObject({ state: 'delivered' });
    const orderAnswer = answers.delivered('9');
    if (!orderAnswer.ok) throw new Error('unreachable');
    expect(() => machine.settle(editRow('e', 'sending'), orderAnswer.value, AT)).toThrow(OutboxError);
    expect(() => machine.settle(row('o', 'sending'), confirmed, AT)).toThrow(OutboxError);
  });

  it('an unsure answer queues the edit again after a wait that doubles, up to ten minutes; an order waits in unknown', () => {
    const first = machine.settle(editRow('e', 'sending', { attempts: 1 }), unsure, AT);
    expect(first).toMatchObject({
      state: 'queued',
      retryAt: iso(AT + 15_000),
      autoResends: 1,
      errorCode: 'ECONNRESET',
    });
    expect(storedReasonWords(first)).toMatch(
      /^Not sure it arrived: The request was sent, but no answer came back: the connection was cut\. .*safe to repeat/,
    );
    const second = machine.settle(machine.claim(first, AT), unsure, AT);
    expect(second).toMatchObject({ state: 'queued', retryAt: iso(AT + 30_000), autoResends: 2 });
    expect(machine.resendDelay(10)).toBe(10 * 60_000);
    expect(machine.settle(row('o', 'sending'), unsure, AT).state).toBe('unknown');
  });

  it('a crash mid-send queues the edit for now, where an order becomes unknown', () => {
    expect(machine.recoverInterrupted(editRow('e', 'sending'), AT)).toMatchObject({
      state: 'queued',
      retryAt: undefined,
      autoResends: 1,
    });
    expect(machine.recoverInterrupted(row('o', 'sending'), AT).state).toBe('unknown');
  });

  it('"send again" and "mark as placed" are for orders only; a refused edit is changed again instead', () => {
    expect(() => machine.sendAgain(editRow('e', 'rejected'), AT)).toThrow(/change it again instead/);
    expect(() => machine.markPlaced(editRow('e', 'unknown'), AT)).toThrow(OutboxError);
  });

  it('a later change folds into a queued edit: its fields win, the others stay', () => {
    const waiting = editRow('e', 'queued', { change: { isRequired: true, notes: 'Old' } });
    expect(machine.replaceQueued(waiting, { notes: 'New' }, AT)).toMatchObject({
      change: { isRequired: true, notes: 'New' },
      replaced: 1,
      createdAt: waiting.createdAt,
    });
    expect(() => machine.replaceQueued(editRow('e', 'sending'), { notes: 'New' }, AT)).toThrow(OutboxError);
  });
});

describe('storing edits', () => {
  const edit = (change: { isRequired?: boolean; notes?: string }, requirementId = '105') => ({
    templateId: '2',
    requirementId,
    change,
  });

  it('a second change of the same requirement while the first waits is one queued edit, in the first one’s place', async () => {
    const { db } = await freshDb();
    let n = 0;
    const ids = () => `e${(n += 1)}`;
    await enqueue(db, 'requirement-edit', edit({ isRequired: true }), T0, ids);
    await enqueue(db, 'requirement-edit', edit({ isRequired: true }, '106'), T0 + 1, ids);
    await enqueue(db, 'requirement-edit', edit({ notes: 'Bring it' }), T0 + 2, ids);
    const rows = await db.outbox.orderBy('createdAt').toArray();
    expect(
      rows.map((r) => r.kind === 'requirement-edit' && [r.localId, r.requirementId, r.change, r.replaced]),
    ).toEqual([
      ['e1', '105', { isRequired: true, notes: 'Bring it' }, 1],
      ['e2', '106', { isRequired: true }, 0],
    ]);
  });

  it('an edit already out is left alone: the later change queues behind it and goes after it', async () => {
    const { db } = await freshDb();
    let n = 0;
    const ids = () => `e${(n += 1)}`;
    await enqueue(db, 'requirement-edit', edit({ isRequired: true }), T0, ids);
    const claim = await claimSome(db, T0, 1);
    expect(claim.claimed).toMatchObject([{ localId: 'e1' }]);
    await enqueue(db, 'requirement-edit', edit({ isRequired: false }), T0 + 1, ids);
    // The first is unsure and goes back to the queue: it still goes first, the later one after it.
    await settleAndClaimNext(db, 'e1', unsure, T0 + 2, false);
    await enqueue(db, 'requirement-edit', edit({ notes: 'x' }), T0 + 3, ids);
    const rows = await db.outbox.orderBy('createdAt').toArray();
    expect(rows.map((r) => r.kind === 'requirement-edit' && [r.localId, r.state, r.change])).toEqual([
      ['e1', 'queued', { isRequired: true }],
      ['e2', 'queued', { isRequired: false, notes: 'x' }],
    ]);
  });

  it('refuses an edit of nothing, a bad id or long notes, and stores nothing', async () => {
    const { db } = await freshDb();
    const id = () => 'e';
    await expect(enqueue(db, 'requirement-edit', edit({}), T0, id)).rejects.toMatchObject({ code: 'invalid-edit' });
    await expect(
      enqueue(db, 'requirement-edit', { templateId: ' ', requirementId: '1', change: { isRequired: true } }, T0, id),
    ).rejects.toThrow(/template id/);
    await expect(enqueue(db, 'requirement-edit', edit({ notes: 'x'.repeat(5001) }), T0, id)).rejects.toThrow(/5000/);
    expect(await db.outbox.count()).toBe(0);
  });

  it('the delivery stores the server’s value of the requirement with it', async () => {
    const { db } = await freshDb();
    await enqueue(db, 'requirement-edit', edit({ isRequired: true }), T0, () => 'e1');
    await claimSome(db, T0, 1);
    await settleAndClaimNext(db, 'e1', confirmed, AT, true);
    expect(await db.requirements.get(['2', '105'])).toEqual({
      templateId: '2',
      requirementId: '105',
      isRequired: true,
      notes: 'Card',
      credentialId: 7,
      sourceTemplateId: 1,
      confirmedAt: iso(AT),
    });
  });
});

describe('sending edits with orders', () => {
  it('one at a time (the setting), one queue in creation order; an unsure edit is resent by itself after its wait, then the order behind it goes', async () => {
    const { db, c, timers, server, deps } = await scriptedRig([], [() => ({ ok: true, value: unsure })]);
    await enqueue(
      db,
      'requirement-edit',
      { templateId: '2', requirementId: '105', change: { isRequired: true } },
      T0,
      () => 'e1',
    );
    await db.outbox.put(row('o1', 'queued', { createdAt: iso(T0 + 1), ...newOrder(1) }));
    const sender = new OutboxSender({ ...deps, atOnce: () => 1 });
    expect(await sender.drain('test')).toEqual({ sent: 1, stop: 'waiting' });
    expect(server.calls).toEqual([]);
    expect(timers.pending).toEqual([T0 + 15_000]);
    c.advance(15_000);
    timers.fireDue();
    await sender.idle();
    expect(server.editCalls.map((call) => call.req.localId)).toEqual(['e1', 'e1']);
    expect(server.calls.map((call) => call.req.localId)).toEqual(['o1']);
    expect((await db.outbox.toArray()).map((r) => [r.localId, r.state, r.attempts])).toEqual([
      ['e1', 'delivered', 2],
      ['o1', 'delivered', 1],
    ]);
  });
});

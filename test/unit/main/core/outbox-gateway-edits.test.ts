// The gateway's requirement edits against the simulator: the PATCH body carries only the fields
// changed, answers are classified as for orders, and an unsure PATCH may be sent again safely.
import { afterEach, describe, expect, it } from 'vitest';
import { payloadSchemas } from '../../../../main/core/ipc/payloads.js';
import { camelKeys } from '../../../../main/core/api/camel-keys.js';
import type { WorkforceClient } from '../../../../main/core/api/client.js';
import { OutboxGateway } from '../../../../main/core/outbox-gateway.js';
import type { SubmitRequirementEditRequest } from '../../../../preload/contract.js';
import { clientFor, resetSimulator, setFaults, totalRequests, useSimulator, waitFor } from './core-kit.js';

const sim = useSimulator({ workers: 8 });
afterEach(async () => {
  await waitFor(() => sim().state.traffic.inFlight === 0, 'the server to be idle');
  await resetSimulator(sim());
});

const NOW = Date.parse('2026-11-22T10:00:00.000Z');

function gateway(client: WorkforceClient = clientFor(sim().url), online = true) {
  return new OutboxGateway({ client: () => client, isOnline: () => online, now: () => NOW });
}

/** The server's own copy of the third requirement of template 2. */
function serverRequirement() {
  const template = sim().state.data.templates.find((t) => t.id === 2)!;
  return template.requirements[2]!;
}

function edit(over: Partial<SubmitRequirementEditRequest> = {}): SubmitRequirementEditRequest {
  return { localId: 'edit-1', templateId: '2', requirementId: String(serverRequirement().id), ...over };
}

describe('OutboxGateway.submitRequirementEdit', () => {
  it('a 2xx is "delivered" with the requirement as the server now holds it; unchanged fields stay', async () => {
    const before = { ...serverRequirement() };
    const outcome = await gateway().submitRequirementEdit(edit({ isRequired: !before.is_required }));
    expect(outcome).toEqual({
      outcome: 'delivered',
      requirement: camelKeys({ ...before, is_required: !before.is_required }),
    });
    expect(serverRequirement().notes).toBe(before.notes);
  });

  it('notes alone change the notes alone, an empty string included', async () => {
    const before = { ...serverRequirement() };
    const outcome = await gateway().submitRequirementEdit(edit({ notes: '' }));
    expect(outcome).toMatchObject({
      outcome: 'delivered',
      requirement: { notes: '', isRequired: before.is_required },
    });
  });

  it('an unknown requirement or template is "rejected" with the server code', async () => {
    expect(await gateway().submitRequirementEdit(edit({ requirementId: '999999', isRequired: true }))).toMatchObject({
      outcome: 'rejected',
      code: 'TPL-200',
    });
    expect(await gateway().submitRequirementEdit(edit({ templateId: '999', isRequired: true }))).toMatchObject({
      outcome: 'rejected',
    });
  });

  it('a connection lost after the server applied it is "unknown"; sending it again is safe', async () => {
    await setFaults(sim(), { dropAfterCommitNext: 1 });
    const g = gateway();
    const first = await g.submitRequirementEdit(edit({ isRequired: false, notes: 'Bring the card on day one.' }));
    expect(first).toMatchObject({ outcome: 'unknown', reason: { code: 'network', notSent: false } });
    const again = await g.submitRequirementEdit(edit({ isRequired: false, notes: 'Bring the card on day one.' }));
    expect(again).toMatchObject({ outcome: 'delivered', requirement: { isRequired: false } });
    expect(serverRequirement()).toMatchObject({ is_required: false, notes: 'Bring the card on day one.' });
    expect(totalRequests(sim())).toBe(2);
  });

  it('a timeout says of the change (it may have been applied)', async () => {
    await setFaults(sim(), { latencyMs: 300 });
    const outcome = await gateway(clientFor(sim().url, { timeoutMs: 60 })).submitRequirementEdit(
      edit({ isRequired: true }),
    );
    expect(outcome).toEqual({ outcome: 'unknown', reason: { code: 'timeout', subject: 'change', seconds: 0 } });
  });

  it('a 429 goes back to the queue for the time the server asked', async () => {
    await setFaults(sim(), { rateLimitNext: 1 });
    expect(await gateway().submitRequirementEdit(edit({ isRequired: true }))).toMatchObject({
      outcome: 'retry-later',
      retryAt: new Date(NOW + 1_000).toISOString(),
    });
  });

  it('offline it waits and without a request; a rejected key pauses', async () => {
    expect(await gateway(clientFor(sim().url), false).submitRequirementEdit(edit({ isRequired: true }))).toMatchObject({
      outcome: 'retry-later',
      notSent: true,
    });
    expect(totalRequests(sim())).toBe(0);
    sim().rotateKey('rotated-by-the-office');
    expect((await gateway().submitRequirementEdit(edit({ isRequired: true }))).outcome).toBe('paused');
  });

  it('refuses a second send of an edit still in flight (ORDER-IN-FLIGHT), as for orders', async () => {
    await setFaults(sim(), { latencyMs: 80 });
    const g = gateway();
    const first = g.submitRequirementEdit(edit({ isRequired: true }));
    await expect(g.submitRequirementEdit(edit({ isRequired: true }))).rejects.toMatchObject({
      code: 'ORDER-IN-FLIGHT',
    });
    expect((await first).outcome).toBe('delivered');
  });
});

describe('the compliance:submit payload', () => {
  const parse = (payload: unknown) => payloadSchemas['compliance:submit'].safeParse(payload);
  const ok = { localId: 'l1', templateId: ' 2 ', requirementId: '105' };

  it('takes ids by the shared id rule and one or both fields', () => {
    expect(parse({ ...ok, isRequired: true }).data).toEqual({ ...ok, templateId: '2', isRequired: true });
    expect(parse({ ...ok, notes: '' }).success).toBe(true);
  });

  it('refuses a change of nothing, long notes, an empty id and anything extra', () => {
    expect(parse(ok).success).toBe(false);
    expect(parse({ ...ok, notes: 'x'.repeat(5001) }).success).toBe(false);
    expect(parse({ ...ok, templateId: '  ', isRequired: true }).success).toBe(false);
    expect(parse({ ...ok, isRequired: 'yes' }).success).toBe(false);
    expect(parse({ ...ok, isRequired: true, is_required: true }).success).toBe(false);
  });
});

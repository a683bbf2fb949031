// @vitest-environment ./test/unit/renderer/support/node-client-environment.ts
// ComplianceState without a DOM: the real AppState over a fake bridge, a real Dexie database on
// fake-indexeddb, the app's outbox over a scripted submit, and the view state's effects run in
// an effect root as the screen's would.
import { flushSync } from 'svelte';
import { describe, expect, it, vi } from 'vitest';
import {
  ComplianceState,
  type RequirementRoute,
} from '../../../../../renderer/src/features/compliance/compliance-state.svelte';
import { startApp } from '../../support/app';
import { fakeBridge, readyStatus } from '../../support/fake-bridge';
import { attachOutbox } from '../../support/orders';
import { holdView } from '../../support/view-state.svelte';

async function compliance(route: RequirementRoute = {}, bridge = fakeBridge()) {
  const { app } = await startApp(bridge);
  attachOutbox(app);
  return { app, view: holdView(() => new ComplianceState(app, () => route)) };
}

const CONFIRMED = {
  templateId: '2',
  requirementId: '105',
  isRequired: false,
  notes: 'Upload the card.',
  credentialId: undefined,
  sourceTemplateId: undefined,
  confirmedAt: '2026-11-22T13:00:00.000Z',
};

describe('ComplianceState', () => {
  it('checks both ids in words and opens only when both are good', async () => {
    const { app, view } = await compliance();
    expect([view.templateText, view.requirementText]).toEqual(['', '']);
    view.requirementText = 'x'.repeat(101);
    view.open();
    expect(view.templateError).toBe('Type an id first.');
    expect(view.requirementError).toBe('An id has at most 100 characters.');
    expect(app.nav.route).toEqual({ name: 'dashboard' });

    view.templateText = ' 2 ';
    view.requirementText = '105';
    view.open();
    expect([view.templateError, view.requirementError]).toEqual([undefined, undefined]);
    expect(app.nav.route).toEqual({ name: 'compliance', templateId: '2', requirementId: '105' });
  });

  it('the open requirement fills the id boxes and goes to the top of Recently opened', async () => {
    const { view } = await compliance({ templateId: '2', requirementId: '105' });
    expect([view.templateText, view.requirementText]).toEqual(['2', '105']);
    await vi.waitFor(() => expect(view.knowledge).toBeDefined());
    expect(view.knowledge).toEqual({ confirmed: undefined, pending: undefined, rejected: undefined });
    await vi.waitFor(
      () =>
        expect(view.recentPicks).toEqual([
          { key: '2/105', label: 'Requirement 105 of template 2', templateId: '2', requirementId: '105' },
        ]),
      // A live query reads again at most once a second.
      { timeout: 3000 },
    );
  });

  it('the notes start from the value the server confirmed here', async () => {
    const { app } = await startApp();
    await app.connection.db!.requirements.put(CONFIRMED);
    const view = holdView(() => new ComplianceState(app, () => ({ templateId: '2', requirementId: '105' })));
    await vi.waitFor(() => expect(view.knowledge?.confirmed).toMatchObject({ isRequired: false }));
    flushSync();
    expect(view.notes).toBe('Upload the card.');
  });

  it('a change that changes something is queued in the outbox, shown as pending, and the choices reset', async () => {
    const { app, view } = await compliance({ templateId: '2', requirementId: '105' });
    await vi.waitFor(() => expect(view.knowledge).toBeDefined());
    expect(view.canSave).toBe(false);
    view.required = 'yes';
    view.changeNotes = true;
    view.notes = 'Bring it on day one.';
    expect(view.canSave).toBe(true);

    await view.save();
    expect(view.saveError).toBeUndefined();
    expect([view.required, view.changeNotes, view.canSave]).toEqual(['leave', false, false]);
    expect(app.toasts.items.at(-1)?.text).toBe('Queued: required → yes, notes → “Bring it on day one.”');
    const [stored] = await app.connection.db!.outbox.toArray();
    expect(stored).toMatchObject({
      kind: 'requirement-edit',
      templateId: '2',
      requirementId: '105',
      change: { isRequired: true, notes: 'Bring it on day one.' },
    });
    await vi.waitFor(() =>
      expect(view.knowledge?.pending?.change).toEqual({ isRequired: true, notes: 'Bring it on day one.' }),
    );
    expect(view.known).toEqual([{ templateId: '2', requirementId: '105' }]);
  });

  it('offline, the toast says the change goes out when back online', async () => {
    const bridge = fakeBridge();
    bridge.answer('connectivity', () => ({ state: 'offline', since: '2026-11-22T08:00:00.000Z' }));
    const { app, view } = await compliance({ templateId: '2', requirementId: '105' }, bridge);
    await vi.waitFor(() => expect(view.offline).toBe(true));
    view.required = 'no';
    await view.save();
    expect(app.toasts.items.at(-1)?.text).toBe('Queued: required → no. It is sent when back online.');
  });

  it('with no outbox in this window, saving says so and queues nothing', async () => {
    const { app } = await startApp();
    const view = holdView(() => new ComplianceState(app, () => ({ templateId: '2', requirementId: '105' })));
    view.required = 'yes';
    await view.save();
    expect(view.saveError).toBe('Changes cannot be queued in this window: restart the app.');
    expect(await app.connection.db!.outbox.count()).toBe(0);
  });

  it('in demo mode the simulator’s requirements are offered as examples, and a pick opens one', async () => {
    const bridge = fakeBridge({ status: readyStatus({ environment: 'demo' }) });
    bridge.answer('demoExamples', () => ({
      requirements: [{ templateId: '1', requirementId: '101' }],
      integrations: [],
      documents: [],
    }));
    const { app, view } = await compliance({}, bridge);
    await vi.waitFor(() => expect(view.examplePicks.map((p) => p.label)).toEqual(['Requirement 101 of template 1']));
    const [example] = view.examplePicks;
    view.openRequirement(example!.templateId, example!.requirementId);
    expect(app.nav.route).toEqual({ name: 'compliance', templateId: '1', requirementId: '101' });
  });
});

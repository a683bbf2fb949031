// The Compliance screen over a real local database: ids checked before anything opens, what is
// known of a requirement (nothing, pending, confirmed), and a change queued in the outbox.
import '../../support/dom';
import { fireEvent, screen, waitFor } from '@testing-library/svelte';
import { describe, expect, it } from 'vitest';
import ComplianceScreen from '../../../../../renderer/src/features/compliance/ComplianceScreen.svelte';
import { editRow } from '../../shared/outbox/helpers';
import { renderWith, startApp } from '../../support/app';
import { attachOutbox } from '../../support/orders';

const text = (testId: string) => (screen.getByTestId(testId).textContent ?? '').replace(/\s+/g, ' ').trim();

describe('ComplianceScreen', () => {
  it('refuses empty or overlong ids in words and opens nothing', async () => {
    const { app } = await startApp();
    attachOutbox(app);
    renderWith(ComplianceScreen, app, {});
    await fireEvent.input(screen.getByLabelText('Requirement id'), { target: { value: 'x'.repeat(101) } });
    await fireEvent.click(screen.getByRole('button', { name: 'Open' }));
    expect(await screen.findByText('Type an id first.')).toBeTruthy();
    expect(screen.getByText('An id has at most 100 characters.')).toBeTruthy();
    expect(app.nav.route).toEqual({ name: 'dashboard' });
    expect(screen.getByText('No requirement open')).toBeTruthy();
  });

  it('nothing confirmed yet; a saved change is queued and shown as pending', async () => {
    const { app } = await startApp();
    const { submit } = attachOutbox(app);
    renderWith(ComplianceScreen, app, { templateId: '2', requirementId: '105' });
    await screen.findByTestId('confirmed-none');
    const save = screen.getByRole('button', { name: 'Save change' }) as HTMLButtonElement;
    expect(save.disabled).toBe(true);
    await fireEvent.click(screen.getByRole('radio', { name: 'Required' }));
    await fireEvent.click(save);
    await waitFor(() => expect(text('pending')).toMatch(/^Pending: required → yes, queued \d{1,2}:\d{2}/));
    const [stored] = await app.connection.db!.outbox.toArray();
    expect(stored).toMatchObject({
      kind: 'requirement-edit',
      templateId: '2',
      requirementId: '105',
      change: { isRequired: true },
    });
    expect(submit).not.toHaveBeenCalled();
  });

  it('shows the value the server confirmed on this machine, with when', async () => {
    const { app } = await startApp();
    attachOutbox(app);
    const db = app.connection.db!;
    await db.requirements.put({
      templateId: '2',
      requirementId: '105',
      isRequired: false,
      notes: 'Upload the card.',
      credentialId: 7,
      sourceTemplateId: 1,
      confirmedAt: '2026-11-22T13:00:00.000Z',
    });
    await db.outbox.put(editRow('d', 'delivered'));
    renderWith(ComplianceScreen, app, { templateId: '2', requirementId: '105' });
    await waitFor(() =>
      expect(text('confirmed')).toBe('Required no Notes Upload the card. Credential 7 Inherited from template 1'),
    );
    expect(screen.queryByTestId('pending')).toBeNull();
    expect(screen.getByText(/^Confirmed by the server .+\(.+\)\.$/)).toBeTruthy();
    expect(await screen.findByRole('button', { name: 'Requirement 105 of template 2' })).toBeTruthy();
  });
});

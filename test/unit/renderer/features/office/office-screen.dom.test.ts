import '../../support/dom';
import { fireEvent, screen, waitFor, within } from '@testing-library/svelte';
import { describe, expect, it } from 'vitest';
import OfficeScreen from '../../../../../renderer/src/features/office/OfficeScreen.svelte';
import { renderWith, startApp } from '../../support/app';
import { fakeBridge } from '../../support/fake-bridge';

const SECRET = 'sk_live_0123456789abcdef0123456789abcdef01234567';
const ADP = { id: 11, name: 'ADP Workforce Now', category: 'payroll', oneLiner: 'Export approved hours.' };
const text = () => (document.body.textContent ?? '').replace(/\s+/g, ' ');

async function office(offline = false) {
  const bridge = fakeBridge();
  if (offline) bridge.answer('connectivity', () => ({ state: 'offline', since: '2026-11-22T08:00:00.000Z' }));
  bridge.answer('integration', () => ADP);
  bridge.answer('regenerateIntegration', () => ({ secretKey: SECRET }));
  bridge.answer('auditLog', () => ({
    entries: [{ id: 1, documentType: 'w4', accessType: 'print' }],
    nextCursor: null,
  }));
  const { app } = await startApp(bridge);
  const view = renderWith(OfficeScreen, app);
  return { bridge, view };
}

async function showIntegration(id: string) {
  await fireEvent.input(screen.getByLabelText('Integration id'), { target: { value: id } });
  await fireEvent.click(screen.getByRole('button', { name: 'Show integration' }));
}

describe('Office screen', () => {
  it('asks the server nothing until the supervisor does, and checks the id first', async () => {
    const { bridge } = await office();
    expect(screen.getByRole('tab', { name: 'Integration', selected: true })).toBeTruthy();
    await showIntegration('   ');
    expect(screen.getByText('Type an id first.')).toBeTruthy();
    expect(bridge.calls.integration).not.toHaveBeenCalled();
    expect(bridge.calls.auditLog).not.toHaveBeenCalled();
  });

  it('regenerates only after a confirmation that says what breaks; the secret is shown once and gone when the screen is left', async () => {
    const { bridge, view } = await office();
    await showIntegration('11');
    await screen.findByRole('heading', { name: 'ADP Workforce Now' });
    expect(bridge.calls.integration).toHaveBeenCalledWith({ id: '11' });
    // Its category in words, never the key "payroll".
    expect(screen.getByText('Category').nextElementSibling?.textContent).toBe('Payroll');

    await fireEvent.click(screen.getByRole('button', { name: 'Regenerate secret…' }));
    const dialog = screen.getByRole('dialog', { name: 'Regenerate the secret of ADP Workforce Now?' });
    expect(dialog.textContent).toContain('The current secret stops working at once.');
    expect(dialog.textContent).toMatch(/fails until it is updated with the new secret/);
    await fireEvent.click(within(dialog).getByRole('button', { name: 'Cancel' }));
    expect(bridge.calls.regenerateIntegration).not.toHaveBeenCalled();

    await fireEvent.click(screen.getByRole('button', { name: 'Regenerate secret…' }));
    await fireEvent.click(within(screen.getByRole('dialog')).getByRole('button', { name: 'Regenerate secret' }));
    expect((await screen.findByTestId('secret-value')).textContent).toBe(SECRET);
    expect(bridge.calls.regenerateIntegration).toHaveBeenCalledTimes(1);
    expect(screen.getByRole('button', { name: 'Copy the secret' })).toBeTruthy();

    // A look at the audit log does not lose it: only leaving the screen does.
    await fireEvent.click(screen.getByRole('tab', { name: 'Audit log' }));
    await fireEvent.click(screen.getByRole('tab', { name: 'Integration' }));
    expect(screen.getByTestId('secret-value').textContent).toBe(SECRET);

    view.unmount();
    expect(document.body.innerHTML).not.toContain(SECRET);
  });

  it('"hide it" removes the secret from the page', async () => {
    await office();
    await showIntegration('11');
    await fireEvent.click(await screen.findByRole('button', { name: 'Regenerate secret…' }));
    await fireEvent.click(within(screen.getByRole('dialog')).getByRole('button', { name: 'Regenerate secret' }));
    await screen.findByTestId('secret-value');
    await fireEvent.click(screen.getByRole('button', { name: 'I have copied it: hide it' }));
    expect(document.body.innerHTML).not.toContain(SECRET);
  });

  it('a regenerate whose answer was lost says the secret may have changed anyway, and is not retried', async () => {
    const { bridge } = await office();
    bridge.answer('regenerateIntegration', () => {
      throw { code: 'network', message: 'The connection was reset.' };
    });
    await showIntegration('11');
    await fireEvent.click(await screen.findByRole('button', { name: 'Regenerate secret…' }));
    await fireEvent.click(within(screen.getByRole('dialog')).getByRole('button', { name: 'Regenerate secret' }));
    const problem = await screen.findByTestId('office-problem');
    expect(problem.textContent).toContain('The server could not be reached.');
    expect(problem.textContent).toContain('The server may have made a new secret anyway.');
    expect(bridge.calls.regenerateIntegration).toHaveBeenCalledTimes(1);
    expect(screen.queryByTestId('secret-value')).toBeNull();
  });

  it('CMP-1000 reads as a key not allowed to manage company settings, the code behind a disclosure', async () => {
    const { bridge } = await office();
    bridge.answer('integration', () => {
      throw { code: 'CMP-1000', message: 'This API key is not allowed to manage company settings.' };
    });
    await showIntegration('11');
    const problem = await screen.findByTestId('office-problem');
    expect(problem.textContent).toContain('This API key is not allowed to manage company settings.');
    const details = problem.querySelector('details');
    expect(details?.querySelector('summary')?.textContent).toBe('Details for support');
    expect(details?.textContent).toContain('CMP-1000');
  });

  it('the tabs are each a Tab stop, and the arrows switch between them keeping focus on the tab', async () => {
    await office();
    const integration = screen.getByRole('tab', { name: 'Integration' });
    const audit = screen.getByRole('tab', { name: 'Audit log' });
    expect([integration.tabIndex, audit.tabIndex]).toEqual([0, 0]);
    integration.focus();
    await fireEvent.keyDown(integration, { key: 'ArrowRight' });
    expect(audit.getAttribute('aria-selected')).toBe('true');
    expect(document.activeElement).toBe(audit);
    expect(screen.getByRole('tabpanel').getAttribute('aria-labelledby')).toBe(audit.id);
    await fireEvent.keyDown(audit, { key: 'ArrowRight' });
    expect(document.activeElement).toBe(integration);
    expect(screen.getByLabelText('Integration id')).toBeTruthy();
  });

  it('opening the audit log tab loads its first page (at most 100 entries)', async () => {
    const { bridge } = await office();
    await fireEvent.click(screen.getByRole('tab', { name: 'Audit log' }));
    await waitFor(() =>
      expect(screen.getByTestId('audit-count').textContent?.replace(/\s+/g, ' ')).toMatch(/1 entry, all that match/),
    );
    expect(bridge.calls.auditLog).toHaveBeenCalledTimes(1);
    expect(bridge.calls.auditLog.mock.calls[0]![0].limit).toBeLessThanOrEqual(100);
  });

  it('offline says "Needs a connection" with what would be shown, and asks nothing', async () => {
    const { bridge } = await office(true);
    await screen.findByText('Needs a connection');
    expect(text()).toContain("an integration's details");
    expect(screen.queryByLabelText('Integration id')).toBeNull();
    await fireEvent.click(screen.getByRole('tab', { name: 'Audit log' }));
    expect(text()).toContain('who viewed, downloaded, printed or changed which document');
    expect(bridge.calls.auditLog).not.toHaveBeenCalled();
  });
});

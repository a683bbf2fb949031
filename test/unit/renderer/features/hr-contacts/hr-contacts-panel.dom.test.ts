import '../../support/dom';
import { fireEvent, render, screen, waitFor, within } from '@testing-library/svelte';
import { describe, expect, it, vi } from 'vitest';
import App from '../../../../../renderer/src/App.svelte';
import HrContactsPanel from '../../../../../renderer/src/features/hr-contacts/HrContactsPanel.svelte';
import { batch, failReads, renderWith, startApp } from '../../support/app';
import { expectAwaitingFirstSync } from '../../support/first-sync';
import { fakeBridge, partialSync } from '../../support/fake-bridge';

const CONTACTS = [
  { id: 1, hr_manager: 'Dana Whitfield', hr_email: 'hr@example.com', hr_phone: '(415) 555-0140', is_default: 0 },
  { id: 2, hr_manager: 'Luis Carvalho', hr_email: 'luis@example.com', hr_phone: '(415) 555-0141', is_default: 1 },
  { id: 3, hr_manager: 'Ana Ødegård' },
];

async function withContacts(contacts = CONTACTS) {
  const { app, alerts, bridge } = await startApp(fakeBridge());
  await bridge.deliver([batch({ kind: 'hr-contacts', contacts }, '2026-11-22T07:48:00.000Z')]);
  return { app, alerts, bridge };
}

const names = (dialog: HTMLElement) =>
  within(dialog)
    .getAllByTestId('hr-contact')
    .map((li) => li.querySelector('.name')!.textContent!.replace(/\s+/g, ' ').trim());

describe('HR contacts panel', () => {
  it('lists the stored contacts, the default first and marked in words, with the time of the stored set', async () => {
    const { app } = await withContacts();
    renderWith(HrContactsPanel, app, { onclose: () => undefined });
    const dialog = screen.getByRole('dialog', { name: 'HR contacts' });
    await within(dialog).findAllByTestId('hr-contact');
    expect(names(dialog)).toEqual(['Luis Carvalho Default contact', 'Ana Ødegård', 'Dana Whitfield']);
    expect(within(dialog).getByText(/^As of /)).toBeTruthy();
    // A contact without phone or e-mail says so instead of leaving a hole.
    const ana = within(dialog).getAllByTestId('hr-contact')[1]!;
    expect(within(ana).getAllByText('None given')).toHaveLength(2);
  });

  it('each phone and e-mail calls through the URL policy and can be copied', async () => {
    const { app, bridge } = await withContacts();
    renderWith(HrContactsPanel, app, { onclose: () => undefined });
    const call = await screen.findByRole('link', { name: 'Call Luis Carvalho: (415) 555-0141' });
    expect(call.getAttribute('href')).toBe('tel:4155550141');
    await fireEvent.click(call);
    await waitFor(() => expect(bridge.calls.openExternal).toHaveBeenCalledWith({ url: 'tel:4155550141' }));
    const mail = screen.getByRole('link', { name: 'E-mail Luis Carvalho: luis@example.com' });
    expect(mail.getAttribute('href')).toBe('mailto:luis@example.com');
    const writeText = vi.fn(async () => undefined);
    Object.defineProperty(navigator, 'clipboard', { value: { writeText }, configurable: true });
    await fireEvent.click(screen.getByRole('button', { name: "Copy Luis Carvalho's phone number" }));
    await waitFor(() => expect(writeText).toHaveBeenCalledWith('(415) 555-0141'));
  });

  it('before any sync: says they arrive with the next sync and offers it; offline, says when', async () => {
    const { app, bridge } = await startApp(fakeBridge());
    renderWith(HrContactsPanel, app, { onclose: () => undefined });
    await expectAwaitingFirstSync(bridge, 'No HR contacts stored yet');
  });

  it('offline with stored contacts: still lists them and says it is the stored copy', async () => {
    const { app, bridge } = await withContacts();
    bridge.emit('connectivity:changed', { state: 'offline', since: '2026-11-22T14:00:00.000Z' });
    renderWith(HrContactsPanel, app, { onclose: () => undefined });
    expect(await screen.findByRole('link', { name: /Call Luis Carvalho/ })).toBeTruthy();
    expect(screen.getByText(/Offline: this is the copy stored on this computer/)).toBeTruthy();
  });

  it('a server that lists none says so; a failed refresh says it in words with the code in a disclosure', async () => {
    const { app, bridge } = await withContacts([]);
    renderWith(HrContactsPanel, app, { onclose: () => undefined });
    expect(await screen.findByText('The server lists no HR contacts')).toBeTruthy();
    bridge.emit(
      'sync:finished',
      partialSync([{ item: 'HR contacts', code: 'CMP-1000', message: 'Permission denied.' }]),
    );
    const failure = await screen.findByText('The last sync could not refresh these contacts.');
    expect(failure.parentElement!.textContent).toContain('This API key is not allowed to manage company settings.');
    expect(screen.getByText('Details for support').closest('details')!.textContent).toContain('CMP-1000');
  });

  it('a database that cannot be read shows the error, not an empty list', async () => {
    const { app } = await withContacts();
    failReads(app.connection.db!);
    renderWith(HrContactsPanel, app, { onclose: () => undefined });
    expect((await screen.findByRole('alert')).textContent).toContain('The stored contacts could not be read');
  });

  it('opens from every screen by Ctrl+Shift+H and by the nav button; Escape closes it', async () => {
    const { app, alerts } = await withContacts();
    render(App, { props: { app, alerts } });
    for (const route of [{ name: 'dashboard' }, { name: 'settings' }] as const) {
      app.nav.go(route);
      await fireEvent.keyDown(window, { key: 'H', ctrlKey: true, shiftKey: true });
      const dialog = await screen.findByRole('dialog', { name: 'HR contacts' });
      await within(dialog).findAllByTestId('hr-contact');
      await fireEvent.keyDown(dialog, { key: 'Escape' });
      expect(screen.queryByRole('dialog')).toBeNull();
    }
    await fireEvent.click(screen.getByRole('button', { name: /HR contacts/ }));
    expect(await screen.findByRole('dialog', { name: 'HR contacts' })).toBeTruthy();
  });
});

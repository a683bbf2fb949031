import '../../support/dom';
import { fireEvent, screen, waitFor, within } from '@testing-library/svelte';
import { describe, expect, it } from 'vitest';
import type { ClientDocumentRow } from '../../../../../preload/contract';
import ClientDocuments from '../../../../../renderer/src/features/clients/ClientDocuments.svelte';
import CrewAtClient from '../../../../../renderer/src/features/clients/CrewAtClient.svelte';
import { batch, renderWith, startApp } from '../../support/app';
import { fakeBridge } from '../../support/fake-bridge';

// As main hands it over: a contract row.
const DOC: ClientDocumentRow = {
  id: '9002',
  name: 'Certificate of Insurance',
  fileName: 'coi.pdf',
  addedAt: '2026-01-05 09:00:00',
  type: 'application/pdf',
  location: 'https://files.example.com/clients/201/documents/9002/coi.pdf',
  deleted: 0,
  deletedAt: '',
};

async function openById(id: string) {
  await fireEvent.input(screen.getByLabelText('Open document by id'), { target: { value: id } });
  await fireEvent.click(screen.getByRole('button', { name: 'Open' }));
}

describe('documents by id', () => {
  it('asks only for a whole-number id, and opens the file through the URL policy', async () => {
    const { app, bridge } = await startApp(fakeBridge());
    bridge.answer('clientDocument', () => DOC);
    renderWith(ClientDocuments, app, { clientId: '201' });
    await openById('abc');
    expect(await screen.findByText('A document id is a whole number, such as 9002.')).toBeTruthy();
    expect(bridge.calls.clientDocument).not.toHaveBeenCalled();

    await openById(' 9002 ');
    const doc = await screen.findByTestId('client-document');
    expect(bridge.calls.clientDocument).toHaveBeenCalledWith({ clientId: '201', documentId: '9002' });
    expect(within(doc).getByRole('heading', { name: 'Certificate of Insurance' })).toBeTruthy();
    // Its type in words, never "application/pdf".
    expect(within(doc).getByTestId('document-type').textContent?.trim()).toBe('PDF document');
    await fireEvent.click(within(doc).getByRole('button', { name: 'Open the file in your browser' }));
    expect(bridge.calls.openExternal).toHaveBeenCalledWith({ url: DOC.location });
  });

  it('when the server fails, shows the copy kept from before as a saved copy, with the code in a disclosure', async () => {
    const { app, bridge } = await startApp(fakeBridge());
    bridge.answer('clientDocument', () => ({ ...DOC, deleted: 1, deletedAt: '2026-02-03T10:00:00Z' }));
    renderWith(ClientDocuments, app, { clientId: '201' });
    await openById('9002');
    expect(await screen.findByText(/Deleted on /)).toBeTruthy();
    expect(screen.queryByRole('button', { name: 'Open the file in your browser' })).toBeNull();
    expect(screen.queryByTestId('saved-copy')).toBeNull();

    bridge.answer('clientDocument', () => {
      throw { code: 'API-500', message: 'The server had an unexpected error.' };
    });
    await openById('9002');
    expect(await screen.findByTestId('saved-copy')).toBeTruthy();
    expect(screen.getByText(/Deleted on /)).toBeTruthy();
    const problem = screen.getByRole('alert');
    expect(problem.textContent).toContain('The server could not give document 9002.');
    expect(within(problem).getByText('API-500')).toBeTruthy();
  });
});

describe('the client preferences card on an event', () => {
  const lists = {
    preferred: [{ personnel_id: 'P1' }],
    normal: [{ personnel_id: 'P3' }],
    banned: [{ personnel_id: 'P2' }],
  };

  it('says when the client is unknown or not synced yet, then lists the banned first', async () => {
    const { app, bridge } = await startApp(fakeBridge({ settings: { crewWorkerIds: ['w1', 'w2', 'w3'] } }));
    await bridge.deliver([
      batch({
        kind: 'events',
        events: [
          { id: 'e1', name: 'Gala', client_id: '201' },
          { id: 'e2', name: 'Fair' },
        ],
      }),
      batch({
        kind: 'workers',
        workers: [
          { id: 'w1', name_first: 'Ana', personnel_id: 'P1' },
          { id: 'w2', name_first: 'Ben', personnel_id: 'P2' },
          { id: 'w3', name_first: 'Cy', personnel_id: 'P3' },
        ],
      }),
      batch({ kind: 'clients', clients: [{ id: '201', client_name: 'Golden Gate' }] }),
    ]);
    const unknown = renderWith(CrewAtClient, app, { eventId: 'e2' });
    expect(await screen.findByText(/does not name this event's client/)).toBeTruthy();
    unknown.unmount();

    renderWith(CrewAtClient, app, { eventId: 'e1' });
    expect(await screen.findByText("Golden Gate's preferences arrive with the next sync.")).toBeTruthy();
    await bridge.deliver([batch({ kind: 'client-workers', clientId: '201', lists })]);
    const card = screen.getByTestId('crew-at-client');
    await waitFor(() => expect(within(card).getAllByRole('listitem')).toHaveLength(2));
    expect(
      within(card)
        .getAllByRole('listitem')
        .map((li) => li.textContent!.replace(/\s+/g, ' ').trim()),
    ).toEqual(['Ben ⊘ Banned at Golden Gate', 'Ana ★ Preferred at Golden Gate']);
  });
});

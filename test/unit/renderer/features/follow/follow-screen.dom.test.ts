import '../../support/dom';
import { fireEvent, screen, waitFor } from '@testing-library/svelte';
import { describe, expect, it } from 'vitest';
import FollowScreen from '../../../../../renderer/src/features/follow/FollowScreen.svelte';
import { batch, renderWith, startApp } from '../../support/app';
import { apiEvent } from '../../support/data';
import { fakeBridge } from '../../support/fake-bridge';

const box = (attr: string, id: string) =>
  document.querySelector<HTMLInputElement>(`[${attr}="${id}"] input[type="checkbox"]`);

async function withLists(settings = {}) {
  const { app, bridge } = await startApp(fakeBridge({ settings }));
  await bridge.deliver([
    batch({
      kind: 'events',
      events: [apiEvent('1', 'Harvest Fair'), apiEvent('2', 'Jazz Night', '2026-11-24', 'Berkeley')],
    }),
    batch({
      kind: 'workers',
      workers: [
        { id: '10', name_first: 'Ana', name_last: 'Lee', personnel_id: 'P10' },
        { id: '11', name_first: 'Zoe', name_last: 'Park', personnel_id: 'P11' },
      ],
    }),
  ]);
  return { app, bridge };
}

describe('FollowScreen, events', () => {
  it('empty: no stored event list says it comes with the sync, and offers adding by id', async () => {
    const { app } = await startApp();
    renderWith(FollowScreen, app, { tab: 'events' });
    await screen.findByText('No event list stored yet');
    expect(screen.getByLabelText('Follow an event by id')).toBeTruthy();
  });

  it('ticking events follows them, one save after another', async () => {
    const { app, bridge } = await withLists();
    renderWith(FollowScreen, app, { tab: 'events' });
    await waitFor(() => expect(box('data-event-id', '2')).not.toBeNull());
    await fireEvent.click(box('data-event-id', '2')!);
    await fireEvent.click(box('data-event-id', '1')!);
    await waitFor(() => expect(bridge.settings.followedEventIds).toEqual(['2', '1']));
    await waitFor(() => expect(box('data-event-id', '1')!.checked).toBe(true));
    await fireEvent.click(box('data-event-id', '2')!);
    await waitFor(() => expect(bridge.settings.followedEventIds).toEqual(['1']));
  });

  it('a tick that cannot be saved goes back and says why; nothing matching offers to clear the search', async () => {
    const { app, bridge } = await withLists();
    renderWith(FollowScreen, app, { tab: 'events' });
    await waitFor(() => expect(box('data-event-id', '1')).not.toBeNull());
    bridge.answer('updateSettings', () => {
      throw { code: 'internal', message: 'The disk is full' };
    });
    await fireEvent.click(box('data-event-id', '1')!);
    await waitFor(() => expect(app.toasts.items.map((t) => t.text)).toEqual(['Could not save: The disk is full']));
    expect(box('data-event-id', '1')!.checked).toBe(false);

    await fireEvent.input(screen.getByLabelText('Search events'), { target: { value: 'no such event' } });
    await screen.findByText('No event matches');
    await fireEvent.click(screen.getByRole('button', { name: 'Clear search' }));
    await waitFor(() => expect(box('data-event-id', '2')).not.toBeNull());
    expect((screen.getByLabelText('Search events') as HTMLInputElement).value).toBe('');
  });

  it('searches by city and date, and follows an id typed in', async () => {
    const { app, bridge } = await withLists();
    renderWith(FollowScreen, app, { tab: 'events' });
    await waitFor(() => expect(box('data-event-id', '1')).not.toBeNull());
    await fireEvent.input(screen.getByLabelText('Search events'), { target: { value: 'berkeley' } });
    await waitFor(() => expect(box('data-event-id', '1')).toBeNull());
    await fireEvent.input(screen.getByLabelText('Search events'), { target: { value: 'nov 22' } });
    await waitFor(() => expect(box('data-event-id', '1')).not.toBeNull());
    expect(box('data-event-id', '2')).toBeNull();

    await fireEvent.input(screen.getByLabelText('Follow an event by id'), { target: { value: ' 4242 ' } });
    await fireEvent.click(screen.getByRole('button', { name: 'Add' }));
    await waitFor(() => expect(bridge.settings.followedEventIds).toEqual(['4242']));
  });

  it('a refused save unticks the box again and says why', async () => {
    const { app, bridge } = await withLists();
    bridge.answer('updateSettings', () => {
      throw { code: 'invalid-payload', message: 'The list contains the same id twice.' };
    });
    renderWith(FollowScreen, app, { tab: 'events' });
    await waitFor(() => expect(box('data-event-id', '1')).not.toBeNull());
    await fireEvent.click(box('data-event-id', '1')!);
    await waitFor(() => expect(app.toasts.items[0]?.text).toContain('The list contains the same id twice.'));
    expect(box('data-event-id', '1')!.checked).toBe(false);
  });
});

describe('FollowScreen, crew', () => {
  it('adds workers from the worker list', async () => {
    const { app, bridge } = await withLists();
    renderWith(FollowScreen, app, { tab: 'crew' });
    await waitFor(() => expect(box('data-worker-id', '11')).not.toBeNull());
    await fireEvent.click(box('data-worker-id', '11')!);
    await waitFor(() => expect(bridge.settings.crewWorkerIds).toEqual(['11']));
  });

  it("adds a client's preferred workers, matched by personnel id", async () => {
    const { app, bridge } = await withLists();
    bridge.answer('discoverClients', () => [{ id: 'c1', clientName: 'Oakland Arena' }]);
    bridge.answer('clientWorkers', () => ({
      preferred: [{ personnelId: 'P10', name: 'Ana Lee' }],
      normal: [{ personnelId: 'P99', name: 'Unknown Person' }],
      banned: [],
    }));
    renderWith(FollowScreen, app, { tab: 'crew' });
    await fireEvent.click(await screen.findByRole('radio', { name: /client's preferred/ }));
    const pick = await screen.findByLabelText('Client');
    await fireEvent.change(pick, { target: { value: 'c1' } });
    await screen.findByText('Ana Lee');
    expect(screen.getByText('Preferred (1)')).toBeTruthy();
    expect(screen.getByText('Unknown Person: not in the worker list')).toBeTruthy();
    await fireEvent.click(screen.getByRole('button', { name: 'Add all preferred' }));
    await waitFor(() => expect(bridge.settings.crewWorkerIds).toEqual(['10']));
    expect(bridge.calls.clientWorkers).toHaveBeenCalledWith({ clientId: 'c1' });
  });

  it('offline, the client list explains that it needs a connection', async () => {
    const { app, bridge } = await withLists();
    bridge.answer('discoverClients', () => {
      throw { code: 'NETWORK', message: 'Could not reach the server.' };
    });
    renderWith(FollowScreen, app, { tab: 'crew' });
    await fireEvent.click(await screen.findByRole('radio', { name: /client's preferred/ }));
    await screen.findByText('The client list could not be loaded');
    expect(screen.getByText(/need a connection/)).toBeTruthy();
  });
});

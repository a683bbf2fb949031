import '../../support/dom';
import { fireEvent, screen, waitFor } from '@testing-library/svelte';
import { describe, expect, it } from 'vitest';
import CrewScreen from '../../../../../renderer/src/features/crew/CrewScreen.svelte';
import WorkerScreen from '../../../../../renderer/src/features/crew/WorkerScreen.svelte';
import { batch, failReads, renderWith, startApp } from '../../support/app';
import { fakeBridge } from '../../support/fake-bridge';

const row = (id: string) => document.querySelector<HTMLElement>(`[data-worker-id="${id}"]`);
const text = (el: Element | null) => (el?.textContent ?? '').replace(/\s+/g, ' ').trim();

async function withCrew() {
  const { app, bridge } = await startApp(fakeBridge({ settings: { crewWorkerIds: ['1', '2', '9'] } }));
  await bridge.deliver([
    batch({
      kind: 'workers',
      workers: [
        {
          id: '1',
          name_first: 'Ana',
          name_last: 'Lee',
          email: 'ana@example.com',
          phone: '555-0001',
          personnel_id: 'P1',
        },
        { id: '2', name_first: 'Zoe', name_last: 'Park', email: 'zoe@example.com' },
      ],
    }),
    batch({
      kind: 'worker-tags',
      workerId: '1',
      tags: [
        { id: 't1', text: 'Forklift' },
        { id: 't2', text: 'CPR / First aid' },
      ],
    }),
    batch({ kind: 'worker-tags', workerId: '2', tags: [{ id: 't3', text: 'Guard card' }] }),
  ]);
  return { app, bridge };
}

describe('CrewScreen', () => {
  it('empty: says the crew list is empty and leads to choosing crew', async () => {
    const { app } = await startApp();
    renderWith(CrewScreen, app);
    expect(screen.getByText('Your crew list is empty')).toBeTruthy();
    await fireEvent.click(screen.getByRole('button', { name: 'Choose crew' }));
    expect(app.nav.route).toEqual({ name: 'follow', tab: 'crew' });
  });

  it('data: workers by name with their tags as chips; unknown ids by id', async () => {
    const { app } = await withCrew();
    renderWith(CrewScreen, app);
    await waitFor(() => expect(row('1')).not.toBeNull());
    const chips = [...row('1')!.querySelectorAll('.chip')].map((c) => c.textContent);
    expect(chips).toEqual(['CPR / First aid', 'Forklift']);
    expect(text(row('9'))).toContain('Worker 9');
    expect(text(row('9'))).toContain('Not synced yet');
    const order = [...document.querySelectorAll('[data-worker-id]')].map((e) => e.getAttribute('data-worker-id'));
    expect(order).toEqual(['1', '9', '2']);
  });

  it('searches by tag, and says so when nobody matches', async () => {
    const { app } = await withCrew();
    renderWith(CrewScreen, app);
    await waitFor(() => expect(row('1')).not.toBeNull());
    await fireEvent.input(screen.getByLabelText('Search crew'), { target: { value: 'guard' } });
    await waitFor(() => expect(row('1')).toBeNull());
    expect(row('2')).not.toBeNull();
    await fireEvent.input(screen.getByLabelText('Search crew'), { target: { value: 'welder' } });
    await screen.findByText('Nobody matches “welder”');
  });

  it('opens a worker', async () => {
    const { app } = await withCrew();
    renderWith(CrewScreen, app);
    await waitFor(() => expect(row('2')).not.toBeNull());
    await fireEvent.click(row('2')!.querySelector('button')!);
    expect(app.nav.route).toEqual({ name: 'worker', workerId: '2' });
  });

  it('error: an unreadable database says so', async () => {
    const { app } = await startApp(fakeBridge({ settings: { crewWorkerIds: ['1'] } }));
    failReads(app.connection.db!);
    renderWith(CrewScreen, app);
    await screen.findByText('The stored data could not be read');
  });
});

describe('WorkerScreen', () => {
  it("shows contact details and every tag, with the tags' as-of", async () => {
    const { app } = await withCrew();
    renderWith(WorkerScreen, app, { workerId: '1' });
    await screen.findByText('Ana Lee');
    expect(screen.getByText('ana@example.com')).toBeTruthy();
    expect(screen.getByText('P1')).toBeTruthy();
    expect(screen.getByText('Forklift')).toBeTruthy();
    expect(screen.getByText(/Tags as of/)).toBeTruthy();
  });

  it('a worker known only by id says what will come', async () => {
    const { app } = await withCrew();
    renderWith(WorkerScreen, app, { workerId: '9' });
    await screen.findByText(/Only the id \(9\) is known/);
    expect(screen.getByText('Tags are fetched at the next sync.')).toBeTruthy();
  });

  it('phone and e-mail are actions: tel: and mailto: links opened through main, each with Copy', async () => {
    const { app, bridge } = await withCrew();
    renderWith(WorkerScreen, app, { workerId: '1' });
    const call = await screen.findByRole('link', { name: 'Call Ana Lee: 555-0001' });
    expect(call.getAttribute('href')).toBe('tel:5550001');
    await fireEvent.click(call);
    expect(bridge.calls.openExternal).toHaveBeenCalledWith({ url: 'tel:5550001' });
    expect(screen.getByRole('link', { name: 'E-mail Ana Lee: ana@example.com' }).getAttribute('href')).toBe(
      'mailto:ana@example.com',
    );
    expect(screen.getByRole('button', { name: "Copy Ana Lee's phone number" })).toBeTruthy();
    expect(screen.getByRole('button', { name: "Copy Ana Lee's e-mail address" })).toBeTruthy();
  });

  it("crew rows carry the same contact actions, inside the row's single tab stop", async () => {
    const { app } = await withCrew();
    renderWith(CrewScreen, app);
    await waitFor(() => expect(row('1')).not.toBeNull());
    const links = [...row('1')!.querySelectorAll<HTMLAnchorElement>('a')].map((a) => a.getAttribute('href'));
    expect(links).toEqual(['tel:5550001', 'mailto:ana@example.com']);
    // A long address ends in an ellipsis: its title, its link's name and Copy hold it whole.
    const titles = [...row('1')!.querySelectorAll('.contact [title]')].map((el) => el.getAttribute('title'));
    expect(titles).toEqual(['555-0001', 'ana@example.com']);
  });
});

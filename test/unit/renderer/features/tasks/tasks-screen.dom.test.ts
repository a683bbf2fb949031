// The Tasks screen's states over a real (fake-indexeddb) database: before any sync, an empty
// list from the server, a partial list, a failed refresh, an unreadable database.
import '../../support/dom';
import { fireEvent, screen } from '@testing-library/svelte';
import { afterEach, describe, expect, it } from 'vitest';
import TasksScreen from '../../../../../renderer/src/features/tasks/TasksScreen.svelte';
import { TASKS_CAP } from '../../../../../preload/contract';
import { resolveLanguage, setLanguageSource } from '../../../../../preload/i18n';
import { batch, failReads, renderWith, startApp } from '../../support/app';
import { expectAwaitingFirstSync } from '../../support/first-sync';
import { fakeBridge, partialSync } from '../../support/fake-bridge';

async function withTasks(
  tasks: { id: number; title?: string; status?: string; assigned_to?: number; due_date?: string }[],
  total = tasks.length,
) {
  const { app, bridge } = await startApp(fakeBridge());
  await bridge.deliver([batch({ kind: 'tasks', tasks, total })]);
  return { app, bridge };
}

describe('Tasks screen', () => {
  afterEach(() => setLanguageSource(() => resolveLanguage('en', ['en-US'])));

  it('speaks Spanish: its words, counts by the plural rules, the titles as the server wrote them', async () => {
    setLanguageSource(() => resolveLanguage('es', ['es-ES']));
    const { app } = await withTasks([
      { id: 1, title: 'Call the venue', status: 'pending' },
      { id: 2, title: 'Order radios', status: 'pending', due_date: '2026-11-20' },
    ]);
    renderWith(TasksScreen, app);
    expect(await screen.findByRole('heading', { name: 'Tareas' })).toBeTruthy();
    expect(await screen.findByText('2 tareas')).toBeTruthy();
    expect(screen.getByText('Se muestran 2 de 2')).toBeTruthy();
    expect(screen.getByLabelText('Estado')).toBeTruthy();
    expect(screen.getAllByText('Pendiente')).toHaveLength(2);
    expect(screen.getAllByText('Sin asignar')).toHaveLength(2);
    expect(screen.getByText('Call the venue')).toBeTruthy();
    // Overdue says so once ("Vencida, vencía el…" said it twice).
    const due = document.querySelector('[data-task-id="2"] .due')!;
    expect(due.textContent!.replace(/\s+/g, ' ').trim()).toBe('⚠ Vencida desde el vie, 20 nov');
  });

  it('an assignee the service names no one for: said once in words, the id only under the ids', async () => {
    const { app } = await withTasks([{ id: 25, title: 'Collect W-4', status: 'pending', assigned_to: 503 }]);
    renderWith(TasksScreen, app);
    const row = (await screen.findByText('Collect W-4')).closest<HTMLElement>('[data-task-id]')!;
    expect(row.querySelector('.assignee')!.textContent!.trim()).toBe('Not named by the service');
    expect(row.textContent).not.toMatch(/503|user/i);
    await fireEvent.click(row.querySelector('button.row-open')!);
    const detail = await screen.findByTestId('task-detail');
    expect(detail.textContent!.match(/Not named by the service/g)).toHaveLength(1);
    expect(detail.textContent).not.toContain('503');
    expect(screen.getByTestId('task-ids').textContent).toMatch(/assigned to user\s*503/);
  });

  it('before any sync: says they arrive with the next sync and offers it; offline, says when', async () => {
    const { app, bridge } = await startApp(fakeBridge());
    renderWith(TasksScreen, app);
    await expectAwaitingFirstSync(bridge, 'No tasks stored yet');
  });

  it('a server with no tasks says so, with the time of the stored set', async () => {
    const { app } = await withTasks([]);
    renderWith(TasksScreen, app);
    expect(await screen.findByText('The office has no tasks')).toBeTruthy();
    expect(screen.getByTestId('tasks-as-of').textContent).toMatch(/^As of /);
  });

  it('a list cut at the cap says how many the server has and that filters cover only the kept ones', async () => {
    const tasks = Array.from({ length: TASKS_CAP }, (_, i) => ({ id: i + 1, title: `Task ${i + 1}` }));
    const { app } = await withTasks(tasks, TASKS_CAP + 313);
    renderWith(TasksScreen, app);
    const note = await screen.findByTestId('tasks-partial');
    expect(note.textContent).toContain(`Only the first ${(2000).toLocaleString()} of ${(2313).toLocaleString()} tasks`);
    expect(screen.getByText(`Showing ${(2000).toLocaleString()} of ${(2000).toLocaleString()}`)).toBeTruthy();
  });

  it('a server that sends fewer than its total is said to be incomplete', async () => {
    const { app } = await withTasks([{ id: 1, title: 'Collect W-4' }], 5);
    renderWith(TasksScreen, app);
    expect((await screen.findByTestId('tasks-partial')).textContent).toMatch(/counts 5 tasks but sent 1/);
  });

  it('a failed refresh says it in words with the code in a disclosure, and keeps the stored list', async () => {
    const { app, bridge } = await withTasks([{ id: 1, title: 'Collect W-4' }]);
    renderWith(TasksScreen, app);
    bridge.emit('sync:finished', partialSync([{ item: 'Tasks', code: 'server', message: 'HTTP 500' }]));
    const failure = await screen.findByText('The last sync could not refresh the tasks.');
    expect(failure.parentElement!.textContent).toContain('The server had a problem of its own.');
    expect(screen.getByText('Details for support').closest('details')!.textContent).toContain('HTTP 500');
    expect(await screen.findByText('Showing 1 of 1')).toBeTruthy();
  });

  it('a database that cannot be read shows the error, not an empty list', async () => {
    const { app } = await withTasks([{ id: 1 }]);
    failReads(app.connection.db!);
    renderWith(TasksScreen, app);
    expect((await screen.findByRole('alert')).textContent).toContain('The stored tasks could not be read');
  });
});

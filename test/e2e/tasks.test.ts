// The tasks in real Chromium against the simulator: stored by the sync with nothing followed,
// soonest due first with overdue marked, filtered, searched, opened from the keyboard, still
// readable offline; and a list longer than the app keeps is said to be partial.
import { describe, expect, it } from 'vitest';
import { TASKS_CAP } from '../../preload/contract';
import type { LaunchedApp } from './harness/launch-app';
import { useApp } from './support/demo-app';
import { startDemo } from './support/ui';

const apps = useApp();

const rowIds = (app: LaunchedApp) =>
  app.page
    .locator('[data-testid="tasks-list"] [data-task-id]')
    .evaluateAll((rows) => rows.map((r) => (r as HTMLElement).dataset['taskId']));

describe('Tasks', () => {
  it('come with every sync: soonest due first, overdue marked, filtered, searched, opened by Enter, readable offline', async () => {
    const app = await apps.demo();
    const { page } = app;
    const served = app.simulator!.store.data.tasks;
    const total = served.length;
    const open = served.filter((t) => t.status !== 'completed');

    // What is still to do, by default.
    await page.keyboard.press('Alt+6');
    await page.getByRole('heading', { name: 'Tasks' }).waitFor();
    await page.getByText(`Showing ${open.length} of ${total}`).waitFor();
    await page
      .getByTestId('tasks-as-of')
      .getByText(/^As of /)
      .waitFor();
    expect(await page.locator('.screen-head .overdue-count').innerText()).toMatch(/^⚠\s\d+ overdue$/);

    // Soonest due first.
    const dates = open.flatMap((t) => (t.due_date ? [t.due_date] : [])).sort();
    const [first] = await rowIds(app);
    expect(served.find((t) => String(t.id) === first)?.due_date).toBe(dates[0]);

    // The first task is pending and three days late, whatever the seed: marked in words.
    const late = served[0]!;
    const search = page.getByLabel('Search tasks');
    await search.fill(String(late.application_id));
    const lateRow = page.locator(`[data-task-id="${late.id}"]`);
    await expect.poll(() => lateRow.getAttribute('data-due')).toBe('overdue');
    expect(await lateRow.innerText()).toMatch(/Overdue, due /);
    await search.fill('');

    // A status the reference does not list is offered and shown as the server gives it.
    const onHold = served.filter((t) => t.status === 'on_hold');
    await page.getByRole('combobox', { name: 'Status' }).selectOption('on_hold');
    await page.getByText(`Showing ${onHold.length} of ${total}`).waitFor();
    expect(new Set(await rowIds(app))).toEqual(new Set(onHold.map((t) => String(t.id))));
    await page.getByRole('combobox', { name: 'Status' }).selectOption({ label: `All statuses` });
    const unassigned = served.filter((t) => t.assigned_to === undefined);
    await page
      .getByRole('combobox', { name: 'Assigned to' })
      .selectOption({ label: `Unassigned (${unassigned.length})` });
    await page.getByText(`Showing ${unassigned.length} of ${total}`).waitFor();
    await page.getByRole('combobox', { name: 'Assigned to' }).selectOption({ label: 'Anyone' });

    // "/" searches; arrows move through the list; Enter opens every field of the task.
    await page.locator('h1').focus();
    await page.keyboard.press('/');
    expect(await page.evaluate(() => document.activeElement?.getAttribute('type'))).toBe('search');
    await page.locator('[data-testid="tasks-list"] [data-task-id] button.row-open').first().focus();
    await page.keyboard.press('ArrowDown');
    const [, second] = await rowIds(app);
    const task = served.find((t) => String(t.id) === second)!;
    await page.keyboard.press('Enter');
    const dialog = page.getByRole('dialog', { name: task.title });
    await dialog.waitFor();
    const detail = await dialog.getByTestId('task-detail').innerText();
    expect(detail).toContain(task.description);
    expect(detail).toContain(`Application ${task.application_id}`);
    expect(detail).toContain(task.status === 'pending' ? 'Pending' : task.status);
    await page.keyboard.press('Escape');
    await dialog.waitFor({ state: 'detached' });

    await app.setOnline(false);
    await page.getByTestId('connectivity').getByText('Offline').waitFor();
    await page.keyboard.press('Alt+1');
    await page.keyboard.press('Alt+6');
    await page.getByText(`Showing ${open.length} of ${total}`).waitFor();
    await page
      .getByTestId('tasks-as-of')
      .getByText(/^As of /)
      .waitFor();
  });

  it(`keeps at most ${TASKS_CAP} and says the list is partial`, async () => {
    const app = await apps.launch({ viewport: { width: 1280, height: 800 } });
    const data = app.simulator!.store.data;
    const template = data.tasks[0]!;
    data.tasks = Array.from({ length: TASKS_CAP + 40 }, (_, i) => ({ ...template, id: i + 1 }));
    const { page } = app;
    await startDemo(page);
    await app.core.sync.idle();
    await page.keyboard.press('Alt+6');
    await page.getByText(`Showing ${TASKS_CAP.toLocaleString('en')} of ${TASKS_CAP.toLocaleString('en')}`).waitFor();
    expect(await page.getByTestId('tasks-partial').innerText()).toContain(
      `Only the first ${TASKS_CAP.toLocaleString('en')} of ${(TASKS_CAP + 40).toLocaleString('en')} tasks`,
    );
  });
});

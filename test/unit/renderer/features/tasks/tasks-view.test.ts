import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { resolveLanguage, setLanguageSource } from '../../../../../preload/i18n';
import type { StoredTask } from '../../../../../renderer/src/shared/db/rows';
import {
  assigneeOptions,
  countOverdue,
  dueState,
  filterTasks,
  statusOptions,
  toTaskItem,
  UNNAMED,
  type TaskFilter,
} from '../../../../../renderer/src/features/tasks/tasks-view';

const TODAY = '2026-11-22';
const ALL: TaskFilter = { openOnly: false, status: undefined, assignee: undefined, query: '' };

function task(id: string, fields: Partial<StoredTask> = {}): StoredTask {
  return {
    id,
    title: `Task ${id}`,
    description: '',
    assigneeId: '',
    dueDate: '',
    status: 'pending',
    applicationId: '',
    reminderDaysBefore: null,
    createdAt: '',
    ...fields,
  };
}

const names = new Map([['4', 'Dana Okafor']]);
const items = (tasks: StoredTask[]) => tasks.map((t) => toTaskItem(t, names, TODAY));

describe('dueState', () => {
  it('an open task due before today is overdue; due today, later or undated is not', () => {
    expect(dueState(task('1', { dueDate: '2026-11-21' }), TODAY)).toBe('overdue');
    expect(dueState(task('2', { dueDate: TODAY }), TODAY)).toBe('today');
    expect(dueState(task('3', { dueDate: '2026-11-23' }), TODAY)).toBe('upcoming');
    expect(dueState(task('4'), TODAY)).toBe('undated');
  });

  it('a finished task is never overdue; a status the app does not know counts as open', () => {
    expect(dueState(task('1', { dueDate: '2026-01-01', status: 'completed' }), TODAY)).toBe('finished');
    expect(dueState(task('2', { dueDate: '2026-01-01', status: 'Done' }), TODAY)).toBe('finished');
    expect(dueState(task('3', { dueDate: '2026-01-01', status: 'on_hold' }), TODAY)).toBe('overdue');
    expect(dueState(task('4', { dueDate: '2026-01-01', status: '' }), TODAY)).toBe('overdue');
  });

  it('follows the day it is given: tomorrow the task due today is overdue', () => {
    const t = task('1', { dueDate: TODAY });
    expect(dueState(t, '2026-11-23')).toBe('overdue');
  });
});

describe('toTaskItem', () => {
  it('names the assignee from the stored admins, says in words when the service names no one, and "Unassigned"', () => {
    const [known, unknown, none] = items([task('1', { assigneeId: '4' }), task('2', { assigneeId: '77' }), task('3')]);
    expect([known?.assignee, unknown?.assignee, none?.assignee]).toEqual([
      'Dana Okafor',
      'Not named by the service',
      'Unassigned',
    ]);
    expect(unknown?.assignee).not.toContain('77');
  });

  it('shows pending in words, humanises other codes, and never shows a bare number', () => {
    const shown = items([
      task('1'),
      task('2', { status: 'in_progress' }),
      task('3', { status: 'Wartet auf Unterlagen' }),
      task('4', { status: '' }),
      task('5', { status: '2' }),
    ]).map((i) => i.status);
    expect(shown).toEqual([
      'Pending',
      'In progress',
      'Wartet auf Unterlagen',
      'No status',
      'Status not named by the service',
    ]);
  });

  it('in Spanish, the statuses the service sends read in Spanish; a code nobody names stays as the service wrote it', () => {
    setLanguageSource(() => resolveLanguage('es', ['es-US']));
    try {
      const shown = items([task('1'), task('2', { status: 'in_progress' }), task('3', { status: 'completed' })]);
      expect(shown.map((i) => i.status)).toEqual(['Pendiente', 'En curso', 'Completada']);
      expect(items([task('4', { status: 'on_hold' })])[0]!.status).toBe('On hold');
    } finally {
      setLanguageSource(() => resolveLanguage('en', ['en-US']));
    }
  });
});

describe('filterTasks', () => {
  const list = items([
    task('1', { title: 'Collect W-4: José Núñez', dueDate: '2026-11-30', assigneeId: '4' }),
    task('2', { title: 'Schedule interview', status: 'on_hold' }),
    task('3', { title: 'Verify TIPS certificate', dueDate: '2026-11-19', assigneeId: '9' }),
    task('4', { title: 'Send offer letter', dueDate: '2026-11-19', status: 'completed', assigneeId: '4' }),
    task('10', { title: 'Check guard card expiry', description: 'Card 55-1234', applicationId: '10443' }),
  ]);

  it('sorts by due date, soonest first, undated last, ties by title', () => {
    expect(filterTasks(list, ALL).map((i) => i.task.id)).toEqual(['4', '3', '1', '10', '2']);
  });

  it('filters by the raw status and by assignee id, "" being unassigned', () => {
    expect(filterTasks(list, { ...ALL, status: 'on_hold' }).map((i) => i.task.id)).toEqual(['2']);
    expect(filterTasks(list, { ...ALL, assignee: '4' }).map((i) => i.task.id)).toEqual(['4', '1']);
    expect(filterTasks(list, { ...ALL, assignee: '' }).map((i) => i.task.id)).toEqual(['10', '2']);
    expect(filterTasks(list, { ...ALL, status: 'pending', assignee: '4' }).map((i) => i.task.id)).toEqual(['1']);
  });

  it('open only leaves out the finished tasks and keeps every other status', () => {
    expect(filterTasks(list, { ...ALL, openOnly: true }).map((i) => i.task.id)).toEqual(['3', '1', '10', '2']);
  });

  it('searches title, description, assignee, status and application, ignoring accents', () => {
    expect(filterTasks(list, { ...ALL, query: 'jose nunez' }).map((i) => i.task.id)).toEqual(['1']);
    expect(filterTasks(list, { ...ALL, query: 'dana' }).map((i) => i.task.id)).toEqual(['4', '1']);
    expect(filterTasks(list, { ...ALL, query: '10443' }).map((i) => i.task.id)).toEqual(['10']);
    expect(filterTasks(list, { ...ALL, query: '55-1234' }).map((i) => i.task.id)).toEqual(['10']);
  });

  it('lists the filter choices with their counts', () => {
    expect(statusOptions(list)).toEqual([
      { value: 'pending', label: 'Pending', count: 3 },
      { value: 'completed', label: 'Completed', count: 1 },
      { value: 'on_hold', label: 'On hold', count: 1 },
    ]);
    expect(assigneeOptions(list)).toEqual([
      { value: '4', label: 'Dana Okafor', count: 2 },
      { value: UNNAMED, label: 'Not named by the service', count: 1 },
      { value: '', label: 'Unassigned', count: 2 },
    ]);
    expect(countOverdue(list)).toBe(1);
  });

  it('assignees the service does not name are one choice, which lists each of their tasks', () => {
    const unnamed = items([task('1', { assigneeId: '503' }), task('2', { assigneeId: '77' }), task('3', { assigneeId: '4' })]);
    expect(assigneeOptions(unnamed)).toEqual([
      { value: '4', label: 'Dana Okafor', count: 1 },
      { value: UNNAMED, label: 'Not named by the service', count: 2 },
    ]);
    expect(filterTasks(unnamed, { ...ALL, assignee: UNNAMED }).map((i) => i.task.id)).toEqual(['1', '2']);
  });

  it('property: the result is exactly the matching tasks, dated ones in date order before every undated one', () => {
    const day = fc
      .integer({ min: 0, max: 60 })
      .map((d) => new Date(Date.UTC(2026, 10, 1 + d)).toISOString().slice(0, 10));
    const arbTask = fc.record({
      dueDate: fc.oneof(fc.constant(''), day),
      status: fc.constantFrom('pending', 'completed', 'on_hold', ''),
      assigneeId: fc.constantFrom('', '4', '9', '77'),
      title: fc.string({ maxLength: 6 }),
    });
    const arbFilter = fc.record({
      openOnly: fc.boolean(),
      status: fc.constantFrom(undefined, 'pending', 'on_hold'),
      assignee: fc.constantFrom(undefined, '', '4', UNNAMED),
      query: fc.constant(''),
    });
    fc.assert(
      fc.property(fc.array(arbTask, { maxLength: 30 }), arbFilter, day, (fields, filter, today) => {
        const all = fields.map((f, i) => toTaskItem(task(String(i), f), names, today));
        const shown = filterTasks(all, filter);
        const expected = all.filter(
          (i) =>
            (!filter.openOnly || i.task.status !== 'completed') &&
            (filter.status === undefined || i.task.status === filter.status) &&
            (filter.assignee === undefined ||
              (filter.assignee === UNNAMED ? ['9', '77'].includes(i.task.assigneeId) : i.task.assigneeId === filter.assignee)),
        );
        expect(new Set(shown.map((i) => i.task.id))).toEqual(new Set(expected.map((i) => i.task.id)));
        const dates = shown.map((i) => i.task.dueDate);
        const firstUndated = dates.indexOf('');
        const dated = firstUndated < 0 ? dates : dates.slice(0, firstUndated);
        expect(dated).toEqual([...dated].sort());
        if (firstUndated >= 0) expect(dates.slice(firstUndated).every((d) => d === '')).toBe(true);
        for (const item of shown) {
          expect(item.due === 'overdue').toBe(
            item.task.status !== 'completed' && item.task.dueDate !== '' && item.task.dueDate < today,
          );
        }
      }),
    );
  });
});

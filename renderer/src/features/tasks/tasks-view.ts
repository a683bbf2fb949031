/**
 * The Tasks screen's list, pure: who a task is assigned to in words, whether it is overdue on a
 * given day, the status and assignee filters with search, and the due-date order (soonest
 * first, undated last).
 */
import type { StoredTask } from '../../shared/db/rows';
import { codeWords, type CodeWords } from '../../shared/code-words';
import { matcher } from '../../shared/search';
import { m } from '../../../../preload/i18n';

/**
 * Statuses that plainly say a task is finished, so it is never marked overdue. The reference
 * names only `pending` and leaves the rest to the server; a status not listed here counts as open.
 */
const FINISHED = new Set(['completed', 'complete', 'done', 'closed', 'cancelled', 'canceled', 'resolved']);

export type DueState = 'overdue' | 'today' | 'upcoming' | 'undated' | 'finished';

export interface TaskItem {
  task: StoredTask;
  /** The assignee's name where a stored admin has that id, "Not named by the service" otherwise (the id
   * stays under the detail's ids), "Unassigned". */
  assignee: string;
  /** What the assignee filter matches: the id of a named assignee, '' unassigned, UNNAMED otherwise. */
  assigneeKey: string;
  /** `pending`, `in_progress` and `completed` in words; any other humanised ("on_hold" → "On hold"). */
  status: string;
  /** The status as the server wrote it, for the detail's "Details" line. */
  statusCode: CodeWords;
  due: DueState;
  haystack: string;
}

export function isFinished(status: string): boolean {
  return FINISHED.has(status.trim().toLowerCase());
}

export function taskStatus(status: string): CodeWords {
  // The one status the reference names, and the two the service also sends (and "completed" ends a task).
  return codeWords(status, {
    named: {
      pending: m.tasks_status_pending(),
      in_progress: m.tasks_status_in_progress(),
      completed: m.tasks_status_completed(),
    },
    unnamed: m.common_status_unnamed(),
    empty: m.tasks_status_none(),
  });
}

/** Against `today` ("YYYY-MM-DD", the supervisor's own day): due before it and not finished is overdue. */
export function dueState(task: StoredTask, today: string): DueState {
  if (isFinished(task.status)) return 'finished';
  if (task.dueDate === '') return 'undated';
  if (task.dueDate < today) return 'overdue';
  return task.dueDate === today ? 'today' : 'upcoming';
}

/** The assignee filter's one choice for every assignee the service does not name (no id is empty). */
export const UNNAMED = '?';

export function assigneeName(assigneeId: string, names: ReadonlyMap<string, string>): string {
  if (assigneeId === '') return m.tasks_unassigned();
  return names.get(assigneeId) ?? m.tasks_assignee_unnamed();
}

function assigneeKey(assigneeId: string, names: ReadonlyMap<string, string>): string {
  return assigneeId === '' || names.has(assigneeId) ? assigneeId : UNNAMED;
}

export function toTaskItem(task: StoredTask, names: ReadonlyMap<string, string>, today: string): TaskItem {
  const assignee = assigneeName(task.assigneeId, names);
  const statusCode = taskStatus(task.status);
  const status = statusCode.words;
  return {
    task,
    assignee,
    assigneeKey: assigneeKey(task.assigneeId, names),
    status,
    statusCode,
    due: dueState(task, today),
    haystack: [task.id, task.title, task.description, assignee, status, task.status, task.applicationId].join(' '),
  };
}

/** `undefined`: any. The assignee filter takes an assignee id, '' for unassigned, UNNAMED for any not named; the status one the raw status. */
export interface TaskFilter {
  /** Leaves out the finished tasks (the screen's default: what is still to do). */
  openOnly: boolean;
  status: string | undefined;
  assignee: string | undefined;
  query: string;
}

/** Soonest due first, undated last; then by title and id so the order never shuffles. */
export function byDueDate(a: TaskItem, b: TaskItem): number {
  const ad = a.task.dueDate;
  const bd = b.task.dueDate;
  if (ad !== bd) {
    if (ad === '') return 1;
    if (bd === '') return -1;
    return ad < bd ? -1 : 1;
  }
  return a.task.title.localeCompare(b.task.title) || a.task.id.localeCompare(b.task.id, undefined, { numeric: true });
}

export function filterTasks(items: readonly TaskItem[], filter: TaskFilter): TaskItem[] {
  const matches = matcher(filter.query);
  return items
    .filter(
      (item) =>
        (!filter.openOnly || item.due !== 'finished') &&
        (filter.status === undefined || item.task.status === filter.status) &&
        (filter.assignee === undefined || item.assigneeKey === filter.assignee) &&
        matches(item.haystack),
    )
    .sort(byDueDate);
}

export interface FilterOption {
  value: string;
  label: string;
  count: number;
}

function options(items: readonly TaskItem[], valueOf: (i: TaskItem) => string, labelOf: (i: TaskItem) => string) {
  const found = new Map<string, FilterOption>();
  for (const item of items) {
    const value = valueOf(item);
    const option = found.get(value) ?? { value, label: labelOf(item), count: 0 };
    option.count += 1;
    found.set(value, option);
  }
  return [...found.values()];
}

/** Each status present in the set, as many as it has, most common first. */
export function statusOptions(items: readonly TaskItem[]): FilterOption[] {
  return options(
    items,
    (i) => i.task.status,
    (i) => i.status,
  ).sort((a, b) => b.count - a.count || a.label.localeCompare(b.label));
}

/** Each assignee present in the set, by name, the ones not named as one choice, "Unassigned" last. */
export function assigneeOptions(items: readonly TaskItem[]): FilterOption[] {
  return options(
    items,
    (i) => i.assigneeKey,
    (i) => i.assignee,
  ).sort((a, b) => Number(a.value === '') - Number(b.value === '') || a.label.localeCompare(b.label));
}

/** How many open tasks are overdue on that day (the screen's summary line). */
export function countOverdue(items: readonly TaskItem[]): number {
  return items.filter((item) => item.due === 'overdue').length;
}

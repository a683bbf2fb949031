/**
 * The Tasks screen's stored tasks, live from the local database; construct it while the
 * component initialises.
 */
import { appState } from '../../shared/state/app-state';
import { LiveQuery } from '../../shared/state/live-query.svelte';
import { tasksView, type TasksView } from './tasks-queries';

export function liveTasks(): LiveQuery<TasksView> {
  const { connection } = appState();
  return new LiveQuery<TasksView>(() => {
    const db = connection.db;
    return db ? () => tasksView(db) : undefined;
  });
}

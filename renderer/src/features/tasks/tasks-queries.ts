/** The stored tasks the Tasks screen reads, in one read transaction. */
import { setKey } from '../../../../preload/contract';
import type { StoredSyncSet, StoredTask } from '../../shared/db/rows';
import type { FieldDb } from '../../shared/db/schema';

export interface TasksView {
  tasks: StoredTask[];
  /** Undefined until a sync has stored them once. */
  set: StoredSyncSet | undefined;
  /** Names of the office users the stored event admins give, by id: who a task is assigned to. */
  names: Map<string, string>;
}

/** The stored tasks, when the server last gave them, and the names their assignee ids may have. */
export function tasksView(db: FieldDb): Promise<TasksView> {
  return db.transaction('r', [db.tasks, db.syncSets, db.admins], async () => {
    const [tasks, set, admins] = await Promise.all([
      db.tasks.toArray(),
      db.syncSets.get(setKey('tasks')),
      db.admins.toArray(),
    ]);
    return { tasks, set, names: new Map(admins.flatMap((a) => (a.name ? [[a.id, a.name] as const] : []))) };
  });
}

/** What the crew room reads of its workers: each with its stored row and tags (the crew list, a worker's screen). */
import type { StoredWorker, StoredWorkerTag } from '../../shared/db/rows';
import type { FieldDb } from '../../shared/db/schema';

export interface CrewMember {
  workerId: string;
  /** Undefined while the worker is known only by id. */
  worker: StoredWorker | undefined;
  tags: StoredWorkerTag[];
  notFound: boolean;
}

/** One entry per crew worker, in the order given, with tags sorted by text. */
export function crewWorkers(db: FieldDb, workerIds: readonly string[]): Promise<CrewMember[]> {
  const ids = [...workerIds];
  return db.transaction('r', [db.workers, db.workerTags], async () => {
    const [workers, tags] = await Promise.all([
      db.workers.bulkGet(ids),
      db.workerTags.where('workerId').anyOf(ids).toArray(),
    ]);
    const tagsOf = new Map<string, StoredWorkerTag[]>();
    for (const tag of tags) {
      const list = tagsOf.get(tag.workerId);
      if (list) list.push(tag);
      else tagsOf.set(tag.workerId, [tag]);
    }
    return ids.map((workerId, i) => {
      const worker = workers[i];
      return {
        workerId,
        worker,
        tags: (tagsOf.get(workerId) ?? []).sort((a, b) => a.text.localeCompare(b.text)),
        notFound: worker?.notFound ?? false,
      };
    });
  });
}

/** What the sync-failures dialog reads: the stored names of the events and workers that failed. */
import type { SyncFailure } from '../../../../preload/contract';
import type { FieldDb } from '../../shared/db/schema';
import { failureSubject } from '../../shared/sync-failure-words';

/** Names by `event:<id>` and `worker:<id>`, for the subjects this computer stores a name for. */
export async function subjectNames(db: FieldDb, failures: readonly SyncFailure[]): Promise<Record<string, string>> {
  const subjects = failures.map((f) => failureSubject(f.item));
  const eventIds = [...new Set(subjects.flatMap((s) => (s.eventId ? [s.eventId] : [])))];
  const workerIds = [...new Set(subjects.flatMap((s) => (s.workerId ? [s.workerId] : [])))];
  const [events, workers] = await Promise.all([db.events.bulkGet(eventIds), db.workers.bulkGet(workerIds)]);
  const found: Record<string, string> = {};
  for (const e of events) if (e?.name) found[`event:${e.id}`] = e.name;
  for (const w of workers) if (w?.name) found[`worker:${w.id}`] = w.name;
  return found;
}

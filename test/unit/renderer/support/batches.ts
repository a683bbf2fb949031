// Sync batches for renderer tests, built from API rows by main's own normalisation.
import { normaliseBody, type ApiBatchBody as FetchedBody } from '../../../../main/core/sync/set-sources';
import type { SyncBatch } from '../../../../preload/contract';

/** What main's plan fetches, or the 404 mark the runner sends for an owner. */
export type ApiBatchBody = FetchedBody | { kind: 'not-found'; set: { type: 'event' | 'worker'; id: string } };

let batchSerial = 0;

/** The batch main would send for these API rows: normalised, then stamped. */
export function batchFromApi(body: ApiBatchBody, asOf: string): SyncBatch {
  const stamp = { batchId: `test-batch:${(batchSerial += 1)}`, asOf };
  return { ...(body.kind === 'not-found' ? body : normaliseBody(body)), ...stamp } as SyncBatch;
}

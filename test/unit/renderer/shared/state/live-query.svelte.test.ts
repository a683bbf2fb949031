import { flushSync } from 'svelte';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { applyBatch } from '../../../../../renderer/src/shared/db/apply-batch';
import { deleteFieldDb, openFieldDb } from '../../../../../renderer/src/shared/db/open';
import type { FieldDb } from '../../../../../renderer/src/shared/db/schema';
import { LiveQuery } from '../../../../../renderer/src/shared/state/live-query.svelte';
import { batch } from '../../support/app';
import { until, useLiveClock } from '../../support/live-clock';

const cleanups: (() => void)[] = [];
const dbs: FieldDb[] = [];
afterEach(async () => {
  for (const c of cleanups.splice(0)) c();
  for (const db of dbs.splice(0)) {
    db.close();
    await deleteFieldDb(db.name);
  }
});

useLiveClock();

async function db(): Promise<FieldDb> {
  const opened = await openFieldDb(`live-${Math.random().toString(36).slice(2)}`);
  dbs.push(opened);
  return opened;
}

describe('LiveQuery', () => {
  it('loads, then follows writes to what it read', async () => {
    const store = await db();
    let query!: LiveQuery<number>;
    cleanups.push($effect.root(() => void (query = new LiveQuery(() => () => store.events.count()))));
    expect(query.loading).toBe(true);
    await until(() => query.current === 0);
    expect(query.loading).toBe(false);
    await applyBatch(store, batch({ kind: 'events', events: [{ id: '1', name: 'Fair' }] }));
    await until(() => query.current === 1);
  });

  it('follows a burst of writes with one re-read a second, not one per write', async () => {
    const store = await db();
    let runs = 0;
    let query!: LiveQuery<number>;
    cleanups.push(
      $effect.root(
        () =>
          void (query = new LiveQuery(() => () => {
            runs += 1;
            return store.events.count();
          })),
      ),
    );
    await until(() => query.current === 0);
    await vi.advanceTimersByTimeAsync(1_100);

    // The first write after a quiet second shows at once; the rest of the burst, together.
    const t0 = Date.now();
    for (let i = 1; i <= 10; i++) await applyBatch(store, batch({ kind: 'events', events: [{ id: String(i) }] }));
    await until(() => query.current === 10);

    expect(runs).toBeLessThanOrEqual(4);
    expect(Date.now() - t0).toBeLessThan(3_000);
  });

  it('restarts when what its source reads changes, keeping the last value meanwhile', async () => {
    const a = await db();
    const b = await db();
    await applyBatch(b, batch({ kind: 'events', events: [{ id: '1' }, { id: '2' }] }));
    let source = $state<FieldDb>(a);
    let query!: LiveQuery<number>;
    cleanups.push(
      $effect.root(() => {
        query = new LiveQuery(() => {
          const current = source;
          return () => current.events.count();
        });
      }),
    );
    await until(() => query.current === 0);
    source = b;
    flushSync();
    expect(query.current).toBe(0);
    await until(() => query.current === 2);
  });

  it('reports a failing query as an error', async () => {
    let query!: LiveQuery<number>;
    cleanups.push($effect.root(() => void (query = new LiveQuery(() => () => Promise.reject(new Error('broken'))))));
    await until(() => query.error !== undefined);
    expect((query.error as Error).message).toBe('broken');
    expect(query.loading).toBe(false);
  });
});

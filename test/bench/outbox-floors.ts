/**
 * The floors under the outbox's figures, measured in the same round as them (the machine's
 * load moves both): what one order costs at least, by the parts its drain is made of.
 * - a bare POST to the order route from this process: the network's share (the floor);
 * - the same POST asked by the page through the bridge and main core: what a send costs;
 * - one strict IndexedDB commit of two outbox-sized rows in the page: what the order's one
 *   durable step between two POSTs costs, and what placing an order costs at least.
 * The POSTs carry an item the catalogue lacks: the server refuses it (400), storing nothing.
 */
import type { Page } from 'playwright-core';
import { median, percentile } from './compare.js';
import type { SimulatorProcess } from './simulator-process.js';

const SAMPLES = 30;
const COMMITS = 200;
const NO_SUCH_ITEM = '999999';

export interface Worker {
  workerId: string;
  personnelId: string;
}

/** Median of a bare refused POST to the order route, from this process with Node's fetch. */
export async function barePostMs(sim: SimulatorProcess, worker: Worker): Promise<number> {
  const times: number[] = [];
  for (let i = 0; i < SAMPLES; i++) {
    const t0 = performance.now();
    await fetch(`${sim.url}/workers/${worker.workerId}/orders`, {
      method: 'POST',
      headers: { 'X-API-KEY': sim.apiKey, 'Content-Type': 'application/json' },
      body: JSON.stringify({ id: NO_SUCH_ITEM, p_id: worker.personnelId }),
    }).then((res) => res.text());
    times.push(performance.now() - t0);
  }
  return median(times);
}

/** Median of the same refused order submitted by the page, as the outbox sends one. */
export async function bridgePostMs(page: Page, worker: Worker): Promise<number> {
  const { times, outcomes } = await page.evaluate(
    async ([w, item, n]) => {
      const times: number[] = [];
      const outcomes = new Set<string>();
      for (let i = 0; i < n; i++) {
        const t0 = performance.now();
        const result = await window.workforce.submitOrder({ localId: crypto.randomUUID(), orderableId: item, ...w });
        times.push(performance.now() - t0);
        outcomes.add(result.ok ? result.value.outcome : result.error.code);
      }
      return { times, outcomes: [...outcomes] };
    },
    [{ workerId: worker.workerId, personnelId: worker.personnelId }, NO_SUCH_ITEM, SAMPLES] as const,
  );
  if (outcomes.join() !== 'rejected') throw new Error(`the refused order came back ${outcomes.join(', ')}`);
  return median(times);
}

/** p50 and p95 of one strict readwrite transaction putting two rows, in a scratch database of the page. */
export async function strictCommitMs(page: Page): Promise<{ p50: number; p95: number }> {
  // tsx keeps function names with a helper the page lacks: a stand-in, as a string tsx leaves alone.
  await page.evaluate('globalThis.__name ??= (fn) => fn');
  const times = await page.evaluate(async (n) => {
    const db = await new Promise<IDBDatabase>((resolve, reject) => {
      const open = indexedDB.open(`fieldsup-bench-commit-${crypto.randomUUID()}`, 1);
      open.onupgradeneeded = () => open.result.createObjectStore('outbox', { keyPath: 'localId' });
      open.onsuccess = () => resolve(open.result);
      open.onerror = () => reject(open.error);
    });
    const row = (localId: string, state: string) => ({
      localId,
      state,
      createdAt: new Date().toISOString(),
      pad: 'x'.repeat(300),
    });
    const times: number[] = [];
    for (let i = 0; i < n; i++) {
      const t0 = performance.now();
      await new Promise<void>((resolve, reject) => {
        const tx = db.transaction('outbox', 'readwrite', { durability: 'strict' });
        tx.objectStore('outbox').put(row(String(i), 'delivered'));
        tx.objectStore('outbox').put(row(String(i + 1), 'sending'));
        tx.oncomplete = () => resolve();
        tx.onerror = () => reject(tx.error);
      });
      times.push(performance.now() - t0);
    }
    db.close();
    indexedDB.deleteDatabase(db.name);
    return times;
  }, COMMITS);
  return { p50: percentile(times, 0.5), p95: percentile(times, 0.95) };
}

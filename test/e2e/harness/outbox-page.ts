/**
 * Test-only, bundled and evaluated into the page by inject-outbox.ts: the app's own outbox
 * modules, opened on a database of the page's origin (the app's, or a scratch one), so e2e
 * tests and the benchmark can place orders before the Orders screen exists. Nothing here
 * ships: the app bundle never imports it and the page gets it only from a test.
 */
import { openFieldDb } from '../../../renderer/src/shared/db/open';
import type { FieldDb } from '../../../renderer/src/shared/db/schema';
import type { NewOrder } from '../../../renderer/src/shared/db/rows';
import { createOutbox, type Outbox } from '../../../renderer/src/shared/outbox/outbox-api';

export interface OutboxTestHooks {
  /** Places each order as a screen would (stored, then a drain of its own); returns local ids. */
  place(dbName: string, orders: NewOrder[]): Promise<string[]>;
  /** Places orders one by one; returns the milliseconds each took to be stored. */
  timePlacing(dbName: string, orders: NewOrder[]): Promise<number[]>;
}

declare global {
  interface Window {
    __outboxTest: OutboxTestHooks;
  }
}

const opened = new Map<string, Outbox>();

async function outboxOf(dbName: string): Promise<Outbox> {
  const known = opened.get(dbName);
  if (known) return known;
  const db: FieldDb = await openFieldDb(dbName);
  const box = createOutbox({
    db: async () => db,
    submit: (req) => window.workforce.submitOrder(req),
    submitEdit: (req) => window.workforce.submitRequirementEdit(req),
  });
  opened.set(dbName, box);
  return box;
}

window.__outboxTest = {
  async place(dbName, orders) {
    const box = await outboxOf(dbName);
    const ids: string[] = [];
    for (const order of orders) ids.push((await box.enqueue('worker-order', order)).localId);
    await box.idle();
    return ids;
  },
  async timePlacing(dbName, orders) {
    const box = await outboxOf(dbName);
    const times: number[] = [];
    for (const order of orders) {
      const t0 = performance.now();
      await box.enqueue('worker-order', order);
      times.push(performance.now() - t0);
    }
    await box.idle();
    return times;
  },
};

// Start-up recovery: a `sending` row means the app died with the request possibly out.
import { describe, expect, it } from 'vitest';
import { recoverInterrupted } from '../../../../../renderer/src/shared/outbox/recover';
import { freshDb } from '../db/helpers';
import { row, T0 } from './helpers';

describe('recoverInterrupted', () => {
  it('turns every sending order into unknown and leaves the others alone', async () => {
    const { db } = await freshDb();
    const others = [
      row('q', 'queued'),
      row('d', 'delivered', { serverOrderId: '5' }),
      row('r', 'rejected'),
      row('u', 'unknown'),
    ];
    await db.outbox.bulkPut([...others, row('s1', 'sending', { attempts: 1 }), row('s2', 'sending', { attempts: 3 })]);

    expect(await recoverInterrupted(db, T0 + 1)).toBe(2);

    expect(await db.outbox.get('s1')).toMatchObject({ state: 'unknown', attempts: 1 });
    expect(await db.outbox.get('s2')).toMatchObject({ state: 'unknown', attempts: 3 });
    expect(await db.outbox.bulkGet(others.map((o) => o.localId))).toEqual(others);
  });

  it('finds nothing to do in a clean outbox', async () => {
    const { db } = await freshDb();
    await db.outbox.put(row('q', 'queued'));
    expect(await recoverInterrupted(db, T0)).toBe(0);
  });
});

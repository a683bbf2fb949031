import { describe, expect, it } from 'vitest';
import { RECENT_KEPT, recentlyOpened, rememberOpened } from '../../../../../renderer/src/shared/db/recently-opened';
import { freshDb } from './helpers';

const at = (minute: number) => new Date(Date.UTC(2026, 10, 26, 8, minute));

describe('Recently opened', () => {
  it('lists each kind newest first; opening again moves an item up and keeps the name learnt before', async () => {
    const { db } = await freshDb();
    await rememberOpened(db, { kind: 'integration', ids: ['1'], label: 'Payroll export' }, at(1));
    await rememberOpened(db, { kind: 'integration', ids: ['2'] }, at(2));
    await rememberOpened(db, { kind: 'requirement', ids: ['1', '101'] }, at(3));
    await rememberOpened(db, { kind: 'integration', ids: ['1'] }, at(4));
    const integrations = await recentlyOpened(db, 'integration');
    expect(integrations.map((o) => [o.key, o.label])).toEqual([
      ['1', 'Payroll export'],
      ['2', ''],
    ]);
    expect((await recentlyOpened(db, 'requirement')).map((o) => o.ids)).toEqual([['1', '101']]);
  });

  it(`keeps the ${RECENT_KEPT} newest of a kind`, async () => {
    const { db } = await freshDb();
    for (let i = 0; i < RECENT_KEPT + 3; i += 1) {
      await rememberOpened(db, { kind: 'integration', ids: [String(i)] }, at(i));
    }
    const kept = await recentlyOpened(db, 'integration');
    expect(kept).toHaveLength(RECENT_KEPT);
    expect(kept[0]?.key).toBe(String(RECENT_KEPT + 2));
    expect(kept.map((o) => o.key)).not.toContain('2');
  });
});

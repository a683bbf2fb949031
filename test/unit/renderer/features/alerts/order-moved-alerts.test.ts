// The office approving or completing a placed order is announced through the alert scheduler:
// once in the app and on the desktop, never again at later syncs, and only in the app while
// notifications are off or in quiet hours.
import { describe, expect, it } from 'vitest';
import type { WorkerOrder } from '../../../../../main/core/api/schemas';
import { alertRound } from '../../../../../renderer/src/features/alerts/alert-round';
import { applyBatch } from '../../../../../renderer/src/shared/db/apply-batch';
import { recordingBridge } from '../../support/alert-bridge';
import { settingsWith } from '../../support/fake-bridge';
import { batch, freshDb } from '../../shared/db/helpers';
import { row } from '../../shared/outbox/helpers';

const T1 = '2026-11-24T08:10:00.000Z';
const T2 = '2026-11-24T08:20:00.000Z';
const NOW = new Date('2026-11-24T08:20:05.000Z');

const office = (status: string, message: string | null): WorkerOrder => ({
  id: '70001',
  status,
  response_message: message,
  status_datetime: '2026-11-24 08:05:00',
});

async function placedOrder() {
  const { db } = await freshDb();
  await db.workers.put({
    id: '3002',
    name: 'Ana Ruiz',
    email: '',
    phone: '',
    uuid: '',
    personnelId: '',
    notFound: false,
  });
  await db.outbox.put(row('l1', 'delivered', { workerId: '3002', serverOrderId: '70001', serverStatus: '0' }));
  const read = (order: WorkerOrder, asOf: string) =>
    applyBatch(db, batch({ kind: 'order-status', localId: 'l1', orderId: '70001', order }, asOf));
  return { db, read };
}

describe('the "order approved / completed" alert', () => {
  it('announces an approval once, with what the office wrote, and a click target of the order', async () => {
    const { db, read } = await placedOrder();
    const { bridge, notified } = recordingBridge();
    const settings = settingsWith();

    await read(office('0', null), T1);
    expect(await alertRound(db, settings, NOW, bridge)).toEqual([]);

    await read(office('1', 'Pick up at trailer 3'), T2);
    const shown = await alertRound(db, settings, NOW, bridge);
    expect(shown.map((a) => [a.title, a.detail])).toEqual([
      ['Order approved', 'Event staff jacket for Ana Ruiz: “Pick up at trailer 3”'],
    ]);
    expect(notified).toEqual([
      {
        alertId: 'order-moved:l1:1',
        title: 'Order approved',
        body: expect.stringMatching(/^Event staff jacket for Ana Ruiz: “Pick up at trailer 3”\. Data as of /),
        target: { kind: 'order', localId: 'l1' },
      },
    ]);

    // Read again at every sync, and moved back and forth: the same approval, never again.
    await read(office('1', 'Pick up at trailer 3'), '2026-11-24T08:30:00.000Z');
    await read(office('0', 'Wait'), '2026-11-24T08:40:00.000Z');
    await read(office('1', 'Pick up at trailer 3'), '2026-11-24T08:50:00.000Z');
    await alertRound(db, settings, new Date('2026-11-24T08:50:05.000Z'), bridge);
    expect(notified).toHaveLength(1);
  });

  it('completion replaces the approval: the approval is withdrawn, the completion announced', async () => {
    const { db, read } = await placedOrder();
    const { bridge, notified, withdrawn } = recordingBridge();
    await read(office('1', null), T1);
    await alertRound(db, settingsWith(), NOW, bridge);
    await read(office('2', 'Handed over at trailer 3'), T2);
    const shown = await alertRound(db, settingsWith(), new Date('2026-11-24T08:30:00.000Z'), bridge);
    expect(shown.map((a) => a.id)).toEqual(['order-moved:l1:2']);
    expect(notified.map((n) => n.title)).toEqual(['Order approved', 'Order completed']);
    expect(withdrawn).toEqual(['order-moved:l1:1']);
  });

  it('with notifications off, or in quiet hours, it shows in the app only and is not notified later', async () => {
    for (const settings of [
      settingsWith({ alertsEnabled: false }),
      settingsWith({ quietHours: { start: '00:00', end: '23:59' } }),
    ]) {
      const { db, read } = await placedOrder();
      const { bridge, notified } = recordingBridge();
      await read(office('1', null), T2);
      expect((await alertRound(db, settings, NOW, bridge)).map((a) => a.id)).toEqual(['order-moved:l1:1']);
      await alertRound(db, settingsWith(), new Date('2026-11-24T08:25:00.000Z'), bridge);
      expect(notified).toEqual([]);
    }
  });
});

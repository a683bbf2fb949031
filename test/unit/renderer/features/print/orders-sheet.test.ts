import { afterEach, describe, expect, it } from 'vitest';
import { resolveLanguage, setLanguageSource } from '../../../../../preload/i18n';
import { ordersSheet } from '../../../../../renderer/src/features/print/orders-sheet';
import { itemWords, lookOf, orderPath, problemWords } from '../../../../../renderer/src/features/orders';
import { editRow, row } from '../../shared/outbox/helpers';

const NOW = new Date('2026-11-22T16:32:00.000Z');
const progress = (asOf: string, status: string, message: string) => ({
  office: { status, changedAt: '2026-11-22 13:05:00', message, cost: '42.50', deductionTypeId: '2' },
  asOf,
  since: asOf,
  unavailable: undefined,
});
const items = [
  row('approved', 'delivered', {
    serverOrderId: '9001',
    serverStatus: '0',
    currency: 'USD',
    progress: progress('2026-11-22T13:10:00.000Z', '1', 'Pick up at trailer 3'),
  }),
  row('done', 'delivered', { serverOrderId: '9002', progress: progress('2026-11-22T15:00:00.000Z', '2', '') }),
  row('refused', 'rejected', { errorMessage: 'Worker is inactive', errorCode: '422' }),
  row('queued', 'queued', { workerId: 'nobody' }),
  editRow('edit', 'queued'),
];
const names = new Map([['3001', 'Ana Ruiz']]);
const sheet = (at = NOW) => ordersSheet({ items, names, now: at, locale: 'en-GB' });

describe('the orders list on paper', () => {
  afterEach(() => setLanguageSource(() => resolveLanguage('en', ['en-US'])));

  it('has every order and compliance change, in the order given, with the words of the Orders screen', () => {
    const rows = sheet().rows;
    expect(rows.map((r) => r.localId)).toEqual(['approved', 'done', 'refused', 'queued', 'edit']);
    items.forEach((item, i) => {
      expect(rows[i]!.state).toEqual({ label: lookOf(item).label, icon: lookOf(item).icon });
      expect(rows[i]!.problem).toBe(problemWords(item));
    });
    expect(rows.map((r) => r.state.label)).toEqual(['Approved', 'Completed', 'Rejected', 'Queued', 'Queued']);
  });

  it('says what was ordered for whom and what it costs, what the office wrote and when', () => {
    const [approved, , refused, queued, edit] = sheet().rows;
    expect(approved!.what).toBe('Event staff jacket for Ana Ruiz · US$42.50');
    expect(approved!.server).toBe('Order 9001 at the office · Approved');
    expect(approved!.message).toBe(orderPath(items[0]! as never).message);
    // The office's time on this computer's clock with its day, never the server's raw stamp.
    expect(approved!.times).toEqual(['Office changed Sun 22 Nov, 13:05', 'Read 13:10']);
    expect(refused!.problem).toMatch(/Worker is inactive/);
    // A worker this computer holds no name for is named by id, never left blank.
    expect(queued!.what).toMatch(/for nobody/);
    expect(edit).toMatchObject({
      kind: 'Compliance change',
      what: itemWords(items[4]!, () => ''),
      server: '',
      times: [],
    });
  });

  it('is as old as the oldest reading of an order still open at the office; with none, as old as the printing', () => {
    expect(sheet().header.about).toEqual(['4 worker orders · 1 compliance change']);
    expect(sheet().header.age).toMatch(/data as of 13:10$/);
    const none = ordersSheet({ items: [items[3]!], names, now: NOW, locale: 'en-GB' });
    expect(none.header.age).toMatch(/^Printed (\S+) · data as of \1$/);
  });

  it('speaks the language the app speaks', () => {
    setLanguageSource(() => resolveLanguage('es', ['es-ES']));
    const es = sheet();
    expect(es.header.title).toBe('Pedidos y cambios de requisitos');
    expect(es.rows.map((r) => r.state.label)).toEqual(['Aprobado', 'Completado', 'Rechazado', 'En cola', 'En cola']);
  });
});

/** Event shifts, the office-side shift edit and event admins, through the client over HTTP. */
import { describe, expect, it } from 'vitest';
import { apiError, held, ROUTES, useClientSuite } from './helpers.js';

const { sim, client, requestCount, totalRequests } = useClientSuite();
const record = (id: string) => held(sim().store.event(id), `event ${id}`);

describe('eventShifts', () => {
  it('returns every shift of the event exactly as the simulator stores it', async () => {
    const shifts = await client().eventShifts('1001');
    expect(shifts).toEqual(record('1001').shifts);
    expect(shifts.length).toBeGreaterThanOrEqual(8);
    expect(new Set(shifts.map((s) => s.id)).size).toBe(shifts.length);
    expect(shifts.every((s) => s.event_id === '1001')).toBe(true);
  });

  it('accepts a numeric id and reads another event than the first', async () => {
    const shifts = await client().eventShifts(1005);
    expect(shifts).toEqual(record('1005').shifts);
    expect(shifts[0]?.id).not.toBe(record('1001').shifts[0]?.id);
  });

  it('shows the first event with full, short, overfilled and overnight shifts', async () => {
    const [full, short, over, overnight] = await client().eventShifts('1001');
    expect(full?.filled).toBe(full?.quantity);
    expect(short!.filled!).toBeLessThan(short!.quantity!);
    expect(over!.filled!).toBeGreaterThan(over!.quantity!);
    // Overnight: the end is on the next calendar day.
    expect(overnight!.end_time!.slice(0, 10) > overnight!.start_time!.slice(0, 10)).toBe(true);
  });

  it('follows office-side changes made in the store (removed shift, new fill)', async () => {
    const before = record('1010').shifts.map((s) => ({ ...s }));
    const [first, second] = before;
    sim().store.removeShift('1010', first!.id);
    sim().store.setFilled('1010', second!.id, 0);
    const shifts = await client().eventShifts('1010');
    expect(shifts.map((s) => s.id)).toEqual(before.slice(1).map((s) => s.id));
    expect(shifts.find((s) => s.id === second!.id)?.filled).toBe(0);
  });

  it('an unknown event is not-found with EVT-100, and is not retried', async () => {
    const err = await apiError(() => client().eventShifts('999'));
    expect(err).toMatchObject({ kind: 'not-found', code: 'EVT-100', status: 404, notSent: false });
    expect(await requestCount(ROUTES.eventShifts)).toBe(1);
  });

  it('an id cannot add a path segment: "1001/admins" is refused before sending', async () => {
    const err = await apiError(() => client().eventShifts('1001/admins'));
    expect(err).toMatchObject({ kind: 'invalid-request', code: 'UNSAFE-URL', notSent: true });
    expect(await requestCount(ROUTES.eventAdmins)).toBe(0);
  });

  it('an empty id is refused locally: nothing reaches the server', async () => {
    const err = await apiError(() => client().eventShifts('  '));
    expect(err).toMatchObject({ kind: 'invalid-request', code: 'LOCAL-VALIDATION', notSent: true });
    expect(await totalRequests()).toBe(0);
  });
});

describe('patchEventShift', () => {
  it('changes the given fields, returns the updated shift and the next read shows it', async () => {
    const target = record('1002').shifts[3]!;
    const untouched = { ...record('1002').shifts[4]! };
    const change = {
      quantity: 9,
      filled: 7,
      alternate_quantity: 2,
      alternate_filled: 1,
      custom_name: 'Bartender - Rooftop',
      comments: 'Moved upstairs',
    };
    const updated = await client().patchEventShift('1002', target.id, change);
    expect(updated).toMatchObject({ id: target.id, event_id: '1002', ...change });
    expect(updated).toEqual(sim().store.shift('1002', target.id));
    const shifts = await client().eventShifts('1002');
    expect(shifts.find((s) => s.id === target.id)).toEqual(updated);
    expect(shifts.find((s) => s.id === untouched.id)).toEqual(untouched);
    expect(await requestCount(ROUTES.eventShift)).toBe(1);
  });

  it('changes start and end times', async () => {
    const target = record('1003').shifts[0]!;
    const updated = await client().patchEventShift('1003', target.id, {
      start_time: '2026-12-01 08:00:00',
      end_time: '2026-12-01 16:30:00',
    });
    expect(updated).toMatchObject({ start_time: '2026-12-01 08:00:00', end_time: '2026-12-01 16:30:00' });
    expect(sim().store.shift('1003', target.id)?.end_time).toBe('2026-12-01 16:30:00');
  });

  it('an unknown shift is EVT-200, an unknown event EVT-100; nothing changes', async () => {
    const before = JSON.stringify(record('1004').shifts);
    const noShift = await apiError(() => client().patchEventShift('1004', '1', { filled: 1 }));
    expect(noShift).toMatchObject({ kind: 'not-found', code: 'EVT-200', status: 404 });
    const shiftId = record('1004').shifts[0]!.id;
    const noEvent = await apiError(() => client().patchEventShift('999', shiftId, { filled: 1 }));
    expect(noEvent).toMatchObject({ kind: 'not-found', code: 'EVT-100', status: 404 });
    expect(JSON.stringify(record('1004').shifts)).toBe(before);
  });

  it('an empty or off-schema change is refused locally and never sent', async () => {
    const shiftId = record('1004').shifts[0]!.id;
    const empty = await apiError(() => client().patchEventShift('1004', shiftId, {}));
    const negative = await apiError(() => client().patchEventShift('1004', shiftId, { filled: -1 }));
    const unknown = await apiError(() =>
      client().patchEventShift('1004', shiftId, { status: 'closed' } as unknown as { filled: number }),
    );
    for (const err of [empty, negative, unknown]) {
      expect(err).toMatchObject({ kind: 'invalid-request', code: 'LOCAL-VALIDATION', notSent: true });
    }
    expect(await totalRequests()).toBe(0);
  });

  it('is not retried when the server fails (PATCH is not idempotent for the client)', async () => {
    const shiftId = record('1004').shifts[1]!.id;
    sim().store.faults.set({ failNext: 1 });
    const err = await apiError(() => client().patchEventShift('1004', shiftId, { comments: 'x' }));
    sim().store.faults.set({});
    expect(err).toMatchObject({ kind: 'server', status: 500, code: 'API-500' });
    expect(await requestCount(ROUTES.eventShift)).toBe(1);
    expect(sim().store.shift('1004', shiftId)?.comments).not.toBe('x');
  });
});

describe('eventAdmins', () => {
  it('returns the admins assigned to the event, as stored', async () => {
    const admins = await client().eventAdmins('1001');
    expect(admins).toEqual(record('1001').admins);
    expect(admins.length).toBeGreaterThanOrEqual(2);
    expect(admins.every((a) => typeof a.email === 'string' && a.email.includes('@'))).toBe(true);
  });

  it('differs per event as the store says', async () => {
    for (const id of ['1002', '1007', '1012']) {
      expect(await client().eventAdmins(id)).toEqual(record(id).admins);
    }
    expect(await requestCount(ROUTES.eventAdmins)).toBe(3);
  });

  it('an unknown event is EVT-100', async () => {
    const err = await apiError(() => client().eventAdmins('424242'));
    expect(err).toMatchObject({ kind: 'not-found', code: 'EVT-100', status: 404 });
  });
});

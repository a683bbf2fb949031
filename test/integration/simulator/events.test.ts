import { describe, expect, it } from 'vitest';
import {
  eventAdminsSchema,
  eventShiftSchema,
  eventShiftsSchema,
  eventsPageSchema,
} from '../../../main/core/api/schemas.js';
import type { EventShift } from '../../../main/simulator/types.js';
import { call, errorCode, useSimulator } from './harness.js';

const sim = useSimulator();
const STAMP = /^\d{4}-\d{2}-\d{2} \d{2}:\d{2}:\d{2}$/;

async function shiftsOf(eventId: string): Promise<EventShift[]> {
  const answer = await call<EventShift[]>(sim(), `/events/${eventId}/shifts`);
  expect(answer.status).toBe(200);
  return answer.body;
}

describe('GET /events (discovery)', () => {
  it('pages through every event exactly once', async () => {
    const first = await call(sim(), '/events?page=1&items_per_page=7');
    const parsed = eventsPageSchema.parse(first.body);
    expect(parsed.total_count).toBeGreaterThanOrEqual(20);
    const seen: string[] = [];
    for (let page = 1; page <= Math.ceil((parsed.total_count ?? 0) / 7); page++) {
      const answer = await call<{ events: { id: string }[] }>(sim(), `/events?page=${page}&items_per_page=7`);
      seen.push(...answer.body.events.map((e) => e.id));
    }
    expect(seen).toHaveLength(parsed.total_count ?? -1);
    expect(new Set(seen).size).toBe(seen.length);
    const after = await call<{ events: unknown[] }>(sim(), `/events?page=99&items_per_page=7`);
    expect(after.body.events).toEqual([]);
    const big = await call<{ events: unknown[] }>(sim(), `/events?items_per_page=1000`);
    expect(big.body.events).toHaveLength(parsed.total_count ?? -1);
  });

  it('lists id, event_id, name, date, client_id and location', async () => {
    const answer = await call<{ events: Record<string, unknown>[] }>(sim(), '/events');
    const event = answer.body.events[0];
    expect(event).toEqual({
      id: expect.any(String),
      event_id: expect.any(String),
      name: expect.any(String),
      date: expect.stringMatching(/^\d{4}-\d{2}-\d{2}$/),
      client_id: expect.any(String),
      location: { location: expect.any(String), addy_city: expect.any(String) },
    });
  });

  it.each(['page=0', 'items_per_page=0', 'items_per_page=1001', 'page=x'])('refuses %s with 400', async (query) => {
    const answer = await call(sim(), `/events?${query}`);
    expect(answer.status).toBe(400);
    expect(errorCode(answer)).toBe('EVT-900');
  });
});

describe('GET /events/{id}/shifts', () => {
  it('returns 8 to 60 valid shifts per event, with full, short, overfilled and overnight ones', async () => {
    const events = (await call<{ events: { id: string }[] }>(sim(), '/events')).body.events;
    const all: EventShift[] = [];
    for (const e of events) {
      const shifts = await shiftsOf(e.id);
      expect(shifts.length).toBeGreaterThanOrEqual(8);
      expect(shifts.length).toBeLessThanOrEqual(60);
      expect(eventShiftsSchema.parse(shifts)).toHaveLength(shifts.length);
      for (const s of shifts) {
        expect(s.event_id).toBe(e.id);
        expect(s.start_time).toMatch(STAMP);
        expect(s.end_time).toMatch(STAMP);
        expect(s.end_time > s.start_time).toBe(true);
        expect(s.skillsets.length).toBeGreaterThan(0);
      }
      all.push(...shifts);
    }
    expect(all.some((s) => s.filled === s.quantity)).toBe(true);
    expect(all.some((s) => s.filled < s.quantity)).toBe(true);
    expect(all.some((s) => s.filled > s.quantity)).toBe(true);
    const overnight = all.filter((s) => s.end_time.slice(0, 10) > s.start_time.slice(0, 10));
    expect(overnight.length).toBeGreaterThan(0);
    for (const s of overnight) expect(s.end_time.slice(11) < s.start_time.slice(11)).toBe(true);
    expect(new Set(all.map((s) => s.skillsets[0]?.name))).toContain('Bartender');
    expect(new Set(all.map((s) => s.id)).size).toBe(all.length);
  });

  it('404 EVT-100 for an unknown event', async () => {
    const answer = await call(sim(), '/events/999999/shifts');
    expect(answer.status).toBe(404);
    expect(errorCode(answer)).toBe('EVT-100');
  });
});

describe('GET /events/{id}/admins', () => {
  it('2 to 5 admins per event', async () => {
    for (const id of ['1001', '1010', '1020']) {
      const admins = eventAdminsSchema.parse((await call(sim(), `/events/${id}/admins`)).body);
      expect(admins.length).toBeGreaterThanOrEqual(2);
      expect(admins.length).toBeLessThanOrEqual(5);
      for (const a of admins) expect(a.email).toContain('@');
    }
  });

  it('404 EVT-100 for an unknown event', async () => {
    const answer = await call(sim(), '/events/nope/admins');
    expect(answer.status).toBe(404);
    expect(errorCode(answer)).toBe('EVT-100');
  });
});

describe('PATCH /events/{id}/shifts/{shift_id} (office-side edit)', () => {
  it('updates the given fields, returns the shift and keeps the change', async () => {
    const before = (await shiftsOf('1002'))[0];
    if (!before) throw new Error('no shift');
    const patch = {
      quantity: 9,
      filled: 3,
      alternate_filled: 1,
      custom_name: 'Bartender - Rooftop',
      comments: 'Moved upstairs',
    };
    const answer = await call(sim(), `/events/1002/shifts/${before.id}`, { method: 'PATCH', body: patch });
    expect(answer.status).toBe(200);
    expect(eventShiftSchema.parse(answer.body)).toMatchObject({
      ...patch,
      id: before.id,
      start_time: before.start_time,
    });
    expect((await shiftsOf('1002'))[0]).toMatchObject(patch);
  });

  it.each([
    ['an empty object', {}],
    ['an unknown field', { filled: 1, colour: 'red' }],
    ['a negative count', { filled: -1 }],
    ['a wrong type', { quantity: '4' }],
    ['malformed JSON', '{"filled": '],
  ])('refuses %s with 400 EVT-900', async (_what, body) => {
    const answer = await call(sim(), '/events/1001/shifts/20001', { method: 'PATCH', body });
    expect(answer.status).toBe(400);
    expect(errorCode(answer)).toBe('EVT-900');
  });

  it('404 EVT-100 for an unknown event and EVT-200 for a shift of another event', async () => {
    const noEvent = await call(sim(), '/events/42/shifts/20001', { method: 'PATCH', body: { filled: 1 } });
    expect([noEvent.status, errorCode(noEvent)]).toEqual([404, 'EVT-100']);
    const otherShift = (await shiftsOf('1003'))[0]?.id ?? '';
    const wrongEvent = await call(sim(), `/events/1001/shifts/${otherShift}`, { method: 'PATCH', body: { filled: 1 } });
    expect([wrongEvent.status, errorCode(wrongEvent)]).toEqual([404, 'EVT-200']);
  });
});

describe('store helpers for tests', () => {
  it('removeShift and setFilled show up in the next GET', async () => {
    const shifts = await shiftsOf('1004');
    const [gone, changed] = shifts;
    if (!gone || !changed) throw new Error('too few shifts');
    expect(sim().store.removeShift('1004', gone.id)).toBe(true);
    expect(sim().store.removeShift('1004', gone.id)).toBe(false);
    sim().store.setFilled('1004', changed.id, 0, 0);
    const after = await shiftsOf('1004');
    expect(after.map((s) => s.id)).not.toContain(gone.id);
    expect(after).toHaveLength(shifts.length - 1);
    expect(after.find((s) => s.id === changed.id)).toMatchObject({ filled: 0, alternate_filled: 0 });
    expect(() => sim().store.setFilled('1004', 'missing', 1)).toThrow();
  });
});

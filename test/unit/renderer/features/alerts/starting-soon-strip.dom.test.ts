import { fireEvent, render, screen } from '@testing-library/svelte';
import { describe, expect, it, vi } from 'vitest';
import StartingSoon from '../../../../../renderer/src/features/alerts/StartingSoon.svelte';
import type { SoonShift } from '../../../../../renderer/src/features/alerts/starting-soon';
import type { StoredShift } from '../../../../../preload/contract';

const text = (el: Element) => (el.textContent ?? '').replace(/\s+/g, ' ').trim();

function soon(id: string, gap: number, running = false): SoonShift {
  const shift: StoredShift = {
    eventId: 'e1',
    id,
    customName: `Parking Attendant - South Concourse ${id}`,
    startTime: '2026-11-22 10:30:00',
    endTime: '2026-11-22 18:00:00',
    overnight: false,
    skillsets: [],
    quantity: 5,
    filled: 5 - gap,
    alternateQuantity: 0,
    alternateFilled: 0,
    comments: '',
  };
  return { shift, gap, running };
}

const fromStart = (s: SoonShift) => ({ at: s.shift.startTime, byOffice: false });

function renderStrip(count: number, first: SoonShift[] = []) {
  const onjump = vi.fn();
  const shifts = [...first, ...Array.from({ length: count }, (_, i) => soon(`s${i + 1}`, i + 1))];
  render(StartingSoon, {
    props: { shifts, names: new Map([['e1', 'Ferry Building Winter Market']]), hours: 4, since: fromStart, onjump },
  });
  const rows = () => [...screen.getByTestId('starting-soon').querySelectorAll<HTMLElement>('[data-shift-id]')];
  return { onjump, rows };
}

describe('StartingSoon', () => {
  it('a shift running and still short says since when, with the ones starting soon', () => {
    const { rows } = renderStrip(2, [soon('now', 6, true)]);
    expect(text(rows()[0]!)).toBe(
      '1 10:30 AM Parking Attendant - South Concourse now Ferry Building Winter Market Short since 10:30 AM 6 open',
    );
    expect(text(rows()[1]!)).not.toContain('Short since');
  });

  it('shows the first three shifts, one line each with names in full and the gap, and "n more" for the rest', () => {
    const { rows } = renderStrip(7);
    expect(rows().map((r) => r.dataset['shiftId'])).toEqual(['s1', 's2', 's3']);
    expect(text(rows()[0]!)).toBe(
      '1 10:30 AM Parking Attendant - South Concourse s1 Ferry Building Winter Market 1 open',
    );
    const more = screen.getByRole('button', { name: '4 more' });
    expect(more.getAttribute('aria-expanded')).toBe('false');
  });

  it('"n more" opens every shift and "Show fewer" closes them again', async () => {
    const { rows } = renderStrip(7);
    await fireEvent.click(screen.getByRole('button', { name: '4 more' }));
    expect(rows()).toHaveLength(7);
    const fewer = screen.getByRole('button', { name: 'Show fewer' });
    expect(fewer.getAttribute('aria-expanded')).toBe('true');
    await fireEvent.click(fewer);
    expect(rows()).toHaveLength(3);
  });

  it('no "more" button when every shift is shown', () => {
    const { rows } = renderStrip(3);
    expect(rows()).toHaveLength(3);
    expect(screen.queryByRole('button', { name: /more|fewer/ })).toBeNull();
  });
});

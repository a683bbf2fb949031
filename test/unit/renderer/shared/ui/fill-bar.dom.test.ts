import { render, screen } from '@testing-library/svelte';
import { describe, expect, it } from 'vitest';
import FillBar from '../../../../../renderer/src/shared/ui/FillBar.svelte';
import { aggregateShifts, fillOf, shiftFill } from '../../../../../renderer/src/shared/db/fill';

const text = (el: Element) => (el.textContent ?? '').replace(/\s+/g, ' ').trim();

describe('FillBar', () => {
  it('shows filled of needed, percent, open places and severity in words and icon', () => {
    const { container } = render(FillBar, { props: { fill: shiftFill(10, 7) } });
    expect(text(container)).toBe('▼Short 70% 7 of 10 filled 3 open');
    expect(container.querySelector<HTMLElement>('.bar')!.style.transform).toBe('scaleX(0.7)');
    expect(container.querySelector('[data-severity="short"]')).not.toBeNull();
  });

  it('keeps alternates apart from the main demand', () => {
    render(FillBar, { props: { fill: shiftFill(4, 4), altNeeded: 3, altFilled: 1 } });
    expect(screen.getByText('Alternates 1 of 3')).toBeTruthy();
    expect(screen.getByText('Full')).toBeTruthy();
  });

  it('says overfilled, by how many extra, and caps the bar at full', () => {
    const { container } = render(FillBar, { props: { fill: shiftFill(4, 6) } });
    expect(text(container)).toContain('Overfilled');
    expect(text(container)).toContain('4 of 4 filled');
    expect(text(container)).toContain('+2 extra');
    expect(text(container)).toContain('100%');
    expect(container.querySelector<HTMLElement>('.bar')!.style.transform).toBe('scaleX(1)');
  });

  it('quantity 0 is "no demand", never a division by zero', () => {
    const { container } = render(FillBar, { props: { fill: shiftFill(0, 0) } });
    expect(text(container)).toBe('–No demand – 0 booked, none needed');
    expect(container.querySelector<HTMLElement>('.bar')!.style.transform).toBe('scaleX(0)');
  });

  it('the bar is decoration: the same facts are in its text', () => {
    const { container } = render(FillBar, { props: { fill: shiftFill(5, 4) } });
    expect(container.querySelector('.track')!.getAttribute('aria-hidden')).toBe('true');
    expect(text(container)).toContain('At risk');
  });

  it("an event: extra people shown apart, never netted against another shift's gap", () => {
    const shifts = [
      { quantity: 5, filled: 8 },
      { quantity: 5, filled: 5 },
      { quantity: 6, filled: 2 },
      { quantity: 2, filled: 2 },
      { quantity: 1, filled: 1 },
    ].map((s) => ({ ...s, alternateQuantity: 0, alternateFilled: 0, startTime: '', endTime: '' }));
    const { container } = render(FillBar, { props: { fill: fillOf(aggregateShifts(shifts)), ofShifts: true } });
    expect(text(container)).toBe('▼Short 78% 15 of 19 filled 4 open +3 extra on 1 shift');
  });
});

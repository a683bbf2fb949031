// An event running past midnight, in figures: each of its moments is named once. The table of
// figures and the picture's reading say the date of the moments on its second day, so 6:00 AM on
// the morning after is not the 6:00 AM the event began.
import '../../support/dom';
import { render, screen } from '@testing-library/svelte';
import { describe, expect, it } from 'vitest';
import { coverageOf } from '../../../../../renderer/src/features/coverage/coverage';
import { CoverageStripState } from '../../../../../renderer/src/features/coverage/coverage-strip.svelte';
import CoverageTable from '../../../../../renderer/src/features/coverage/CoverageTable.svelte';
import { storedShift } from '../../support/builders';

// 6:00 AM on Tuesday to 7:00 AM on Wednesday, as the demo's longest events run.
const coverage = coverageOf(
  [storedShift({ id: 'a', startTime: '2026-12-01 06:00:00', endTime: '2026-12-02 07:00:00', quantity: 3, filled: 1 })],
  'UTC',
);
const at = (wall: string) => coverage.steps.findIndex((s) => s.wall === wall);

describe('coverage across midnight', () => {
  it('names every row of the table once: those of the second day with their date', () => {
    render(CoverageTable, { props: { coverage, caption: 'Figures' } });
    const times = screen.getAllByRole('rowheader').map((th) => th.textContent!.trim());
    expect(times).toHaveLength(coverage.steps.length);
    expect(new Set(times).size).toBe(times.length);
    expect(times[at('2026-12-02 00:00')]).toMatch(/Dec 2.*12:00\s?AM/);
    expect(times[at('2026-12-01 06:00')]).toMatch(/^6:00\s?AM$/);
    expect(times[at('2026-12-02 06:00')]).toMatch(/Dec 2.*6:00\s?AM/);
  });

  it('reads a moment of the second day with its date, one of the first without', () => {
    const input = { coverage, gaps: [], now: 0, chosen: undefined, events: false, onchoose: () => {} };
    const strip = new CoverageStripState(() => input);
    strip.cursor = at('2026-12-02 06:00');
    expect(strip.reading).toMatch(/^.*Dec 2.*6:00\s?AM: 3 needed, 1 booked, 2 short$/);
    strip.cursor = at('2026-12-01 06:00');
    expect(strip.reading).toMatch(/^6:00\s?AM: 3 needed/);
  });
});

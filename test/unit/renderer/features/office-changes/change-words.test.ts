import { afterEach, describe, expect, it } from 'vitest';
import { resolveLanguage, setLanguageSource } from '../../../../../preload/i18n';
import type { ShiftChangeSummary } from '../../../../../renderer/src/features/office-changes/change-summary';
import type { ShiftFigures } from '../../../../../renderer/src/shared/db/rows';
import { changeWords, shortWords } from '../../../../../renderer/src/features/office-changes/change-words';

const FIG: ShiftFigures = {
  quantity: 8,
  filled: 6,
  alternateQuantity: 1,
  alternateFilled: 0,
  startTime: '2026-11-22 14:00:00',
  endTime: '2026-11-22 22:00:00',
};

function summary(
  kind: ShiftChangeSummary['kind'],
  after: Partial<ShiftFigures>,
  figures: ShiftChangeSummary['figures'],
) {
  return {
    eventId: '1',
    shiftId: 'a',
    name: 'Bar',
    kind,
    before: kind === 'added' ? undefined : FIG,
    after: kind === 'removed' ? undefined : { ...FIG, ...after },
    figures,
    asOf: 'T',
  } satisfies ShiftChangeSummary;
}

describe('changeWords', () => {
  it('reads each changed figure before → after', () => {
    const words = changeWords(
      summary('changed', { quantity: 10, filled: 4, alternateFilled: 1, startTime: '2026-11-22 15:30:00' }, [
        'quantity',
        'filled',
        'alternateFilled',
        'startTime',
      ]),
      'en-GB',
    );
    expect(words).toEqual(['Needed 8 → 10', 'Filled 6 → 4', 'Alternates booked 0 → 1', 'Starts 14:00 → 15:30']);
  });

  it('gives the day when a time moves to another day', () => {
    expect(changeWords(summary('changed', { endTime: '2026-11-23 02:00:00' }, ['endTime']), 'en-GB')).toEqual([
      'Ends Sun 22 Nov, 22:00 → Mon 23 Nov, 02:00',
    ]);
  });

  it('says Added with its figures, and Removed', () => {
    expect(changeWords(summary('added', { quantity: 3, filled: 0 }, []), 'en-GB')).toEqual([
      'Added',
      'Needed 3, filled 0',
    ]);
    expect(changeWords(summary('removed', {}, []), 'en-GB')).toEqual(['Removed']);
  });
});

/** The parts as a line reads them. */
const said = (alert: Parameters<typeof shortWords>[0]) => shortWords(alert).join(', ');

describe('shortWords', () => {
  const alert = { key: 'k', eventId: '1', shiftId: 'a', name: 'Bar', startTime: '', asOf: 'T' };
  it('says what moved and how many places are open', () => {
    expect(said({ ...alert, gap: 2, filledBefore: 4, filled: 2, neededBefore: 4, needed: 4 })).toBe(
      'Filled 4 → 2, 2 open',
    );
    expect(said({ ...alert, gap: 3, filledBefore: 4, filled: 3, neededBefore: 4, needed: 6 })).toBe(
      'Needed 4 → 6, Filled 4 → 3, 3 open',
    );
    expect(said({ ...alert, gap: 3, filledBefore: undefined, filled: 0, neededBefore: undefined, needed: 3 })).toBe(
      'Added with 3 open',
    );
  });
});

describe('in Spanish', () => {
  afterEach(() => setLanguageSource(() => resolveLanguage('en', [])));

  it('reads the change and the places still open in Spanish, one and many', () => {
    setLanguageSource(() => resolveLanguage('es', ['es-MX']));
    const alert = { key: 'k', eventId: '1', shiftId: 'a', name: 'Bar', startTime: '', asOf: 'T' };
    expect(said({ ...alert, gap: 1, filledBefore: 4, filled: 3, neededBefore: 4, needed: 4 })).toBe(
      'Cubiertas 4 → 3, falta 1',
    );
    expect(said({ ...alert, gap: 3, filledBefore: undefined, filled: 0, neededBefore: undefined, needed: 3 })).toBe(
      'Añadido, faltan 3',
    );
    expect(changeWords(summary('changed', { quantity: 10 }, ['quantity']))).toEqual(['Se necesitan 8 → 10']);
  });
});

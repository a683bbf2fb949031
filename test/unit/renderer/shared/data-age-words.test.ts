// The status bar's age words for a sync cut after today's events, read the next morning offline:
// the narrow words never say "Today" beside another day's time.
import { describe, expect, it } from 'vitest';
import { dataAgeWords } from '../../../../renderer/src/shared/data-age-words';
import type { DataAge } from '../../../../renderer/src/shared/db/queries';

const at = (local: string) => new Date(local).toISOString();

function age(todayAsOf: string, laterAsOf: string): DataAge {
  return {
    oldest: laterAsOf,
    events: [
      { eventId: '1', asOf: todayAsOf, window: { start: '2026-11-22 18:00:00', end: '2026-11-22 23:00:00' } },
      { eventId: '2', asOf: laterAsOf, window: { start: '2026-11-29 18:00:00', end: '2026-11-29 23:00:00' } },
    ],
    workers: 0,
    neverSynced: 0,
    notFound: 0,
  };
}

describe('dataAgeWords, today\'s events apart from the later ones', () => {
  it('read the same day: "Today 2:10 PM"', () => {
    const words = dataAgeWords(age(at('2026-11-22T14:10:00'), at('2026-11-22T12:05:00')), new Date('2026-11-22T14:12:00'));
    expect(words?.short).toMatch(/^Today (14:10|2:10 PM)$/);
  });

  it('read on another day: the moment alone ("as of Sat 10:34 PM"), both ages on hover', () => {
    const words = dataAgeWords(age(at('2026-11-21T22:34:00'), at('2026-11-21T20:05:00')), new Date('2026-11-22T14:12:00'));
    expect(words?.short).toMatch(/^as of Sat (22:34|10:34 PM)$/);
    expect(words?.whole).toMatch(/^Today's events as of Sat (22:34|10:34 PM) \(15 hours ago\) · 1 later event as of Sat/);
  });
});

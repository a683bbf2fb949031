import { describe, expect, it } from 'vitest';
import {
  clockHours,
  formatAge,
  formatAsOf,
  formatClock,
  formatCount,
  formatDayMoment,
  formatDays,
  formatEventDate,
  formatLeadTime,
  formatPercent,
  formatShortDate,
  formatWallDateTime,
  formatWallTime,
  wallDate,
} from '../../../preload/i18n';

describe('event-local wall-clock times', () => {
  it('are shown as written, whatever the machine zone', () => {
    // Formatting happens in UTC on purpose: 23:30 must not become 00:30 or 18:30 anywhere.
    expect(formatWallTime('2026-11-22 23:30:00', 'en-GB')).toBe('23:30');
    expect(formatWallTime('2026-11-22 06:05:00', 'en-US')).toBe('6:05 AM');
    expect(formatEventDate('2026-11-22', 'en-GB')).toBe('Sun, 22 Nov 2026');
    expect(formatShortDate('2026-11-23 02:00:00', 'en-US')).toBe('Mon, Nov 23');
    expect(formatWallDateTime('2026-11-22 18:00:00', 'en-GB')).toBe('Sun 22 Nov, 18:00');
  });

  it('read the ISO "T" form too and leave unreadable text empty', () => {
    expect(formatWallTime('2026-11-22T07:00', 'en-GB')).toBe('07:00');
    expect(formatWallTime('', 'en-GB')).toBe('');
    expect(formatEventDate('soon', 'en-GB')).toBe('');
    expect(wallDate('2026-11-22 07:00:00')).toBe('2026-11-22');
    expect(wallDate('x')).toBe('');
  });

  it('name whole days as a sentence does, the year only when it is not this one', () => {
    expect(formatDays('2026-12-03', '2026-12-09', '2026', 'es')).toBe('3–9 de diciembre');
    expect(formatDays('2026-11-28', '2026-12-03', '2026', 'en-US')).toBe('November 28\u2009–\u2009December 3');
    expect(formatDays('2026-12-03', '', '2026', 'es-MX')).toBe('3 de diciembre');
    expect(formatDays('2027-01-03', '', '2026', 'en-US')).toBe('January 3, 2027');
    expect(formatDays('2026-12-28', '2027-01-03', '2026', 'es')).toBe('28 de diciembre de 2026\u2009–\u20093 de enero de 2027');
    expect(formatDays('', '2026-12-03', '2026', 'es')).toBe('');
  });

  it('say which clock they count, for a column sized to their width', () => {
    expect(clockHours('en-US')).toBe(12);
    expect(clockHours('es')).toBe(24);
    expect(clockHours('en-GB')).toBe(24);
  });
});

describe('sync instants', () => {
  const now = new Date('2026-11-22T14:12:00');

  it('keep their day: the weekday within six days of now, the date further away', () => {
    expect(formatDayMoment(new Date('2026-11-22T16:37:00').toISOString(), now, 'en-US')).toBe('Sun 4:37 PM');
    expect(formatDayMoment(new Date('2026-11-20T09:05:00').toISOString(), now, 'en-US')).toBe('Fri 9:05 AM');
    expect(formatDayMoment(new Date('2026-11-12T09:05:00').toISOString(), now, 'en-US')).toBe('Thu, Nov 12, 9:05 AM');
    expect(formatDayMoment(new Date('2026-11-22T16:37:00').toISOString(), undefined, 'en-US')).toBe('Sun, Nov 22, 4:37 PM');
    expect(formatDayMoment('soon', now, 'en-US')).toBe('');
  });

  it('say how long ago, in words', () => {
    expect(formatAge(new Date('2026-11-22T14:00:00').toISOString(), now, 'en')).toBe('12 minutes ago');
    expect(formatAge(new Date('2026-11-22T14:11:30').toISOString(), now, 'en')).toBe('now');
    expect(formatAge(new Date('2026-11-22T11:00:00').toISOString(), now, 'en')).toBe('3 hours ago');
    expect(formatAge(new Date('2026-11-20T11:00:00').toISOString(), now, 'en')).toBe('2 days ago');
    // A clock a little ahead of this one never reads "in 1 minute".
    expect(formatAge(new Date('2026-11-22T14:13:00').toISOString(), now, 'en')).toBe('now');
  });

  it('give the time of day, with the day when it is not today', () => {
    const today = new Date('2026-11-22T14:00:00').toISOString();
    expect(formatClock(today, 'en-GB')).toBe('14:00');
    expect(formatAsOf(today, now, 'en-GB')).toBe('14:00 (12 minutes ago)');
    // Within the week the weekday says which day; further, the date.
    expect(formatAsOf(new Date('2026-11-21T09:30:00').toISOString(), now, 'en-GB')).toBe('Sat 09:30 (yesterday)');
    expect(formatAsOf(new Date('2026-11-14T09:30:00').toISOString(), now, 'en-GB')).toBe('Sat 14 Nov, 09:30 (8 days ago)');
  });
});

describe('numbers', () => {
  it('group digits and write whole percents; no demand has no percent', () => {
    expect(formatCount(12000, 'en-US')).toBe('12,000');
    expect(formatPercent(87, 'en-US')).toBe('87%');
    expect(formatPercent(125, 'en-US')).toBe('125%');
    expect(formatPercent(undefined)).toBe('–');
  });
});

describe('a wait before something starts', () => {
  it('reads minutes, then hours and minutes, with the language\'s units', () => {
    expect(formatLeadTime(45, 'en-US')).toBe('45 min');
    expect(formatLeadTime(0, 'en-US')).toBe('0 min');
    expect(formatLeadTime(245, 'en-US')).toBe('4 hr 5 min');
    expect(formatLeadTime(240, 'es-MX')).toBe('4 h');
    expect(formatLeadTime(1505, 'es-MX')).toBe('25 h 5 min');
  });
});

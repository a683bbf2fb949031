import { describe, expect, it } from 'vitest';
import { codeWords, humanise, rawDetail } from '../../../../renderer/src/shared/code-words';
import { m } from '../../../../preload/i18n';

describe('codeWords', () => {
  it('uses the named words first, exactly or lower-cased', () => {
    expect(codeWords('pending', { named: { pending: 'Pending' } })).toEqual({
      words: 'Pending',
      raw: 'pending',
      named: true,
    });
    expect(codeWords('PENDING', { named: { pending: 'Pending' } }).words).toBe('Pending');
  });

  it('says a number nobody names is unnamed, the digit only under Details', () => {
    expect(codeWords(2, { unnamed: m.common_status_unnamed() }).words).toBe('Status not named by the service');
    expect(codeWords('7').words).toBe('Code not named by the service');
    expect(rawDetail(codeWords(2, { unnamed: m.common_status_unnamed() }))).toBe('2');
  });

  it('humanises other codes and keeps the raw value for details', () => {
    const code = codeWords('on_hold');
    expect(code.words).toBe('On hold');
    expect(rawDetail(code)).toBe('on_hold');
    expect(rawDetail(codeWords('pending', { named: { pending: 'Pending' } }))).toBe('');
  });

  it('fills a missing value with the given words', () => {
    expect(codeWords(undefined, { empty: 'No status' }).words).toBe('No status');
    expect(codeWords('  ').words).toBe('Not given');
  });
});

describe('humanise', () => {
  it.each([
    ['in_progress', 'In progress'],
    ['IN-PROGRESS', 'In progress'],
    ['inProgress', 'In progress'],
    ['w4', 'W4'],
    ['Wartet auf Unterlagen', 'Wartet auf Unterlagen'],
  ])('%s → %s', (raw, words) => expect(humanise(raw)).toBe(words));
});

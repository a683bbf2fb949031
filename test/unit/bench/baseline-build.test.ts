import { describe, expect, it } from 'vitest';
import { baselineRevision } from '../../bench/baseline-build.js';

describe('the revision a benchmark compares against', () => {
  it('takes --baseline over BENCH_BASELINE', () => {
    expect(baselineRevision(['node', 'ui.bench.ts', '--baseline', 'v0.1.0'], { BENCH_BASELINE: '3db22ea' })).toBe(
      'v0.1.0',
    );
    expect(baselineRevision(['node', 'ui.bench.ts'], { BENCH_BASELINE: '3db22ea' })).toBe('3db22ea');
  });

  it('leaves the default (the merge-base with main) when neither is given', () => {
    expect(baselineRevision(['node', 'ui.bench.ts', '--growth'], {})).toBeUndefined();
    expect(baselineRevision(['node', 'ui.bench.ts'], { BENCH_BASELINE: '' })).toBeUndefined();
  });

  it('says what is missing when --baseline has no revision', () => {
    expect(() => baselineRevision(['node', 'ui.bench.ts', '--baseline'], {})).toThrow(/needs a git revision/);
    expect(() => baselineRevision(['node', 'ui.bench.ts', '--baseline', '--growth'], {})).toThrow(
      /needs a git revision/,
    );
  });
});

import { describe, expect, it } from 'vitest';
import {
  comparisonJson,
  comparisonTable,
  growth,
  interleave,
  median,
  medians,
  percentile,
  ratio,
} from '../../bench/compare.js';

describe('bench statistics', () => {
  it('takes the median of odd and even counts without reordering the input', () => {
    const values = [9, 1, 5];
    expect(median(values)).toBe(5);
    expect(values).toEqual([9, 1, 5]);
    expect(median([4, 1, 3, 2])).toBe(2.5);
    expect(() => median([])).toThrow(/no values/);
  });

  it('takes nearest-rank percentiles', () => {
    const hundred = Array.from({ length: 100 }, (_, i) => i + 1);
    expect(percentile(hundred, 0.95)).toBe(95);
    expect(percentile(hundred, 0.5)).toBe(50);
    expect(percentile([7], 0.95)).toBe(7);
  });

  it('gives no ratio against a missing or zero baseline', () => {
    expect(ratio(30, 20)).toBe(1.5);
    expect(ratio(30, 0)).toBeUndefined();
    expect(ratio(30, undefined)).toBeUndefined();
  });

  it('takes medians per figure over rounds', () => {
    expect(
      medians([
        { a: 1, b: 10 },
        { a: 3, b: 30 },
        { a: 2, b: 20 },
      ]),
    ).toEqual({ a: 2, b: 20 });
  });
});

describe('interleaved rounds', () => {
  it('alternates which build goes first and keeps each build’s results in round order', async () => {
    const calls: string[] = [];
    const results = await interleave(['new', 'old'], 4, async (build, round) => {
      calls.push(`${build}${round}`);
      return round;
    });
    expect(calls).toEqual(['new0', 'old0', 'old1', 'new1', 'new2', 'old2', 'old3', 'new3']);
    expect(results.get('new')).toEqual([0, 1, 2, 3]);
    expect(results.get('old')).toEqual([0, 1, 2, 3]);
  });
});

describe('side-by-side report', () => {
  const figures = [
    { label: 'dashboard ms', key: 'dashboardMs', now: 300, before: 200, target: '<= 100' },
    { label: 'rows', key: 'rows', now: 0, before: 0 },
  ];

  it('prints now, before and the ratio per figure, and a dash where there is no ratio', () => {
    const lines = comparisonTable('ui', figures, '3db22ea');
    expect(lines[1]).toMatch(/now\s+3db22ea\s+now\/before/);
    expect(lines[2]).toMatch(/dashboard ms\s+300\s+200\s+1\.5x\s+\(target <= 100\)/);
    expect(lines[3]).toMatch(/rows\s+0\s+0\s+-$/);
  });

  it('prints only the current figures without a baseline', () => {
    expect(comparisonTable('ui', figures)[2]).toMatch(/dashboard ms\s+300\s+\(target/);
  });

  it('puts the baseline, its figures and the ratios in the JSON line', () => {
    expect(comparisonJson(figures, '3db22ea')).toEqual({
      dashboardMs: 300,
      rows: 0,
      baseline: '3db22ea',
      before: { dashboardMs: 200, rows: 0 },
      ratio: { dashboardMs: 1.5, rows: null },
    });
    expect(comparisonJson(figures)).toEqual({ dashboardMs: 300, rows: 0 });
  });

  it('prints growth at twice the data per figure', () => {
    expect(growth({ loadMs: 100, rows: 0 }, { loadMs: 230, rows: 0 })).toEqual({ loadMs: 2.3, rows: null });
  });
});

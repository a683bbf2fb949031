/**
 * Side-by-side figures of two builds measured in the same run: interleaved rounds (so a noisy
 * moment of the machine lands on both), medians, ratios now/before and growth at twice the data.
 */

export const median = (values: number[]): number => {
  if (values.length === 0) throw new Error('median of no values');
  const sorted = [...values].sort((a, b) => a - b);
  const mid = sorted.length / 2;
  return Number.isInteger(mid) ? (sorted[mid - 1]! + sorted[mid]!) / 2 : sorted[Math.floor(mid)]!;
};

/** Nearest-rank percentile (p in 0..1). */
export const percentile = (values: number[], p: number): number => {
  if (values.length === 0) throw new Error('percentile of no values');
  const sorted = [...values].sort((a, b) => a - b);
  return sorted[Math.max(0, Math.ceil(p * sorted.length) - 1)]!;
};

/** Rounds a figure for printing and the JSON line. */
export const round = (n: number, digits = 0): number => Number(n.toFixed(digits));

/** now / before, undefined where there is nothing to divide by. */
export const ratio = (now: number, before: number | undefined): number | undefined =>
  before === undefined || before === 0 || !Number.isFinite(before) ? undefined : now / before;

/**
 * Runs `measure` for every build in every round, alternating which build goes first, and
 * returns each build's results in round order.
 */
export async function interleave<B, R>(
  builds: readonly B[],
  rounds: number,
  measure: (build: B, round: number) => Promise<R>,
): Promise<Map<B, R[]>> {
  const results = new Map<B, R[]>(builds.map((b) => [b, []]));
  for (let i = 0; i < rounds; i++) {
    const order = i % 2 === 0 ? builds : [...builds].reverse();
    for (const build of order) results.get(build)!.push(await measure(build, i));
  }
  return results;
}

/** The median of each numeric figure over rounds. */
export function medians<K extends string>(rounds: readonly Record<K, number>[]): Record<K, number> {
  if (rounds.length === 0) throw new Error('no rounds to take medians of');
  const keys = Object.keys(rounds[0]!) as K[];
  return Object.fromEntries(keys.map((k) => [k, median(rounds.map((r) => r[k]))])) as Record<K, number>;
}

export interface Figure {
  label: string;
  /** The JSON key. */
  key: string;
  now: number;
  before?: number;
  digits?: number;
  target?: string;
}

/** Lines of a table: figure, now, before, now/before, target. */
export function comparisonTable(title: string, figures: readonly Figure[], beforeLabel?: string): string[] {
  const width = Math.max(...figures.map((f) => f.label.length));
  const cell = (v: number | string | undefined) => String(v ?? '').padStart(10);
  const head = beforeLabel
    ? `  ${''.padEnd(width)}  ${cell('now')}  ${cell(beforeLabel)}  ${cell('now/before')}`
    : `  ${''.padEnd(width)}  ${cell('now')}`;
  const lines = [title, head];
  for (const f of figures) {
    const r = ratio(f.now, f.before);
    let line = `  ${f.label.padEnd(width)}  ${cell(round(f.now, f.digits))}`;
    if (beforeLabel)
      line += `  ${cell(f.before === undefined ? '-' : round(f.before, f.digits))}  ${cell(r === undefined ? '-' : `${round(r, 2)}x`)}`;
    if (f.target) line += `   (target ${f.target})`;
    lines.push(line);
  }
  return lines;
}

/** The JSON line's fields: each figure now, and with a baseline its figures and the ratios. */
export function comparisonJson(
  figures: readonly Figure[],
  baseline?: string,
): Record<string, number | string | Record<string, number | null>> {
  const json: Record<string, number | string | Record<string, number | null>> = {};
  for (const f of figures) json[f.key] = round(f.now, f.digits);
  if (baseline === undefined) return json;
  json['baseline'] = baseline;
  json['before'] = Object.fromEntries(
    figures.map((f) => [f.key, f.before === undefined ? null : round(f.before, f.digits)]),
  );
  json['ratio'] = Object.fromEntries(
    figures.map((f) => {
      const r = ratio(f.now, f.before);
      return [f.key, r === undefined ? null : round(r, 3)];
    }),
  );
  return json;
}

/** How much each figure grew from the data to twice the data (2x data → at most 2.2x). */
export function growth<K extends string>(
  single: Record<K, number>,
  double: Record<K, number>,
): Record<K, number | null> {
  return Object.fromEntries(
    (Object.keys(single) as K[]).map((k) => {
      const r = ratio(double[k], single[k]);
      return [k, r === undefined ? null : round(r, 3)];
    }),
  ) as Record<K, number | null>;
}

/** One build's figure in every round, in round order, as one printed line. */
export const roundsLine = (what: string, buildLabel: string, values: readonly number[]): string =>
  `  ${what} (${buildLabel}): ${values.map((v) => Math.round(v)).join(' ')}`;

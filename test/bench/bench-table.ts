/** Prints a benchmark's figures as a table and as one JSON line, the form CI logs keep. */
export function report(
  bench: string,
  rows: [label: string, value: string | number, target?: string][],
  json: Record<string, unknown>,
): void {
  const width = Math.max(...rows.map(([l]) => l.length));
  console.log(`\n${bench}`);
  for (const [label, value, target] of rows) {
    console.log(`  ${label.padEnd(width)}  ${String(value).padStart(10)}${target ? `   (target ${target})` : ''}`);
  }
  console.log(JSON.stringify({ bench, ...json }));
}

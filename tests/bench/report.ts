// How the bench prints its figures: numbers with grouped thousands, and aligned tables.
export const fmt = (n: number, digits = 0) =>
  n.toLocaleString('en-US', { maximumFractionDigits: digits, minimumFractionDigits: digits });

export function printTable(head: string[], rows: string[][]) {
  const widths = head.map((h, i) => Math.max(h.length, ...rows.map((r) => (r[i] ?? '').length)));
  const line = (cells: string[]) =>
    `  ${cells.map((c, i) => (i === 0 ? c.padEnd(widths[i]!) : c.padStart(widths[i]!))).join('  ')}`;
  console.log(line(head));
  console.log(`  ${widths.map((w) => '-'.repeat(w)).join('  ')}`);
  for (const r of rows) console.log(line(r));
}

/**
 * The p-th percentile of `values` by nearest rank: the smallest value that at least p % of them do not exceed
 * (rank ⌈p/100 × n⌉). Of 20 requests the p95 is the 19th slowest and the p50 the 10th; taking rank
 * ⌊p/100 × n⌋ + 1 instead made a p95 of 20 the slowest of all, one hiccup of a shared machine.
 */
export function percentile(values: number[], p: number): number {
  const sorted = [...values].sort((a, b) => a - b);
  if (sorted.length === 0) return NaN;
  const rank = Math.ceil((p / 100) * sorted.length);
  return sorted[Math.min(sorted.length, Math.max(1, rank)) - 1]!;
}

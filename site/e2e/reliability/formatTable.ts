import type { CheckResult } from './Check'

/** The table `npm run test:reliability` prints. */
export function formatTable(results: readonly CheckResult[]): string {
  const rows = results.map((r) => [
    r.suite,
    r.check,
    String(r.cases),
    String(r.held),
    r.skipped ? `skipped: ${r.skipped}` : r.held === r.cases && r.cases > 0 ? `held${r.note ? ` (${r.note})` : ''}` : `FAILED${r.note ? ` (${r.note})` : ''}`,
  ])
  const header = ['suite', 'what was tried', 'cases', 'held', 'result']
  const widths = header.map((h, i) => Math.max(h.length, ...rows.map((row) => row[i]!.length)))
  const line = (cells: string[]) => cells.map((cell, i) => (i === 2 || i === 3 ? cell.padStart(widths[i]!) : cell.padEnd(widths[i]!))).join(' │ ').trimEnd()
  const out = [line(header), widths.map((w) => '─'.repeat(w)).join('─┼─'), ...rows.map(line)]
  const failed = results.filter((r) => r.failures.length > 0)
  for (const r of failed) out.push('', `${r.suite} / ${r.check}: ${r.cases - r.held} of ${r.cases} did not hold, e.g.`, ...r.failures.map((f) => `  - ${f}`))
  return out.join('\n')
}

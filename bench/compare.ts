// The bench's figures beside those of the bench before (the JSON is kept per run so a regression shows):
// which budgets changed side, and how each page's Lighthouse figures, first-load JavaScript, the throughput and the
// memory moved.
import { readdirSync, readFileSync } from 'node:fs'
import { join } from 'node:path'
import type { BenchResult } from './BenchResult'
import { checkBudgets, kb } from './budgets'
import { median } from './median'

/** A bench result read back from bench/results, with the name of its file. */
export interface KeptResult {
  file: string
  result: BenchResult
}

/**
 * The latest result kept in `dir` (files are named by the ISO date of their run, so their names sort by time), or
 * undefined when there is none. A file that does not parse is passed over for the one before it.
 */
export function latestKeptResult(dir: string): KeptResult | undefined {
  let files: string[]
  try {
    files = readdirSync(dir).filter((file) => /^\d{4}-\d{2}-\d{2}T[\d-]+Z\.json$/.test(file))
  } catch {
    return undefined
  }
  for (const file of files.sort().reverse()) {
    try {
      const result = JSON.parse(readFileSync(join(dir, file), 'utf8')) as BenchResult
      if (result.lighthouse && result.throughput && result.memory) return { file, result }
    } catch {
      // a half-written or hand-edited file: the one before it will do
    }
  }
  return undefined
}

/** Lighthouse's CPU benchmark index of every run of a result, where it was reported (higher is a faster machine). */
export function benchmarkIndices(result: BenchResult): number[] {
  return Object.values(result.lighthouse).flatMap((lh) => lh.benchmarkIndex ?? []).filter(Number.isFinite)
}

/** A signed difference, with a true minus sign, and "±0" for none. */
function signed(value: number, digits: number, unit = ''): string {
  const rounded = Number(value.toFixed(digits))
  if (rounded === 0) return '±0'
  return `${rounded > 0 ? '+' : '−'}${Math.abs(rounded).toFixed(digits)}${unit}`
}

/** A performance median with its runs, when the result kept them. */
const withRuns = (scores: number[] | undefined, middle: number) => `${middle}${scores?.length ? ` (${scores.join(', ')})` : ''}`

/**
 * Markdown lines comparing a bench result with the one kept before it: a table of the figures that moved or not,
 * then the budgets met before and missed now, and the other way round.
 */
export function comparisonWith(current: BenchResult, before: KeptResult): string[] {
  const previous = before.result
  const rows: string[][] = []
  for (const name of Object.keys(current.pages)) {
    const [now, then] = [current.lighthouse[name], previous.lighthouse?.[name]]
    if (now && then) {
      const [tbt, tbtThen] = [Math.round(now.metrics.tbtMs), Math.round(then.metrics.tbtMs)]
      const [lcp, lcpThen] = [(now.metrics.lcpMs / 1000).toFixed(2), (then.metrics.lcpMs / 1000).toFixed(2)]
      rows.push(
        [`${name}: performance (runs)`, withRuns(then.performanceRuns, then.scores.performance), withRuns(now.performanceRuns, now.scores.performance), signed(now.scores.performance - then.scores.performance, 0)],
        [`${name}: TBT`, `${tbtThen} ms`, `${tbt} ms`, signed(tbt - tbtThen, 0, ' ms')],
        [`${name}: LCP`, `${lcpThen} s`, `${lcp} s`, signed(Number(lcp) - Number(lcpThen), 2, ' s')],
      )
    }
    const [js, jsThen] = [current.js[name], previous.js?.[name]]
    if (js && jsThen) {
      const [size, sizeThen] = [kb(js.totalGzipBytes), kb(jsThen.totalGzipBytes)]
      rows.push([`${name}: first-load JS gzip`, sizeThen, size, signed(parseFloat(size) - parseFloat(sizeThen), 1, ' KB')])
      if (js.documentBytes !== undefined && jsThen.documentBytes !== undefined)
        rows.push([`${name}: HTML sent`, `${jsThen.documentBytes} B`, `${js.documentBytes} B`, signed(js.documentBytes - jsThen.documentBytes, 0, ' B')])
    }
  }
  if (current.control && previous.control) {
    const [tbt, tbtThen] = [Math.round(current.control.metrics.tbtMs), Math.round(previous.control.metrics.tbtMs)]
    rows.push(
      ['control page: performance (runs)', withRuns(previous.control.performanceRuns, previous.control.scores.performance), withRuns(current.control.performanceRuns, current.control.scores.performance), signed(current.control.scores.performance - previous.control.scores.performance, 0)],
      ['control page: TBT', `${tbtThen} ms`, `${tbt} ms`, signed(tbt - tbtThen, 0, ' ms')],
    )
  }
  const [ssr, ssrThen] = [current.throughput.ssr.requestsPerSecond, previous.throughput.ssr.requestsPerSecond]
  rows.push(['SSR of `/`', `${ssrThen} req/s`, `${ssr} req/s`, `${signed(((ssr - ssrThen) / ssrThen) * 100, 0)} %`])
  const requests = (result: BenchResult) => result.memory.requests.toLocaleString('en-GB')
  rows.push([
    // a quick bench makes fewer requests: say so rather than compare unlike figures silently
    requests(current) === requests(previous) ? `steady RSS after ${requests(current)} requests` : `steady RSS after ${requests(previous)}, now ${requests(current)} requests`,
    `${previous.memory.rssSteadyMb} MB`,
    `${current.memory.rssSteadyMb} MB`,
    signed(current.memory.rssSteadyMb - previous.memory.rssSteadyMb, 1, ' MB'),
  ])
  const index = (result: BenchResult) => Math.round(median(benchmarkIndices(result)))
  const [indexNow, indexThen] = [index(current), index(previous)]
  if (Number.isFinite(indexNow) && Number.isFinite(indexThen))
    rows.push(["Lighthouse's benchmark index (median; higher is a faster machine)", String(indexThen), String(indexNow), signed(indexNow - indexThen, 0)])

  const metBefore = new Map(checkBudgets(previous).map((check) => [check.budget, check.met]))
  const checks = checkBudgets(current).filter((check) => metBefore.has(check.budget))
  const list = (budgets: string[]) => (budgets.length ? budgets.join('; ') : 'none')
  return [
    '',
    `Since the bench before (\`bench/results/${before.file}\`, commit \`${previous.commit.slice(0, 10)}\`):`,
    '',
    '| figure | before | now | change |',
    '|---|---|---|---|',
    ...rows.map((cells) => `| ${cells.join(' | ')} |`),
    '',
    `Budgets met before and missed now: ${list(checks.filter((c) => metBefore.get(c.budget) && !c.met).map((c) => c.budget))}. Missed before and met now: ${list(checks.filter((c) => !metBefore.get(c.budget) && c.met).map((c) => c.budget))}.`,
    '',
    "The JavaScript's size depends on the build alone, so a change there is the code's. The Lighthouse figures and the throughput also move with the load of a shared machine, as the benchmark index and the control page show.",
  ]
}

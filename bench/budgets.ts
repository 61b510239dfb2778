// The performance budgets, checked against one bench result (the report's table, the bench's summary line, the
// comparison with the bench before).
import type { BenchResult } from './BenchResult'
import type { LcpElement } from './lighthouse'

/** One performance budget and whether the run met it. */
export interface BudgetCheck {
  budget: string
  measured: string
  met: boolean
}

/** Bytes as KB of 1,024, one decimal, as the bench reports them. */
export const kb = (bytes: number) => `${(bytes / 1024).toFixed(1)} KB`

/** The performance budgets against a run. */
export function checkBudgets(result: BenchResult): BudgetCheck[] {
  const checks: BudgetCheck[] = []
  for (const [name, lh] of Object.entries(result.lighthouse)) {
    // the goal is the median's; the floor is every run's (a result from before runs were kept checks its median)
    checks.push({ budget: `${name}: Lighthouse performance 100 (median)`, measured: String(lh.scores.performance), met: lh.scores.performance === 100 })
    const runs = lh.performanceRuns ?? [lh.scores.performance]
    checks.push({ budget: `${name}: Lighthouse performance never below 95 (each run)`, measured: runs.join(', '), met: Math.min(...runs) >= 95 })
    for (const category of ['accessibility', 'best-practices', 'seo'] as const)
      checks.push({ budget: `${name}: Lighthouse ${category} 100`, measured: String(lh.scores[category]), met: lh.scores[category] === 100 })
    checks.push({ budget: `${name}: CLS < 0.02`, measured: lh.metrics.cls.toFixed(3), met: lh.metrics.cls < 0.02 })
    checks.push({ budget: `${name}: LCP element is text or an eagerly loaded, sized image`, ...judgeLcpElement(lh.lcpElement) })
  }
  const home = result.js.home
  if (home) {
    checks.push({ budget: 'home: first-load JS ≤ 120 KB gzip', measured: kb(home.totalGzipBytes), met: home.totalGzipBytes <= 120 * 1024 })
    checks.push({
      budget: 'home: only the chunks of the sections on the page',
      measured: home.unexpectedSectionChunks.length ? `also ${home.unexpectedSectionChunks.join(', ')}` : `${home.sectionChunks.length} section chunks, all on the page`,
      met: home.unexpectedSectionChunks.length === 0,
    })
  }
  checks.push({ budget: 'SSR of the home page ≥ 1,000 req/s (10 connections, 20 s)', measured: `${result.throughput.ssr.requestsPerSecond} req/s`, met: result.throughput.ssr.requestsPerSecond >= 1000 })
  checks.push({ budget: `steady RSS < 200 MB after 100,000 requests`, measured: `${result.memory.rssSteadyMb} MB after ${result.memory.requests.toLocaleString('en-GB')}`, met: result.memory.rssSteadyMb < 200 && result.memory.requests >= 100_000 })
  return checks
}

/** Text as inline code in a Markdown table cell: no backtick to end it, no bar to split the cell. */
const cellCode = (text: string) => `\`${text.replaceAll('`', "'").replaceAll('|', '\\|')}\``

/**
 * The rule for the LCP element, from the opening tag Lighthouse gives: an image must not be lazily loaded and
 * must say its width and height (no shift, no wait for a scroll); a video (its poster) is neither; anything else is
 * text, which paints as soon as its font allows.
 */
export function judgeLcpElement(element: LcpElement | undefined): Omit<BudgetCheck, 'budget'> {
  if (!element) return { measured: 'not reported by Lighthouse', met: false }
  const tag = /^<([a-z]+)/i.exec(element.snippet)?.[1]?.toLowerCase() ?? ''
  if (tag === 'video') return { measured: `a video: ${cellCode(element.snippet)}`, met: false }
  if (tag !== 'img' && tag !== 'image') return { measured: `text: ${cellCode(element.snippet)}`, met: true }
  const attribute = (name: string) => new RegExp(`\\s${name}="([^"]+)"`, 'i').exec(element.snippet)?.[1]
  const [width, height, loading] = [attribute('width'), attribute('height'), attribute('loading')]
  const file = attribute('src')?.split('/').pop()
  const faults = [loading === 'lazy' && 'lazily loaded', !(width && height) && 'no width and height'].filter(Boolean)
  const described = `an image${file ? ` ${cellCode(file)}` : ''}, ${width && height ? `${width}×${height}` : 'unsized'}, loading ${loading ?? 'eager (default)'}`
  return { measured: faults.length ? `${described}: ${faults.join(', ')}` : described, met: faults.length === 0 }
}

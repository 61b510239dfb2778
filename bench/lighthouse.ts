import * as chromeLauncher from 'chrome-launcher'
import lighthouse from 'lighthouse'
import { CHROMIUM_PATH } from '../runtime/testing/launchBrowser'
import { median } from './median'
import { watchTbt, type TbtAttribution, type TbtByWork } from './tbtAttribution'

/** Flags for Lighthouse's chromium: the local binary, headless, off the closed network. */
export const LIGHTHOUSE_CHROME_FLAGS = ['--headless', '--no-sandbox', '--disable-gpu', '--disable-background-networking', '--disable-component-update', '--no-first-run']

const CATEGORIES = ['performance', 'accessibility', 'best-practices', 'seo'] as const
const METRICS = {
  fcpMs: 'first-contentful-paint',
  lcpMs: 'largest-contentful-paint',
  tbtMs: 'total-blocking-time',
  cls: 'cumulative-layout-shift',
  speedIndexMs: 'speed-index',
} as const

/** One page's Lighthouse figures: the median of each over the runs. */
export interface LighthouseResult {
  url: string
  runs: number
  /** Category scores, 0 to 100. */
  scores: Record<(typeof CATEGORIES)[number], number>
  /** The performance score of each run, in the order run (the score's floor is on every run, not the median). */
  performanceRuns?: number[] | undefined
  metrics: Record<keyof typeof METRICS, number>
  /** The LCP element of the median-performance run, as Lighthouse describes it. */
  lcpElement: LcpElement | undefined
  /** Audits that did not pass in the median-performance run, by category, with their titles. */
  failing: { category: string; id: string; title: string; score: number | null }[]
  /**
   * Lighthouse's own CPU benchmark of the machine at each run (higher is faster). Its simulated throttling
   * multiplies the main-thread time it observes, so on a shared machine a slow moment lowers the score: this says
   * how fast the machine was when the figures were taken.
   */
  benchmarkIndex: number[]
  /** The browser Lighthouse drove, as it reported itself. */
  browser: string | undefined
  /** The median-performance run's TBT by the kind of work of each blocking task (tbtAttribution.ts). */
  tbtByWork?: TbtByWork | undefined
  /** That run's TBT, which the kinds add up to (give or take rounding). */
  tbtOfThatRunMs?: number | undefined
  /**
   * Of that run's blocking tasks, the share of their observed (wall) time the main thread was running on a CPU
   * (tbtAttribution.ts onCpuShare). Lantern multiplies the wall time: the rest is waiting counted as work.
   */
  tbtTasksOnCpu?: number | undefined
  /** Each run's figures, in the order run: what a run below the median or the floor lost its points to. */
  runFigures?: RunFigures[] | undefined
}

/** One Lighthouse run's performance score, its metrics, the machine's speed then and its TBT by kind of work. */
export interface RunFigures {
  performance: number
  metrics: Record<keyof typeof METRICS, number>
  benchmarkIndex: number
  tbtByWork?: TbtByWork | undefined
}

/** An element as Lighthouse describes it: its text or alt (label) and its opening tag (snippet). */
export interface LcpElement {
  label: string
  snippet: string
}

interface LhrNode {
  type?: string
  nodeLabel?: string
  snippet?: string
}

interface Lhr {
  categories: Record<string, { score: number | null; auditRefs: { id: string; weight: number }[] }>
  audits: Record<string, { numericValue?: number; score: number | null; title: string; scoreDisplayMode: string; details?: { items?: (LhrNode & { items?: { node?: LhrNode }[]; node?: LhrNode })[] } }>
  runtimeError?: { message: string }
  environment?: { benchmarkIndex?: number; hostUserAgent?: string }
}

/**
 * The LCP element of a run, as Lighthouse describes it. Lighthouse 13 names it in the LCP breakdown insight (a node
 * item beside the table of subparts); Lighthouse 12 and before had the `largest-contentful-paint-element` audit.
 */
export function lcpElementOf(lhr: Pick<Lhr, 'audits'>): LcpElement | undefined {
  for (const id of ['lcp-breakdown-insight', 'largest-contentful-paint-element']) {
    for (const item of lhr.audits[id]?.details?.items ?? []) {
      const node = item.type === 'node' ? item : (item.node ?? item.items?.[0]?.node)
      if (node?.snippet) return { label: node.nodeLabel ?? '', snippet: node.snippet }
    }
  }
  return undefined
}

/** Each metric's median over the runs given (of one run, its value). */
function metricsOf(results: Lhr[]): LighthouseResult['metrics'] {
  return Object.fromEntries(
    Object.entries(METRICS).map(([key, audit]) => [key, Math.round(median(results.map((r) => r.audits[audit]?.numericValue ?? Number.NaN)) * 1000) / 1000]),
  ) as LighthouseResult['metrics']
}

/**
 * Lighthouse 13, mobile preset (its default), on one URL `runs` times in the local chromium; medians. `beforeEachRun`
 * readies the server before each run (bench/run.ts: content fresh, the page's uploads kept), so that no work of the
 * server's, on the same cores as the browser, falls inside the load Lighthouse measures.
 */
export async function runLighthouse(url: string, runs = 3, beforeEachRun?: () => Promise<void>): Promise<LighthouseResult> {
  const results: Lhr[] = []
  const attributions = new Map<Lhr, TbtAttribution | undefined>()
  let failures = 0
  while (results.length < runs) {
    await beforeEachRun?.()
    // a fresh browser per run: no cache, no state carried between runs
    const chrome = await chromeLauncher.launch({ chromePath: CHROMIUM_PATH, chromeFlags: LIGHTHOUSE_CHROME_FLAGS, logLevel: 'silent' })
    try {
      const tbt = watchTbt()
      const result = await lighthouse(url, { port: chrome.port, output: 'json', logLevel: 'error', onlyCategories: [...CATEGORIES] })
      const lhr = result?.lhr as unknown as Lhr | undefined
      if (!lhr) throw new Error(`Lighthouse returned nothing for ${url}`)
      if (lhr.runtimeError) throw new Error(`Lighthouse failed on ${url}: ${lhr.runtimeError.message}`)
      results.push(lhr)
      attributions.set(lhr, tbt.take())
    } catch (error) {
      // a trace lost on a busy machine (NO_NAVSTART …) is the machine's, not the page's: try again, twice at most
      failures += 1
      if (failures > 2) throw error
      console.warn(`bench: ${(error as Error).message}; running it again`)
    } finally {
      chrome.kill()
    }
  }
  const score = (lhr: Lhr, category: string) => Math.round((lhr.categories[category]?.score ?? 0) * 100)
  const scores = Object.fromEntries(CATEGORIES.map((c) => [c, median(results.map((r) => score(r, c)))])) as LighthouseResult['scores']
  const performanceRuns = results.map((r) => score(r, 'performance'))
  const metrics = metricsOf(results)
  const byPerformance = [...results].sort((a, b) => score(a, 'performance') - score(b, 'performance'))
  const middle = byPerformance[Math.floor(byPerformance.length / 2)]!
  const failing = CATEGORIES.flatMap((category) =>
    (middle.categories[category]?.auditRefs ?? [])
      .filter((ref) => ref.weight > 0)
      .map((ref) => ({ ref, audit: middle.audits[ref.id] }))
      .filter(({ audit }) => audit && audit.scoreDisplayMode !== 'notApplicable' && audit.scoreDisplayMode !== 'manual' && audit.score !== null && audit.score < 1)
      .map(({ ref, audit }) => ({ category, id: ref.id, title: audit!.title, score: audit!.score })),
  )
  const benchmarkIndex = results.map((r) => Math.round(r.environment?.benchmarkIndex ?? Number.NaN))
  const browser = /(?:Headless)?Chrome\/[\d.]+/.exec(middle.environment?.hostUserAgent ?? '')?.[0]
  const attribution = attributions.get(middle)
  const tbtByWork = attribution?.byWork
  const tbtTasksOnCpu = attribution?.onCpuShare === undefined ? undefined : Math.round(attribution.onCpuShare * 100) / 100
  const tbtOfThatRunMs = Math.round(middle.audits['total-blocking-time']?.numericValue ?? Number.NaN)
  const runFigures = results.map((lhr, index) => ({
    performance: performanceRuns[index]!,
    metrics: metricsOf([lhr]),
    benchmarkIndex: benchmarkIndex[index]!,
    tbtByWork: attributions.get(lhr)?.byWork,
  }))
  return { url, runs, scores, performanceRuns, metrics, lcpElement: lcpElementOf(middle), failing, benchmarkIndex, browser, tbtByWork, tbtOfThatRunMs, tbtTasksOnCpu, runFigures }
}

import { describe, expect, it } from 'vitest'
import type { BenchResult } from './BenchResult'
import type { LighthouseResult } from './lighthouse'
import { checkBudgets } from './report'

function page(performance: number, performanceRuns?: number[]): LighthouseResult {
  return {
    url: 'http://127.0.0.1/',
    runs: performanceRuns?.length ?? 1,
    scores: { performance, accessibility: 100, 'best-practices': 100, seo: 100 },
    performanceRuns,
    metrics: { fcpMs: 900, lcpMs: 1500, tbtMs: 120, cls: 0, speedIndexMs: 1200 },
    lcpElement: undefined,
    failing: [],
    benchmarkIndex: [1500],
    browser: undefined,
  }
}

function result(lighthouse: Record<string, LighthouseResult>): BenchResult {
  const load = { requestsPerSecond: 3000 } as BenchResult['throughput']['ssr']
  return {
    lighthouse,
    js: {},
    throughput: { ssr: load, staticCopy: load, ratio: 1 },
    memory: { requests: 100_000, durationS: 30, errors: 0, non2xx: 0, rssBeforeMb: 140, rssAfterMb: 160, rssSteadyMb: 160 },
  } as unknown as BenchResult
}

const performanceChecks = (r: BenchResult) => checkBudgets(r).filter((c) => c.budget.includes('performance'))

describe('checkBudgets: Lighthouse performance', () => {
  it('holds the median to the goal of 100 and every run to the floor of 95', () => {
    expect(performanceChecks(result({ home: page(97, [96, 97, 98]) }))).toEqual([
      { budget: 'home: Lighthouse performance 100 (median)', measured: '97', met: false },
      { budget: 'home: Lighthouse performance never below 95 (each run)', measured: '96, 97, 98', met: true },
    ])
  })

  it('fails the floor on one run below 95, whatever the median', () => {
    const [goal, floor] = performanceChecks(result({ landing: page(100, [100, 100, 94]) }))
    expect(goal!.met).toBe(true)
    expect(floor).toEqual({ budget: 'landing: Lighthouse performance never below 95 (each run)', measured: '100, 100, 94', met: false })
  })

  it('checks the median against the floor for a result kept before runs were recorded', () => {
    expect(performanceChecks(result({ blog: page(95) }))[1]).toMatchObject({ measured: '95', met: true })
  })
})

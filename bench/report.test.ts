import { describe, expect, it } from 'vitest'
import type { LighthouseResult, RunFigures } from './lighthouse'
import { controlSentence } from './controlPage'
import { runsTable } from './report'

const run = (performance: number, tbtMs: number, lcpMs: number, tbtByWork?: RunFigures['tbtByWork']): RunFigures => ({
  performance,
  metrics: { fcpMs: 1023.1, lcpMs, tbtMs, cls: 0, speedIndexMs: 1100 },
  benchmarkIndex: 1300,
  tbtByWork,
})

function page(runFigures?: RunFigures[]): LighthouseResult {
  return {
    url: 'http://127.0.0.1/web-hosting',
    runs: 3,
    scores: { performance: 100, accessibility: 100, 'best-practices': 100, seo: 100 },
    metrics: { fcpMs: 1000, lcpMs: 1500, tbtMs: 50, cls: 0, speedIndexMs: 1100 },
    lcpElement: undefined,
    failing: [],
    benchmarkIndex: [1300, 1300, 1300],
    browser: undefined,
    runFigures,
  }
}

describe('runsTable: every Lighthouse run', () => {
  it("lists each run in the order run, with its TBT split into the kinds of work that blocked", () => {
    const lines = runsTable({
      lighthouse: {
        landing: page([
          run(93, 310.4, 2254, { navigation: 120, parseHtml: 0, styleLayoutPaint: 90, script: 100, other: 0 }),
          run(100, 20, 1500, { navigation: 0, parseHtml: 0, styleLayoutPaint: 0, script: 0, other: 0 }),
          run(100, 45, 1504),
        ]),
      },
    })
    expect(lines).toContain('| landing | 1 | 93 | 1.02 s | 2.25 s | 310 ms (commit 120, style and layout 90, script 100) | 1.10 s | 1300 |')
    expect(lines).toContain('| landing | 2 | 100 | 1.02 s | 1.50 s | 20 ms (none) | 1.10 s | 1300 |')
    // a run whose attribution failed says nothing of it
    expect(lines).toContain('| landing | 3 | 100 | 1.02 s | 1.50 s | 45 ms | 1.10 s | 1300 |')
  })

  it('is left out for results kept before runs were recorded', () => {
    expect(runsTable({ lighthouse: { landing: page() } })).toEqual([])
  })
})

describe('the control page in the report', () => {
  it("gives its performance with each run, its TBT and the commit's share of it", () => {
    const control = { ...page(), performanceRuns: [100, 97, 100], metrics: { fcpMs: 700, lcpMs: 700, tbtMs: 61.4, cls: 0, speedIndexMs: 700 }, tbtByWork: { navigation: 58, parseHtml: 0, styleLayoutPaint: 3, script: 0, other: 0 } }
    expect(controlSentence(control).join('\n')).toContain("performance 100 (runs 100, 97, 100), TBT 61 ms, 58 ms of its median run's TBT the navigation commit")
  })

  it('is left out for results kept before the control was measured', () => {
    expect(controlSentence(undefined)).toEqual([])
  })
})

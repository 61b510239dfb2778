import { describe, expect, it } from 'vitest'
import type { BenchResult } from './BenchResult'
import { lcpElementOf, type LighthouseResult } from './lighthouse'
import { checkBudgets, judgeLcpElement } from './budgets'

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

describe('judgeLcpElement (text, or an eagerly loaded image with its size)', () => {
  it('passes text', () => {
    expect(judgeLcpElement({ label: 'Our new VPS range…', snippet: '<p class="_lede_1ccpu_203">' })).toEqual({
      measured: 'text: `<p class="_lede_1ccpu_203">`',
      met: true,
    })
  })

  it('passes an eager image with width and height, and fails a lazy or unsized one', () => {
    expect(
      judgeLcpElement({ label: 'Hero', snippet: '<img src="http://cms/uploads/a.jpg" width="800" height="600" loading="eager">' }),
    ).toEqual({
      measured: 'an image `a.jpg`, 800×600, loading eager',
      met: true,
    })
    expect(judgeLcpElement({ label: 'Hero', snippet: '<img src="/a.jpg" width="800" height="600" loading="lazy">' })).toEqual({
      measured: 'an image `a.jpg`, 800×600, loading lazy: lazily loaded',
      met: false,
    })
    expect(judgeLcpElement({ label: 'Hero', snippet: '<img src="/a.jpg">' })).toEqual({
      measured: 'an image `a.jpg`, unsized, loading eager (default): no width and height',
      met: false,
    })
  })

  it('fails a video poster, and an element Lighthouse did not name', () => {
    expect(judgeLcpElement({ label: '', snippet: '<video poster="/p.jpg">' }).met).toBe(false)
    expect(judgeLcpElement(undefined)).toEqual({ measured: 'not reported by Lighthouse', met: false })
  })

  it('keeps a table cell whole', () => {
    expect(judgeLcpElement({ label: '', snippet: '<h1 title="a | b">' }).measured).toBe('text: `<h1 title="a \\| b">`')
  })
})

describe('lcpElementOf', () => {
  const node = { type: 'node', snippet: '<p class="_lede_1ccpu_203">', nodeLabel: 'Our new VPS range…' }
  const lhrWith = (id: string, items: object[]) => ({ audits: { [id]: { score: 1, title: id, scoreDisplayMode: 'informative', details: { items } } } })

  it("reads Lighthouse 13's LCP breakdown insight, where the node follows the table of subparts", () => {
    expect(lcpElementOf(lhrWith('lcp-breakdown-insight', [{ type: 'table' }, node]))).toEqual({
      label: 'Our new VPS range…',
      snippet: '<p class="_lede_1ccpu_203">',
    })
  })

  it("reads Lighthouse 12's LCP element audit, and gives undefined when neither is there", () => {
    expect(lcpElementOf(lhrWith('largest-contentful-paint-element', [{ items: [{ node }] }]))?.snippet).toBe('<p class="_lede_1ccpu_203">')
    expect(lcpElementOf({ audits: {} })).toBeUndefined()
  })
})

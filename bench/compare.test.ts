import { mkdtempSync, writeFileSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { describe, expect, it } from 'vitest'
import type { BenchResult } from './BenchResult'
import { comparisonWith, latestKeptResult } from './compare'
import type { LighthouseResult } from './lighthouse'

function page(performanceRuns: number[], tbtMs: number, lcpMs: number, benchmarkIndex = [1500]): LighthouseResult {
  const performance = [...performanceRuns].sort((a, b) => a - b)[1]!
  return {
    url: 'http://127.0.0.1/',
    runs: 3,
    scores: { performance, accessibility: 100, 'best-practices': 100, seo: 100 },
    performanceRuns,
    metrics: { fcpMs: 900, lcpMs, tbtMs, cls: 0, speedIndexMs: 1200 },
    lcpElement: { label: 'Heading', snippet: '<h1>' },
    failing: [],
    benchmarkIndex,
    browser: undefined,
  }
}

function result(commit: string, lighthouse: Record<string, LighthouseResult>, homeJsBytes: number, ssr: number, rssSteadyMb: number): BenchResult {
  const load = (requestsPerSecond: number) => ({ requestsPerSecond }) as BenchResult['throughput']['ssr']
  return {
    commit,
    pages: Object.fromEntries(Object.keys(lighthouse).map((name) => [name, name === 'home' ? '/' : `/${name}`])),
    lighthouse,
    js: { home: { totalGzipBytes: homeJsBytes, totalRawBytes: homeJsBytes * 3, files: [], sectionChunks: [], unexpectedSectionChunks: [] } },
    throughput: { ssr: load(ssr), staticCopy: load(1000), ratio: ssr / 1000 },
    memory: { requests: 100_000, durationS: 40, errors: 0, non2xx: 0, rssBeforeMb: 140, rssAfterMb: 160, rssSteadyMb },
  } as unknown as BenchResult
}

const before = result('aaaaaaaaaaaaaaaa', { home: page([96, 97, 99], 150.4, 1510), blog: page([93, 96, 96], 222.5, 1680) }, 119.4 * 1024, 2500, 158.8)

describe('comparisonWith: the bench beside the one before', () => {
  const now = result(
    'bbbbbbbbbbbbbbbb',
    { home: page([94, 91, 94], 227, 2260, [1100]), blog: page([96, 97, 98], 250, 1680, [1200]), article: page([99, 99, 100], 90, 1300) },
    121.5 * 1024,
    2650,
    170,
  )
  const lines = comparisonWith(now, { file: '2026-11-26T00-48-54-801Z.json', result: before })
  const row = (figure: string) => lines.find((line) => line.startsWith(`| ${figure} |`))

  it('names the result it compares with', () => {
    expect(lines).toContain('Since the bench before (`bench/results/2026-11-26T00-48-54-801Z.json`, commit `aaaaaaaaaa`):')
  })

  it("puts each page's figures side by side, the change worked out from the figures as shown", () => {
    expect(row('home: performance (runs)')).toBe('| home: performance (runs) | 97 (96, 97, 99) | 94 (94, 91, 94) | −3 |')
    expect(row('home: TBT')).toBe('| home: TBT | 150 ms | 227 ms | +77 ms |')
    expect(row('home: LCP')).toBe('| home: LCP | 1.51 s | 2.26 s | +0.75 s |')
    expect(row('blog: TBT')).toBe('| blog: TBT | 223 ms | 250 ms | +27 ms |')
    expect(row('blog: LCP')).toBe('| blog: LCP | 1.68 s | 1.68 s | ±0 |')
    expect(row('home: first-load JS gzip')).toBe('| home: first-load JS gzip | 119.4 KB | 121.5 KB | +2.1 KB |')
  })

  it('compares the HTML sent when both benches measured it, and leaves it out when the one before did not', () => {
    expect(row('home: HTML sent')).toBeUndefined()
    const withDocument = (r: BenchResult, documentBytes: number) => ({ ...r, js: { home: { ...r.js.home!, documentBytes } } })
    const both = comparisonWith(withDocument(now, 14_318), { file: 'x.json', result: withDocument(before, 15_725) })
    expect(both.find((line) => line.startsWith('| home: HTML sent |'))).toBe('| home: HTML sent | 15725 B | 14318 B | −1407 B |')
  })

  it('leaves out a page the bench before did not measure', () => {
    expect(lines.some((line) => line.startsWith('| article:'))).toBe(false)
  })

  it('compares the throughput as a share, the memory in MB and how fast the machine was', () => {
    expect(row('SSR of `/`')).toBe('| SSR of `/` | 2500 req/s | 2650 req/s | +6 % |')
    expect(row('steady RSS after 100,000 requests')).toBe('| steady RSS after 100,000 requests | 158.8 MB | 170 MB | +11.2 MB |')
    expect(row("Lighthouse's benchmark index (median; higher is a faster machine)")).toContain('| 1500 | 1200 | −300 |')
  })

  it("says so when the memory figures come from different numbers of requests (a quick bench's)", () => {
    const quick = { ...now, memory: { ...now.memory, requests: 10_000 } }
    const lines = comparisonWith(quick, { file: 'x.json', result: before })
    expect(lines.find((line) => line.startsWith('| steady RSS'))).toBe('| steady RSS after 100,000, now 10,000 requests | 158.8 MB | 170 MB | +11.2 MB |')
  })

  it('lists the budgets that changed side, both ways', () => {
    const budgets = lines.find((line) => line.startsWith('Budgets met before'))
    expect(budgets).toBe(
      'Budgets met before and missed now: home: Lighthouse performance never below 95 (each run); home: first-load JS ≤ 120 KB gzip. ' +
        'Missed before and met now: blog: Lighthouse performance never below 95 (each run).',
    )
  })
})

describe('latestKeptResult', () => {
  it('reads the latest result by its file name, passing over one that does not parse and files of other names', () => {
    const dir = mkdtempSync(join(tmpdir(), 'stratum-bench-results-'))
    writeFileSync(join(dir, '2026-11-25T10-00-00-000Z.json'), JSON.stringify(result('older', {}, 1, 1, 1)))
    writeFileSync(join(dir, '2026-11-26T03-14-22-260Z.json'), JSON.stringify(before))
    writeFileSync(join(dir, '2026-11-26T09-00-00-000Z.json'), '{"lighthouse": {') // cut off mid-way
    writeFileSync(join(dir, 'latest.md'), '# Benchmarks')
    writeFileSync(join(dir, 'zz-notes.json'), JSON.stringify(result('not a run', {}, 1, 1, 1)))
    expect(latestKeptResult(dir)).toEqual({ file: '2026-11-26T03-14-22-260Z.json', result: before })
  })

  it('finds nothing in an empty or missing folder', () => {
    expect(latestKeptResult(mkdtempSync(join(tmpdir(), 'stratum-bench-results-')))).toBeUndefined()
    expect(latestKeptResult(join(tmpdir(), 'stratum-no-such-folder'))).toBeUndefined()
  })
})

import type { BenchResult } from './BenchResult'
import { checkBudgets, kb } from './budgets'
import { FIRST_ROUND_TRIP_BYTES } from './jsAudit'
import { benchmarkIndices, comparisonWith, type KeptResult } from './compare'
import { WORK_KINDS, type WorkKind } from './tbtAttribution'
import type { RunFigures } from './lighthouse'
import { median } from './median'
import { controlSentence } from './controlPage'

/**
 * The Markdown report (bench/results/latest.md, and the figures of docs/performance.md), with the figures beside those
 * of the bench before when there is one.
 */
export function renderMarkdown(result: BenchResult, before?: KeptResult): string {
  const { machine } = result
  const lines: string[] = []
  lines.push(
    `Measured ${machine.date.slice(0, 10)} at commit \`${result.commit.slice(0, 10)}\` by \`npm run bench\` on ${machine.nproc} cores (${machine.cpuModel}), ${machine.memoryGiB} GiB, Node ${machine.node}; load average ${machine.loadAverage.join(' / ')} at the start (a shared machine: other work skews the timings)${machine.freshMemoryMs === undefined ? '' : `; 64 MiB of fresh memory written in ${machine.freshMemoryMs} ms (page faults: what the host's virtualisation costs a new process)`}. Content from the real Strapi (CONTENT_SOURCE=strapi).`,
    '',
    '| page | performance | accessibility | best practices | SEO | LCP | CLS | TBT | JS gzip (raw) | section chunks | HTML sent |',
    '|---|---|---|---|---|---|---|---|---|---|---|',
  )
  for (const [name, path] of Object.entries(result.pages)) {
    const lh = result.lighthouse[name]
    const js = result.js[name]
    const cells = lh
      ? [lh.scores.performance, lh.scores.accessibility, lh.scores['best-practices'], lh.scores.seo, `${(lh.metrics.lcpMs / 1000).toFixed(2)} s`, lh.metrics.cls.toFixed(3), `${Math.round(lh.metrics.tbtMs)} ms`]
      : ['–', '–', '–', '–', '–', '–', '–']
    const jsCells = js
      ? [`${kb(js.totalGzipBytes)} (${kb(js.totalRawBytes)})`, js.sectionChunks.length ? js.sectionChunks.join(', ') : 'none', documentCell(js.documentBytes)]
      : ['–', '–', '–']
    lines.push(`| ${name} \`${path}\` | ${[...cells, ...jsCells].join(' | ')} |`)
  }
  for (const skip of result.skipped) lines.push(`| ${skip.page} | not measured: ${skip.reason} | | | | | | | | | |`)
  const { ssr, staticCopy, ratio, ssrCompressed, staticCopyCompressed, ssrUncached } = result.throughput
  lines.push(
    '',
    `Lighthouse 13, mobile preset, median of 3 runs in the local chromium. JS: every script response of a first load in chromium (gzip -9 of each body). HTML sent: the document's response headers and body as chromium received them (gzip: chromium asks no brotli over plain HTTP); one round trip carries ${FIRST_ROUND_TRIP_BYTES.toLocaleString('en-GB')} bytes of a new connection (TCP's initial window), a larger document takes another.`,
    ...lighthouseMachine(result),
    ...controlSentence(result.control),
    '',
    '| server | req/s | p50 | p99 | errors | server CPU per request | one core could serve |',
    '|---|---|---|---|---|---|---|',
    ...[
      ['SSR of `/` (warm content cache)', ssr],
      ...(ssrUncached ? [['SSR of `/`, every request rendered (`RENDER_CACHE=off`)', ssrUncached]] : []),
      ['the same HTML as a file, same server', staticCopy],
      ...(ssrCompressed ? [['SSR of `/`, `Accept-Encoding: br, gzip`', ssrCompressed]] : []),
      ...(staticCopyCompressed ? [['the file, `Accept-Encoding: br, gzip`', staticCopyCompressed]] : []),
    ].map(([name, r]) => {
      const run = r as typeof ssr
      return `| ${name as string} | ${run.requestsPerSecond} | ${run.latencyP50Ms} ms | ${run.latencyP99Ms} ms | ${run.errors + run.non2xx} | ${run.cpuMsPerRequest} ms | ${Math.round(1000 / run.cpuMsPerRequest)} req/s |`
    }),
    '',
    `autocannon, ${ssr.connections} connections, ${ssr.durationS} s each, on the same 2 cores as the server: first with autocannon's own headers (no compression), then with \`Accept-Encoding: br, gzip\` as a browser sends (a kept page goes as the brotli or gzip made when it was kept; the file, not immutable, is compressed per response). Published pages come from the render cache (rendered once per content change); the row of every request rendered is a second server with \`RENDER_CACHE=off\`. SSR reaches ${(ratio * 100).toFixed(0)} % of the static file's rate. Memory: RSS ${result.memory.rssBeforeMb} MB warm, ${result.memory.rssAfterMb} MB after ${result.memory.requests.toLocaleString('en-GB')} requests over four pages (${result.memory.durationS} s), ${result.memory.rssSteadyMb} MB after 10 s idle.`,
    '',
    '| budget | measured | met |',
    '|---|---|---|',
    ...checkBudgets(result).map((c) => `| ${c.budget} | ${c.measured} | ${c.met ? 'yes' : '**no**'} |`),
  )
  const leftOut = Object.entries(result.sectionsLeftOut ?? {}).filter(([, lines]) => lines.length)
  if (leftOut.length)
    lines.push('', 'Sections the site left out of the measured pages (invalid content from Strapi; the figures are for the rest):', '', ...leftOut.map(([name, lines]) => `- ${name}: ${lines.length} — ${lines.join('; ')}`))
  lines.push(...tbtTable(result), ...runsTable(result))
  const failing = Object.entries(result.lighthouse).flatMap(([name, lh]) => lh.failing.map((f) => `- ${name}: ${f.category} \`${f.id}\` (${f.title}), score ${f.score}`))
  if (failing.length) lines.push('', 'Lighthouse audits not passed (median run):', '', ...failing)
  if (before) lines.push(...comparisonWith(result, before))
  return `${lines.join('\n')}\n`
}

const WORK_TITLES: Record<WorkKind, string> = {
  navigation: 'navigation (document commit)',
  parseHtml: 'HTML parsing, inline scripts',
  styleLayoutPaint: 'style, layout, paint',
  script: 'JavaScript (modules, hydration, events)',
  other: 'other',
}

/** Each page's TBT (its median-performance run) split by the kind of work of the blocking tasks. */
function tbtTable(result: BenchResult): string[] {
  const pages = Object.entries(result.lighthouse).filter(([, lh]) => lh.tbtByWork)
  if (!pages.length) return []
  return [
    '',
    "Where the TBT comes from: the median-performance run's simulated tasks between FCP and TTI, each booked to the work it did most (`bench/tbtAttribution.ts`); ms past 50 ms per task. Lantern simulates each task as its observed wall time times four; the last column says for how much of the blocking tasks' wall time the main thread was running on a CPU (thread time over wall time), the rest being time it waited for one.",
    '',
    `| page | TBT | ${WORK_KINDS.map((kind) => WORK_TITLES[kind]).join(' | ')} | main thread on a CPU |`,
    `|---|---|${WORK_KINDS.map(() => '---').join('|')}|---|`,
    ...pages.map(
      ([name, lh]) =>
        `| ${name} | ${lh.tbtOfThatRunMs} ms | ${WORK_KINDS.map((kind) => `${lh.tbtByWork![kind]} ms`).join(' | ')} | ${lh.tbtTasksOnCpu === undefined ? 'n/a' : `${Math.round(lh.tbtTasksOnCpu * 100)} %`} |`,
    ),
  ]
}

/** Every Lighthouse run's score and metrics, with its TBT by kind of work: what a run short of the median or the floor lost. */
export function runsTable(result: Pick<BenchResult, 'lighthouse'>): string[] {
  const pages = Object.entries(result.lighthouse).filter(([, lh]) => lh.runFigures?.length)
  if (!pages.length) return []
  const work = (run: RunFigures) => (run.tbtByWork ? ` (${WORK_KINDS.filter((kind) => run.tbtByWork![kind]).map((kind) => `${SHORT_WORK_TITLES[kind]} ${run.tbtByWork![kind]}`).join(', ') || 'none'})` : '')
  return [
    '',
    'Every run, in the order run (the TBT of each split as above):',
    '',
    '| page | run | performance | FCP | LCP | TBT | speed index | CPU benchmark index |',
    '|---|---|---|---|---|---|---|---|',
    ...pages.flatMap(([name, lh]) =>
      lh.runFigures!.map(
        (run, index) =>
          `| ${name} | ${index + 1} | ${run.performance} | ${(run.metrics.fcpMs / 1000).toFixed(2)} s | ${(run.metrics.lcpMs / 1000).toFixed(2)} s | ${Math.round(run.metrics.tbtMs)} ms${work(run)} | ${(run.metrics.speedIndexMs / 1000).toFixed(2)} s | ${run.benchmarkIndex} |`,
      ),
    ),
  ]
}

const SHORT_WORK_TITLES: Record<WorkKind, string> = {
  navigation: 'commit',
  parseHtml: 'parse',
  styleLayoutPaint: 'style and layout',
  script: 'script',
  other: 'other',
}

const START = '<!-- bench:start -->'
const END = '<!-- bench:end -->'

/** docs/performance.md with its figures replaced (between the bench markers), nothing else touched. */
export function withBenchSection(doc: string, markdown: string): string {
  const start = doc.indexOf(START)
  const end = doc.indexOf(END)
  if (start === -1 || end < start) throw new Error(`docs/performance.md has no ${START} … ${END} markers for the figures`)
  return `${doc.slice(0, start + START.length)}\n${markdown}${doc.slice(end)}`
}

/**
 * How fast the machine was during the Lighthouse runs, by Lighthouse's own CPU benchmark: its simulated throttling
 * multiplies the main-thread time it observes, so the same build scores lower at a slow moment of a shared machine.
 */
function lighthouseMachine(result: BenchResult): string[] {
  const runs = Object.values(result.lighthouse)
  const indices = benchmarkIndices(result)
  if (!indices.length) return []
  const browser = runs.find((lh) => lh.browser)?.browser
  return ['', `Lighthouse's CPU benchmark index over those runs (higher is faster): ${Math.min(...indices)} to ${Math.max(...indices)}, median ${median(indices)}${browser ? `; browser ${browser}` : ''}.`]
}

/** The document's bytes, and whether they fit a new connection's first round trip. */
function documentCell(bytes: number | undefined): string {
  if (bytes === undefined) return '–'
  return `${bytes.toLocaleString('en-GB')} B (${bytes <= FIRST_ROUND_TRIP_BYTES ? 'one round trip' : 'more than one round trip'})`
}

// `npm run test:load` (load and soak): a steady mix of home, landing pages, blog lists, articles and 404s
// against the production site and the real Strapi, on 127.0.0.1 only, bounded in time; zero failed answers, p50 and
// p99 latency, and the site's RSS each minute, growing less than 10 % from minute 1 to minute 5.
//
//   LOAD_SECONDS (300)  LOAD_RATE (requests/s, DEFAULT_RATE)  SITE_URL + SITE_PID: load a site already running
//   --probe: step the rate up (LOAD_PROBE_RATES, LOAD_PROBE_SECONDS each) to find what this machine sustains
import { mkdirSync, writeFileSync } from 'node:fs'
import { cpus, totalmem } from 'node:os'
import { join } from 'node:path'
import { fileURLToPath } from 'node:url'
import { startReliabilityStack, type ReliabilityStack } from '../../site/e2e/reliability/startReliabilityStack'
import { buildIfNeeded } from '../buildIfNeeded'
import { loadMix, type LoadTarget } from './loadMix'
import { runLoad, type LoadReport } from './runLoad'
import { rssGrowth } from './rssGrowth'

/**
 * The steady rate: three quarters of what `--probe` found the site sustains on the 2-core machine the suite was
 * written on (130 req/s with compression, 2026-11-22; docs/reliability.md).
 */
const DEFAULT_RATE = 100
/** Most RSS growth from minute 1 to the end, in percent. */
const MAX_RSS_GROWTH = 10

const root = fileURLToPath(new URL('../../', import.meta.url))

function positive(name: string, fallback: number): number {
  const value = process.env[name]
  if (value === undefined || value === '') return fallback
  const n = Number(value)
  if (!(n > 0)) throw new Error(`${name} must be a positive number, not "${value}"`)
  return n
}

/** Asks for every path once, so the run measures a warm server (as a server that has been up a while is). */
async function warm(siteUrl: string, targets: readonly LoadTarget[]): Promise<void> {
  for (const { path } of new Map(targets.map((t) => [t.path, t])).values()) await (await fetch(`${siteUrl}${path}`)).arrayBuffer()
}

function summary(report: LoadReport): string {
  const { latencyMs: l } = report
  const cpu = report.cpuMsPerRequest === undefined ? '' : `; site CPU ${report.cpuMsPerRequest} ms a request`
  return `${report.sent} sent, ${report.correct} correct, ${report.failures.length} failed, ${report.shed} shed, ${report.retried} retried after a keep-alive race; latency p50 ${l.p50} ms, p90 ${l.p90} ms, p99 ${l.p99} ms, max ${l.max} ms; ${Math.round((report.sent / report.durationMs) * 10_000) / 10} req/s${cpu}`
}

async function probe(siteUrl: string, targets: readonly LoadTarget[], pid: number | undefined): Promise<void> {
  const rates = (process.env.LOAD_PROBE_RATES ?? '10,20,40,60,80,100,130,160').split(',').map(Number)
  const seconds = positive('LOAD_PROBE_SECONDS', 15)
  let best = 0
  for (const rate of rates) {
    const report = await runLoad({ baseUrl: siteUrl, rate, durationMs: seconds * 1000, targets, pid, maxInFlight: 64 })
    const sustained = report.failures.length === 0 && report.shed === 0 && report.latencyMs.p99 <= 500
    console.log(`probe ${String(rate).padStart(4)} req/s: ${summary(report)} → ${sustained ? 'sustained' : 'not sustained'}`)
    if (!sustained) break
    best = rate
  }
  console.log(`\nHighest rate sustained for ${seconds} s (no failure, nothing shed, p99 ≤ 500 ms): ${best} req/s`)
}

async function main(): Promise<number> {
  const probing = process.argv.includes('--probe')
  const seconds = positive('LOAD_SECONDS', 300)
  const rate = positive('LOAD_RATE', DEFAULT_RATE)
  const mix = loadMix({ contentDir: join(root, 'content') })

  let stack: ReliabilityStack | undefined
  let siteUrl = process.env.SITE_URL
  let pid = process.env.SITE_PID ? Number(process.env.SITE_PID) : undefined
  if (!siteUrl) {
    buildIfNeeded(root)
    console.log('load: starting Strapi and the production site (CONTENT_SOURCE=strapi)…')
    stack = await startReliabilityStack({ strapiUrl: process.env.STRAPI_URL })
    siteUrl = stack.siteUrl
    pid = stack.sitePid
  }
  const stopStack = () => void stack?.stop().then(() => process.exit(130))
  process.once('SIGINT', stopStack)
  process.once('SIGTERM', stopStack)
  try {
    await warm(siteUrl, mix.weighted)
    if (probing) {
      await probe(siteUrl, mix.weighted, pid)
      return 0
    }
    const sampleEveryMs = Math.min(60_000, (seconds * 1000) / 5)
    const kinds = Object.entries(mix.byKind).map(([kind, targets]) => `${kind} ${targets.length}`)
    console.log(`load: ${rate} req/s for ${seconds} s against ${siteUrl} (paths: ${kinds.join(', ')}); RSS every ${sampleEveryMs / 1000} s`)
    const report = await runLoad({ baseUrl: siteUrl, rate, durationMs: seconds * 1000, targets: mix.weighted, pid, sampleEveryMs })
    const growth = rssGrowth(report.rss, sampleEveryMs)

    console.log(`\n${summary(report)}`)
    console.log(`statuses: ${JSON.stringify(report.statuses)}`)
    for (const failure of report.failures.slice(0, 20)) console.log(`  failed: ${failure.path} expected ${failure.expected}, got ${failure.got} at ${failure.atMs} ms`)
    if (report.rss.length > 0) console.log(`RSS (MB): ${report.rss.map((s) => `${Math.round(s.atMs / 1000)} s ${(s.kb / 1024).toFixed(1)}`).join(' · ')}`)
    if (growth) console.log(`RSS growth from ${(growth.fromKb / 1024).toFixed(1)} MB to ${(growth.toKb / 1024).toFixed(1)} MB: ${growth.percent} % (limit ${MAX_RSS_GROWTH} %)`)

    const outDir = join(root, 'test-results/load')
    mkdirSync(outDir, { recursive: true })
    const machine = { cpus: cpus().length, cpu: cpus()[0]?.model, memoryGb: Math.round(totalmem() / 2 ** 30), node: process.version }
    const file = join(outDir, `load-${new Date().toISOString().replace(/[:.]/g, '-')}.json`)
    writeFileSync(file, JSON.stringify({ date: new Date().toISOString(), machine, seconds, growth, ...report }, null, 2))
    console.log(`results: ${file}`)

    const problems = [
      ...(report.failures.length > 0 ? [`${report.failures.length} failed answers`] : []),
      ...(report.shed > 0 ? [`${report.shed} requests shed: the server did not keep up with ${rate} req/s`] : []),
      ...(pid !== undefined && growth && growth.percent >= MAX_RSS_GROWTH ? [`RSS grew ${growth.percent} %`] : []),
    ]
    console.log(problems.length === 0 ? '\nload: held' : `\nload: FAILED: ${problems.join('; ')}`)
    return problems.length === 0 ? 0 : 1
  } finally {
    await stack?.stop()
  }
}

main().then(
  (code) => process.exit(code),
  (error: unknown) => {
    console.error(`test:load failed: ${error instanceof Error ? error.stack : String(error)}`)
    process.exit(1)
  },
)

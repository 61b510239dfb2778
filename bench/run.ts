// `npm run bench`: builds the site, starts the real Strapi and the production site on free ports, measures
// Lighthouse, first-load JavaScript, SSR throughput against a static copy and with every request rendered
// (RENDER_CACHE=off), and memory after 100,000 requests;
// writes bench/results/<ISO date>.json, bench/results/latest.md and the figures of docs/performance.md.
// `--quick`: one Lighthouse run, 5 s loads and 10,000 requests, to try the bench itself (results not written).
import { execFileSync } from 'node:child_process'
import { randomBytes } from 'node:crypto'
import { mkdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs'
import { join } from 'node:path'
import { fileURLToPath } from 'node:url'
import { freePort } from '../runtime/testing/freePort'
import { launchBrowser } from '../runtime/testing/launchBrowser'
import { startStrapi, type RunningStrapi } from '../runtime/testing/startStrapi'
import { buildIfNeeded } from '../scripts/buildIfNeeded'
import { siteServerArgs } from '../site/server/build/siteServerCommand'
import { startProcess, type RunningProcess } from '../scripts/startProcess'
import type { BenchResult } from './BenchResult'
import { checkBudgets } from './budgets'
import { CONTROL_FILE, CONTROL_PAGE } from './controlPage'
import { latestKeptResult } from './compare'
import { firstArticle } from './firstArticle'
import { auditJs } from './jsAudit'
import { runLighthouse } from './lighthouse'
import { describeMachine } from './machine'
import { rssMb } from './memory'
import { readyForLoad } from './readyForLoad'
import { renderMarkdown, withBenchSection } from './report'
import { hammer, load } from './throughput'

const root = fileURLToPath(new URL('../', import.meta.url))
const quick = process.argv.includes('--quick')
const say = (line: string) => console.log(`bench: ${line}`)

async function main(): Promise<void> {
  const machine = describeMachine()
  const commit = execFileSync('git', ['rev-parse', 'HEAD'], { cwd: root, encoding: 'utf8' }).trim()
  say(`${machine.nproc} cores, ${machine.memoryGiB} GiB, node ${machine.node}, load ${machine.loadAverage.join(' ')}`)
  buildIfNeeded(root, say)

  let strapi: RunningStrapi | undefined
  let site: RunningProcess | undefined
  const leftOut: string[] = []
  const staticDir = join(root, 'dist/client/__bench')
  try {
    say('starting Strapi (seeded from the content pack)…')
    strapi = await startStrapi()
    const port = await freePort()
    // the purge route readies each page before a Lighthouse run (readyForLoad)
    const purgeSecret = randomBytes(16).toString('hex')
    const base = `http://127.0.0.1:${port}`
    site = await startProcess({
      name: 'site',
      command: process.execPath,
      args: siteServerArgs(root),
      cwd: root,
      env: { ...process.env, NODE_ENV: 'production', HOST: '127.0.0.1', PORT: String(port), CONTENT_SOURCE: 'strapi', STRAPI_URL: strapi.url, PURGE_SECRET: purgeSecret, PROXY_SECRET: strapi.proxySecret },
      healthUrl: `${base}/healthz`,
      timeoutMs: 60_000,
      onLine: (line) => void (line.includes('"section left out"') && leftOut.push(line)),
    })
    const pid = site.child.pid!
    say(`site on ${base} (pid ${pid}), Strapi on ${strapi.url}`)

    const pages: Record<string, string> = { home: '/', landing: '/web-hosting' }
    const skipped: BenchResult['skipped'] = []
    const blog = await fetch(`${base}/blog`)
    const blogHtml = await blog.text()
    if (blog.status === 200) {
      pages.blog = '/blog'
      const article = firstArticle(blogHtml)
      if (article) pages.article = article
      else skipped.push({ page: 'article', reason: 'the blog list links no article' })
    } else {
      skipped.push({ page: 'blog list `/blog`', reason: `the site answers ${blog.status}: the blog pages do not exist yet` })
      skipped.push({ page: 'article', reason: 'no blog list to find one from' })
    }

    // sections the site leaves out of each page (invalid content): the figures are for what is left
    const sectionsLeftOut: BenchResult['sectionsLeftOut'] = {}
    for (const [name, path] of Object.entries(pages)) {
      const before = leftOut.length
      await (await fetch(`${base}${path}`)).text()
      await new Promise((resolve) => setTimeout(resolve, 200))
      sectionsLeftOut[name] = leftOut.slice(before).map((line) => {
        const { uid, pointer, message } = JSON.parse(line) as { uid: string; pointer: string; message: string }
        return `${uid} ${pointer}: ${message}`
      })
    }

    // the control first, then the pages, the same way (bench/controlPage.ts)
    mkdirSync(staticDir, { recursive: true })
    writeFileSync(join(staticDir, CONTROL_FILE), CONTROL_PAGE)
    say('Lighthouse control (a page of one heading and one paragraph)…')
    const control = await runLighthouse(`${base}/__bench/${CONTROL_FILE}`, quick ? 1 : 3)
    say(`  ${JSON.stringify(control.scores)} TBT ${Math.round(control.metrics.tbtMs)} ms`)

    const lighthouse: BenchResult['lighthouse'] = {}
    for (const [name, path] of Object.entries(pages)) {
      say(`Lighthouse ${name} ${path}…`)
      lighthouse[name] = await runLighthouse(`${base}${path}`, quick ? 1 : 3, () => readyForLoad(base, path, purgeSecret))
      say(`  ${JSON.stringify(lighthouse[name]!.scores)} LCP ${lighthouse[name]!.metrics.lcpMs} ms CLS ${lighthouse[name]!.metrics.cls}`)
    }

    const js: BenchResult['js'] = {}
    const browser = await launchBrowser()
    try {
      for (const [name, path] of Object.entries(pages)) js[name] = await auditJs(browser, `${base}${path}`, join(root, 'dist'))
    } finally {
      await browser.close()
    }
    say(`home JS: ${(js.home!.totalGzipBytes / 1024).toFixed(1)} KB gzip in ${js.home!.files.length} files`)

    // a warm content cache, then SSR against the very same HTML as a file from the same server stack
    const html = await (await fetch(`${base}/`)).text()
    writeFileSync(join(staticDir, 'home.html'), html)
    await load(`${base}/`, pid, 10, 2)
    const seconds = quick ? 5 : 20
    // autocannon as the throughput budget names it (its own headers: no compression), then as a browser asks (br, gzip)
    say(`autocannon SSR ${seconds} s…`)
    const ssr = await load(`${base}/`, pid, 10, seconds, {})
    say(`  ${ssr.requestsPerSecond} req/s, ${ssr.cpuMsPerRequest} ms of server CPU per request`)
    const staticCopy = await load(`${base}/__bench/home.html`, pid, 10, seconds, {})
    say(`  static copy ${staticCopy.requestsPerSecond} req/s, ${staticCopy.cpuMsPerRequest} ms CPU per request`)
    const ssrCompressed = await load(`${base}/`, pid, 10, seconds)
    say(`  compressed (br, gzip): SSR ${ssrCompressed.requestsPerSecond} req/s, ${ssrCompressed.cpuMsPerRequest} ms CPU per request`)
    const staticCopyCompressed = await load(`${base}/__bench/home.html`, pid, 10, seconds)
    say(`  compressed (br, gzip): static copy ${staticCopyCompressed.requestsPerSecond} req/s, ${staticCopyCompressed.cpuMsPerRequest} ms CPU per request`)

    // every request rendered: a second server without the render cache, the same content (a warm content cache)
    say(`autocannon SSR, render cache off, ${seconds} s…`)
    const uncachedPort = await freePort()
    const uncachedBase = `http://127.0.0.1:${uncachedPort}`
    const uncachedSite = await startProcess({
      name: 'site (RENDER_CACHE=off)',
      command: process.execPath,
      args: siteServerArgs(root),
      cwd: root,
      env: { ...process.env, NODE_ENV: 'production', HOST: '127.0.0.1', PORT: String(uncachedPort), CONTENT_SOURCE: 'strapi', STRAPI_URL: strapi.url, PROXY_SECRET: strapi.proxySecret, RENDER_CACHE: 'off' },
      healthUrl: `${uncachedBase}/healthz`,
      timeoutMs: 60_000,
    })
    let ssrUncached: BenchResult['throughput']['ssrUncached']
    try {
      await load(`${uncachedBase}/`, uncachedSite.child.pid!, 10, 2, {})
      ssrUncached = await load(`${uncachedBase}/`, uncachedSite.child.pid!, 10, seconds, {})
    } finally {
      await uncachedSite.stop()
    }
    say(`  ${ssrUncached.requestsPerSecond} req/s, ${ssrUncached.cpuMsPerRequest} ms of server CPU per request`)

    const rssBeforeMb = rssMb(pid)
    const amount = quick ? 10_000 : 100_000
    say(`${amount.toLocaleString('en-GB')} requests for the memory figure…`)
    const run = await hammer(base, Object.values(pages), amount, 900)
    const rssAfterMb = rssMb(pid)
    await new Promise((resolve) => setTimeout(resolve, 10_000))
    const memory = { ...run, rssBeforeMb, rssAfterMb, rssSteadyMb: rssMb(pid) }
    say(`  RSS ${rssBeforeMb} → ${rssAfterMb} → ${memory.rssSteadyMb} MB`)

    const result: BenchResult = {
      machine,
      commit,
      pages,
      skipped,
      sectionsLeftOut,
      lighthouse,
      control,
      js,
      throughput: { ssr, staticCopy, ratio: Math.round((ssr.requestsPerSecond / staticCopy.requestsPerSecond) * 1000) / 1000, ssrCompressed, staticCopyCompressed, ssrUncached },
      memory,
    }
    const results = join(root, 'bench/results')
    const markdown = renderMarkdown(result, latestKeptResult(results))
    console.log(`\n${markdown}`)
    if (quick) return
    mkdirSync(results, { recursive: true })
    writeFileSync(join(results, `${machine.date.replace(/[:.]/g, '-')}.json`), `${JSON.stringify(result, null, 2)}\n`)
    writeFileSync(join(results, 'latest.md'), `# Benchmarks\n\n${markdown}`)
    const performanceDoc = join(root, 'docs/performance.md')
    writeFileSync(performanceDoc, withBenchSection(readFileSync(performanceDoc, 'utf8'), markdown))
    const missed = checkBudgets(result).filter((c) => !c.met)
    say(`wrote bench/results and docs/performance.md; ${missed.length} budget(s) missed${missed.length ? `: ${missed.map((m) => m.budget).join('; ')}` : ''}`)
  } finally {
    rmSync(staticDir, { recursive: true, force: true })
    await site?.stop()
    await strapi?.stop()
  }
}

main().catch((error: unknown) => {
  console.error(`bench failed: ${error instanceof Error ? error.stack : String(error)}`)
  process.exitCode = 1
})

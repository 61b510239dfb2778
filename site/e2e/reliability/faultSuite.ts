import { isDeepStrictEqual } from 'node:util'
import type { LoadMix, LoadTarget } from '../../../scripts/load/loadMix'
import { runLoad } from '../../../scripts/load/runLoad'
import { Check, type CheckResult } from './Check'
import type { FaultMode } from './faultProxy'
import { pageSections, type RenderedSection } from './pageSections'
import { rawRequest, type RawResponse } from './rawRequest'
import type { ReliabilityStack } from './startReliabilityStack'

/** Options of runFaultSuite. */
export interface FaultSuiteOptions {
  /** The stack, started with the fault proxy. */
  stack: ReliabilityStack
  mix: LoadMix
  /** Requests per second of the load kept on the cached pages all along. Default 5. */
  backgroundRate?: number
  /** How much past the content timeout an answer may come (CPU on a busy machine), in ms. Default 2 500. */
  marginMs?: number
  /** How long the site may take to recover once Strapi is back, in ms. Default 20 000. */
  recoveryMs?: number
  /** Progress lines. */
  log?: (line: string) => void
}

const SUITE = 'faults'
/** The ways Strapi can fail, as the fault proxy plays them. */
const FAULTS: ReadonlyArray<readonly [FaultMode, string]> = [
  ['down', 'Strapi stopped (connection refused)'],
  ['slow', 'Strapi answering past the timeout'],
  ['malformed-json', 'Strapi answering malformed JSON'],
  ['html-500', 'Strapi answering an HTML error page'],
  ['truncated', 'Strapi answering a body cut off mid-way'],
]

const isErrorPage = (response: RawResponse) => /<h1[^>]*>Internal Server Error<\/h1>/.test(response.body)
const isPage = (response: RawResponse) => response.status === 200 && response.body.includes('</html>') && !isErrorPage(response)
/** A page as a browser asks for it; no answer within 30 s comes back as status 0 with the reason as its body. */
async function get(stack: ReliabilityStack, path: string): Promise<RawResponse> {
  const started = performance.now()
  try {
    return await rawRequest(stack.siteUrl, { path, headers: { accept: 'text/html' }, timeoutMs: 30_000 })
  } catch (error) {
    return { status: 0, headers: {}, body: error instanceof Error ? error.message : String(error), ms: performance.now() - started }
  }
}
const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms))

/** Expires every entry of the site's content cache, as its TTL would: each stays only as a stale fallback. */
async function expireContentCache(stack: ReliabilityStack): Promise<void> {
  const response = await fetch(`${stack.siteUrl}/api/cache/purge`, {
    method: 'POST',
    headers: { 'x-purge-secret': stack.purgeSecret, 'content-type': 'application/json' },
    body: JSON.stringify({ event: 'trigger-test' }),
  })
  if (response.status !== 200) throw new Error(`the purge webhook answered ${response.status}`)
}

/** The pages kept in the cache: one or more of every kind that has content. */
function cachedPages(mix: LoadMix): LoadTarget[] {
  const { home, landing, article } = mix.byKind
  const lists = mix.byKind['blog-list']
  return [...home, ...landing.slice(0, 3), ...lists.filter((t, i) => i < 2 || /\/(author|categories)\/[^/]+$/.test(t.path)).slice(0, 4), ...article.slice(0, 3)]
}

/**
 * Faults, with load running on the cached pages all along: for each way Strapi can fail, the content cache
 * is expired (as by its TTL) and then every cached page must still answer 200 from the stale cache, an uncached page
 * the 500 error page within the content timeout with one log line and no stack trace, and once Strapi is back the
 * site must serve the uncached page by itself. Then a section made to violate its schema, and a check that the
 * process never restarted.
 */
export async function runFaultSuite({ stack, mix, backgroundRate = 5, marginMs = 2500, recoveryMs = 20_000, log = () => undefined }: FaultSuiteOptions): Promise<CheckResult[]> {
  const proxy = stack.proxy
  if (!proxy) throw new Error('runFaultSuite needs the stack started with the fault proxy')
  const results: CheckResult[] = []
  const bound = stack.strapiTimeoutMs + marginMs
  const warm = cachedPages(mix)
  const uncached = [...mix.reserved]

  await proxy.setMode('pass')
  for (const target of warm) {
    const response = await get(stack, target.path)
    if (!isPage(response)) throw new Error(`warming ${target.path}: ${response.status}`)
  }

  const stopLoad = new AbortController()
  const background = runLoad({ baseUrl: stack.siteUrl, rate: backgroundRate, durationMs: 60 * 60_000, targets: warm, signal: stopLoad.signal, timeoutMs: 30_000 })

  try {
    for (const [mode, what] of FAULTS) {
      const cached = new Check(SUITE, `${what}: every cached page answers 200 from the stale cache`)
      const errorPage = new Check(SUITE, `${what}: an uncached page answers the 500 error page within the timeout`)
      const oneLine = new Check(SUITE, `${what}: one log line for the failure, no stack trace`)
      const recovery = new Check(SUITE, `${what}: the site recovers by itself when Strapi is back`)

      log(`faults: ${what}`)
      await proxy.setMode(mode)
      const staleBefore = stack.logs.length
      await expireContentCache(stack)
      let slowest = 0
      for (const target of warm) {
        const response = await get(stack, target.path)
        slowest = Math.max(slowest, response.ms)
        cached.hold(isPage(response), () => `${target.path}: ${response.status}${isErrorPage(response) ? ' (error page)' : ''} in ${Math.round(response.ms)} ms`)
      }
      // the answers came from the stale cache, not from entries the purge never reached (a purge once missed them)
      const stale = stack.logs.slice(staleBefore).filter((line) => line.includes('content: serving stale')).length
      cached.hold(stale > 0, 'no content was served stale: the purge did not expire the entries the pages read')
      cached.note(`slowest ${Math.round(slowest)} ms`)

      const slug = uncached.shift()
      if (!slug) throw new Error('no reserved article left for an uncached page')
      const path = `/blog/${slug}`
      const before = stack.logs.length
      const response = await get(stack, path)
      await sleep(200) // the log line is written as the response is
      const lines = stack.logs.slice(before)
      errorPage.hold(response.status === 500 && isErrorPage(response) && response.ms <= bound, () => `${path}: ${response.status}${isErrorPage(response) ? ' (error page)' : ''} in ${Math.round(response.ms)} ms (bound ${bound} ms)`)
      errorPage.note(`${Math.round(response.ms)} ms, timeout ${stack.strapiTimeoutMs} ms`)
      const about = lines.filter((line) => line.includes(slug) && !line.includes('"msg":"request"'))
      const stack_ = lines.filter((line) => /^\s+at /.test(line))
      oneLine.hold(about.length === 1 && stack_.length === 0, () => `${about.length} lines about ${path}, ${stack_.length} stack lines: ${[...about, ...stack_].slice(0, 3).map((l) => l.slice(0, 160)).join(' | ')}`)

      await proxy.setMode('pass')
      const since = performance.now()
      let recovered: RawResponse | undefined
      while (performance.now() - since < recoveryMs) {
        const attempt = await get(stack, path)
        if (isPage(attempt)) {
          recovered = attempt
          break
        }
        await sleep(250)
      }
      const healthy = (await rawRequest(stack.siteUrl, { path: '/healthz' })).status === 200
      recovery.hold(recovered !== undefined && healthy, () => `${path} not served within ${recoveryMs} ms of Strapi coming back (healthz ${healthy ? 200 : 'not 200'})`)
      if (recovered) recovery.note(`in ${Math.round(performance.now() - since)} ms`)
      results.push(cached.result, errorPage.result, oneLine.result, recovery.result)
    }

    log('faults: a section that violates its schema')
    results.push(await invalidSectionCheck(stack))
  } finally {
    stopLoad.abort()
    await proxy.setMode('pass')
  }

  const load = await background
  const loadCheck = new Check(SUITE, `load on the cached pages all along (${backgroundRate} req/s): every answer 200`)
  loadCheck.result.cases = load.sent
  loadCheck.result.held = load.correct
  loadCheck.result.failures = load.failures.slice(0, 10).map((f) => `${f.path}: ${f.got} at ${f.atMs} ms`)
  loadCheck.note(`p50 ${load.latencyMs.p50} ms, p99 ${load.latencyMs.p99} ms${load.retried ? `, ${load.retried} retried after a keep-alive race` : ''}`)
  results.push(loadCheck.result)

  const alive = new Check(SUITE, 'never a crash: the same site process answers /livez after every fault')
  const pidAlive = stack.sitePid !== undefined && (() => {
    try {
      process.kill(stack.sitePid, 0)
      return true
    } catch {
      return false
    }
  })()
  alive.hold(pidAlive && (await rawRequest(stack.siteUrl, { path: '/livez' })).status === 200, `process ${stack.sitePid} gone or /livez failing`)
  results.push(alive.result)
  return results
}

/** Asks for `path` until `done` holds for its sections (bounded): the content cache may serve the old data a moment. */
async function sectionsUntil(stack: ReliabilityStack, path: string, done: (ok: RenderedSection[]) => boolean, boundMs = 30_000): Promise<{ response: RawResponse; ok: RenderedSection[] }> {
  const since = performance.now()
  for (;;) {
    const response = await get(stack, path)
    const ok = pageSections(response.body)?.filter((s) => s.status === 'ok') ?? []
    if (done(ok) || performance.now() - since > boundMs) return { response, ok }
    await sleep(250)
  }
}

/** A section whose data violates its schema is left out with a log line, and the rest of the page is intact. */
async function invalidSectionCheck(stack: ReliabilityStack): Promise<CheckResult> {
  const check = new Check(SUITE, 'a section whose data violates its schema: left out, logged, the page intact')
  const proxy = stack.proxy!
  const before = pageSections((await get(stack, '/')).body)?.filter((s) => s.status === 'ok') ?? []
  const victim = before[0]
  if (!victim) return check.skip('the home page renders no valid section to break').result

  await proxy.setMode('invalid-section', { slug: 'homepage', index: victim.index })
  const logsBefore = stack.logs.length
  await expireContentCache(stack)
  const broken = await sectionsUntil(stack, '/', (ok) => !ok.some((s) => s.index === victim.index))
  check.hold(isPage(broken.response), `/ answered ${broken.response.status}`)
  check.hold(!broken.ok.some((s) => s.index === victim.index), `section ${victim.index} (${victim.uid}) was still rendered after 30 s`)
  const others = before.filter((s) => s.index !== victim.index)
  check.hold(isDeepStrictEqual(broken.ok, others), `the other sections changed: ${broken.ok.map((s) => s.index).join(',')} instead of ${others.map((s) => s.index).join(',')}`)
  await sleep(200)
  const logged = stack.logs.slice(logsBefore).filter((line) => line.includes('section left out') && line.includes(`"index":${victim.index}`) && line.includes(victim.uid))
  check.hold(logged.length >= 1, `no "section left out" line for index ${victim.index}`)

  await proxy.setMode('pass')
  await expireContentCache(stack)
  const restored = await sectionsUntil(stack, '/', (ok) => ok.some((s) => s.index === victim.index))
  check.hold(restored.ok.some((s) => s.index === victim.index), 'the section did not come back within 30 s of the data being valid again')
  return check.note(`broke ${victim.uid} #${victim.index} of ${before.length} sections`).result
}

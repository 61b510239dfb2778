import { Agent } from 'node:http'
import { Check, type CheckResult } from './Check'
import type { Canaries } from './plantCanaries'
import { hostilePaths, type HostileFamily } from './hostilePaths'
import { locationProblem } from './locationProblem'
import { mapLimit, rawRequest, type RawResponse } from './rawRequest'

/** Options of hostilePathsCheck. */
export interface HostilePathsCheckOptions {
  siteUrl: string
  count: number
  canaries: Canaries
  /** Paths of real pages: a redirect that normalises a hostile path onto one of them may end in its 200. */
  pages: ReadonlySet<string>
  /** Every line the site printed: a 500 is reported with the site's line about it. */
  logs?: readonly string[]
}

const SUITE = 'hostile input'
/** Refused or not found: what a hostile path may get (414 and 431 for the longest). */
const REFUSED = new Set([400, 404, 414, 431])
/** Markers of files that must never be served. */
const LEAKS = ['root:x:0:0', '"name": "stratum"', 'PREVIEW_SECRET=', 'DATABASE_FILENAME']
/** Markup a 404 page could echo unescaped (as text inside the JSON of the page's data it is harmless). */
const ECHOED = ['<script>alert(1)', '<img src=x onerror', '<svg onload']

/** Requests the path, following same-site redirects (at most 3); every answer on the way is returned. */
async function follow(siteUrl: string, path: string, agent: Agent): Promise<RawResponse[]> {
  const chain: RawResponse[] = []
  let target = path
  for (let hop = 0; hop < 4; hop++) {
    const response = await rawRequest(siteUrl, { path: target, headers: { accept: 'text/html' }, agent })
    chain.push(response)
    const location = response.headers.location
    if (response.status < 300 || response.status >= 400 || !location || locationProblem(location, siteUrl)) break
    const next = new URL(location, siteUrl)
    target = next.pathname + next.search
  }
  return chain
}

/**
 * Hostile input, paths: thousands of hostile request targets (hostilePaths) each answer 400, 404, 414 or
 * 431, or a redirect that stays on the site and ends in one of those (or in a real page a normalised path names);
 * never 500, never a file outside the build (the canaries), never markup echoed unescaped.
 */
export async function hostilePathsCheck({ siteUrl, count, canaries, pages, logs = [] }: HostilePathsCheckOptions): Promise<CheckResult[]> {
  const corpus = hostilePaths({ count, canary: canaries.name })
  const families = new Map<HostileFamily, Check>()
  const leaks = new Check(SUITE, `no file outside the build in any answer (canaries in the repo root and beside dist/client)`)
  const agent = new Agent({ keepAlive: true, maxSockets: 8 })
  let redirects = 0

  await mapLimit(corpus, 8, async ({ path, family }) => {
    const check = families.get(family) ?? new Check(SUITE, `paths: ${family}: 400/404/414, never 500`)
    families.set(family, check)
    let chain: RawResponse[]
    try {
      chain = await follow(siteUrl, path, agent)
    } catch (error) {
      check.hold(false, `${JSON.stringify(path.slice(0, 100))}: ${error instanceof Error ? error.message : String(error)}`)
      return
    }
    const last = chain.at(-1)!
    const first = chain[0]!
    const finalPath = chain.length > 1 ? new URL(chain.at(-2)!.headers.location!, siteUrl).pathname : undefined
    const badLocation = chain.map((r) => locationProblem(r.headers.location, siteUrl)).find((problem) => problem !== undefined)
    if (first.status >= 300 && first.status < 400) redirects += 1
    const ended = REFUSED.has(last.status) || (last.status === 200 && finalPath !== undefined && pages.has(finalPath))
    // the site's line about a failure (Vike's one-line message names the content read that failed)
    const why = () => (last.status >= 500 ? logs.filter((line) => line.includes('"level":"error"') === false && line.includes(path.slice(1, 60))).at(-1)?.slice(0, 200) : undefined)
    check.hold(ended && !badLocation, () => `${JSON.stringify(path.slice(0, 100))}: ${chain.map((r) => `${r.status}${r.headers.location ? ` → ${r.headers.location.slice(0, 80)}` : ''}`).join(', ')}${badLocation ? ` (Location ${badLocation})` : ''}${why() ? ` [site: ${why()}]` : ''}`)

    const bodies = chain.map((r) => r.body).join('\n')
    const leaked = [canaries.token, ...LEAKS].find((marker) => bodies.includes(marker))
    const echoed = ECHOED.find((marker) => bodies.includes(marker))
    leaks.hold(!leaked && !echoed, () => `${JSON.stringify(path.slice(0, 100))}: the answer holds ${leaked ? `a file (${leaked.slice(0, 20)}…)` : `markup unescaped (${echoed})`}`)
  })
  agent.destroy()

  return [...[...families.values()].map((check) => check.result), leaks.note(`${redirects} same-site redirects followed`).result]
}

import { EXTERNAL, EXTERNAL_BAD_PROTOCOL, INTERNAL, INVALID, SCRIPT } from '../../../runtime/routing/navigationCorpus'
import { Check, type CheckResult } from './Check'
import { clientAddress } from './clientAddress'
import { locationProblem } from './locationProblem'
import { mapLimit, rawRequest, type RawResponse } from './rawRequest'

/** Options of redirectCheck. */
export interface RedirectCheckOptions {
  siteUrl: string
  strapiUrl: string
  previewSecret: string
  /** Take every n-th payload of the corpus (1: all of them). Default 1. */
  every?: number
  /** Whether the auth endpoints answer (site/server/app.ts mounts them). */
  authMounted: boolean
}

const SUITE = 'hostile input'

/** Redirect targets: the open-redirect and script-URL corpus of runtime/routing, plus the site's own paths. */
export function redirectPayloads(every = 1): string[] {
  const all = [...INTERNAL.map(([input]) => input), ...EXTERNAL, ...EXTERNAL_BAD_PROTOCOL.map(([input]) => input), ...SCRIPT.map(([input]) => input), ...INVALID]
  return all.filter((_, i) => i % every === 0)
}

const q = encodeURIComponent
const describe = (payload: string, response: RawResponse) =>
  `${JSON.stringify(payload)}: ${response.status}${response.headers.location ? ` → ${JSON.stringify(response.headers.location)}` : ''}`

/**
 * Hostile input, redirects: every parameter that can pick where the browser goes next (the preview link's
 * `slug`, preview exit's `redirect`, the social sign-in's `redirect`, the callback, a `?next=`/`?returnTo=` on any
 * page, a redirect rule's query) with the corpus of open-redirect and script-URL tricks: the Location, when there is
 * one, stays on the site, holds no `//` lead and no backslash, and is no script URL.
 */
export async function redirectCheck({ siteUrl, strapiUrl, previewSecret, every = 1, authMounted }: RedirectCheckOptions): Promise<CheckResult[]> {
  const payloads = redirectPayloads(every)
  // the preview and auth endpoints are rate limited per client: each request comes from its own loopback address
  let client = 0
  const send = (path: string, headers: Record<string, string> = {}) => rawRequest(siteUrl, { path, headers, localAddress: clientAddress(2000 + client++) })
  const safe = (response: RawResponse) => locationProblem(response.headers.location, siteUrl) === undefined

  const preview = new Check(SUITE, 'redirects: preview `slug` (right secret): 307 on the site or 400')
  const exit = new Check(SUITE, 'redirects: preview exit `redirect`: 303 on the site')
  const pages = new Check(SUITE, 'redirects: `?next=`, `?returnTo=`, `?redirect=` on pages: no redirect at all')
  const rules = new Check(SUITE, 'redirects: redirect rules keep a hostile query on the site')
  const connect = new Check(SUITE, 'redirects: sign-in `redirect` (connect, callback): the return path stays on the site')
  const forwarded = new Check(SUITE, 'redirects: X-Forwarded-Host / -Proto never move a Location off the site')

  await mapLimit(payloads, 6, async (payload, i) => {
    const p = await send(`/api/preview?secret=${q(previewSecret)}&slug=${q(payload)}`)
    preview.hold((p.status === 307 && safe(p)) || (p.status === 400 && !p.headers['set-cookie']), () => describe(payload, p))

    const e = await send(`/api/preview/exit?redirect=${q(payload)}`)
    exit.hold(e.status === 303 && safe(e), () => describe(payload, e))

    const page = ['/', '/about', '/blog'][i % 3]!
    const param = ['next', 'returnTo', 'redirect', 'redirect_uri', 'url'][i % 5]!
    const g = await send(`${page}?${param}=${q(payload)}`)
    pages.hold(g.status === 200 && g.headers.location === undefined, () => `${page}?${param}=${describe(payload, g)}`)

    const rule = i % 2 === 0 ? '/hosting' : '/blog/p/1'
    const r = await send(`${rule}?next=${q(payload)}`)
    rules.hold(r.status === 301 && safe(r), () => `${rule}?next=${describe(payload, r)}`)

    if (!authMounted) return
    const c = await send(`/api/auth/connect/github?redirect=${q(payload)}`)
    const flow = (Array.isArray(c.headers['set-cookie']) ? c.headers['set-cookie'] : []).find((line) => line.startsWith('stratum-auth-flow='))
    const returnPath = flow ? decodeURIComponent(flow.split(';')[0]!.slice('stratum-auth-flow='.length)) : undefined
    connect.hold(
      c.status === 302 && c.headers.location === `${strapiUrl}/api/connect/github` && returnPath !== undefined && returnPath.startsWith('/') && locationProblem(returnPath, siteUrl) === undefined,
      () => `connect ${describe(payload, c)}, return path ${JSON.stringify(returnPath)}`,
    )
    const cb = await send(`/api/auth/callback/github?access_token=x&redirect=${q(payload)}`, { cookie: `stratum-auth-flow=${q(payload)}` })
    connect.hold(safe(cb), () => `callback ${describe(payload, cb)}`)
  })
  if (!authMounted) connect.skip('/api/auth is not mounted in site/server/app.ts yet')

  for (const [path, headers] of [
    ['/about/', { 'x-forwarded-host': 'evil.example' }],
    ['/about/', { 'x-forwarded-host': 'evil.example', 'x-forwarded-proto': 'https' }],
    ['/hosting', { 'x-forwarded-host': 'evil.example' }],
    ['/blog/p/1', { 'x-forwarded-host': 'evil.example', forwarded: 'host=evil.example;proto=https' }],
    [`/api/preview?secret=${q(previewSecret)}&slug=about`, { 'x-forwarded-host': 'evil.example' }],
  ] as const) {
    const response = await send(path, headers)
    forwarded.hold(response.status >= 300 && response.status < 400 && safe(response), () => `${path} with ${JSON.stringify(headers)}: ${describe('', response)}`)
  }

  return [preview.result, exit.result, pages.result, rules.result, connect.result, forwarded.result]
}

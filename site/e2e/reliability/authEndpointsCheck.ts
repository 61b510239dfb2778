import { randomBytes } from 'node:crypto'
import { Check, type CheckResult } from './Check'
import { clientAddress } from './clientAddress'
import { mapLimit, rawRequest, type RawResponse } from './rawRequest'
import { solveChallenge, type Challenge } from 'altcha-lib'
import { deriveKey } from 'altcha-lib/algorithms/pbkdf2'
import { ALTCHA_CHALLENGE_PATH } from '../../server/botProtection/createBotProtection'

/** Options of authEndpointsCheck. */
export interface AuthEndpointsCheckOptions {
  siteUrl: string
  /** Strapi itself (the test account is made there). */
  strapiUrl: string
  /** Strapi's PROXY_SECRET, without which it registers no one. */
  proxySecret: string | undefined
  previewSecret: string
  /** Every line the site printed (for the wrong-secret log lines). */
  logs: string[]
  authMounted: boolean
}

const SUITE = 'hostile input'
const setCookies = (response: RawResponse): string[] => {
  const header = response.headers['set-cookie']
  return Array.isArray(header) ? header : header ? [header] : []
}

/** Whether the site serves its auth endpoints: GET /api/auth/me answers 401 JSON without a session (not the 404 page). */
export async function authIsMounted(siteUrl: string): Promise<boolean> {
  const response = await rawRequest(siteUrl, { path: '/api/auth/me', localAddress: clientAddress(9999) })
  return response.status === 401 && String(response.headers['content-type']).includes('json')
}

/** Signing in passes the bot check as the form does: the site's ALTCHA challenge, solved here. */
async function botCheckAnswer(siteUrl: string): Promise<string> {
  const response = await fetch(new URL(ALTCHA_CHALLENGE_PATH, siteUrl))
  const challenge = (await response.json()) as Challenge
  const solution = await solveChallenge({ challenge, deriveKey })
  if (!solution) throw new Error('the sign-in bot check could not be solved')
  return Buffer.from(JSON.stringify({ challenge, solution })).toString('base64')
}

/**
 * Hostile input, the site's auth endpoints and preview: the session cookie is HttpOnly, SameSite=Lax, and
 * Secure anywhere but on this machine; a state-changing auth request from another origin is refused by the Origin
 * check; attempts past a burst are refused per client with 429 (another client is still served; the session read
 * each page makes is not limited); a wrong preview secret is answered 401 only after a delay, and logged.
 */
export async function authEndpointsCheck({ siteUrl, strapiUrl, proxySecret, previewSecret, logs, authMounted }: AuthEndpointsCheckOptions): Promise<CheckResult[]> {
  const host = new URL(siteUrl).host
  const json = (origin: string | undefined, extra: Record<string, string> = {}) => ({ 'content-type': 'application/json', ...(origin ? { origin } : {}), ...extra })
  let client = 0
  const next = () => clientAddress(8000 + client++)

  const cookies = new Check(SUITE, 'session cookie: HttpOnly, SameSite=Lax, Path=/, Secure outside localhost')
  const csrf = new Check(SUITE, 'CSRF: state-changing auth requests from another origin refused with 403')
  if (authMounted) {
    // the account is made in Strapi itself: the site's registration wants the bot check a browser solves (formsCheck)
    const id = randomBytes(4).toString('hex')
    const user = { username: `rel${id}`, email: `rel-${id}@example.test`, password: 'Reliable-horse-10' }
    const registered = await fetch(`${strapiUrl}/api/auth/local/register`, {
      method: 'POST',
      headers: { 'content-type': 'application/json', ...(proxySecret ? { 'x-proxy-secret': proxySecret } : {}) },
      body: JSON.stringify(user),
    })
    cookies.hold(registered.status === 200, `Strapi did not register the test account: ${registered.status}`)
    const signedIn = await rawRequest(siteUrl, { method: 'POST', path: '/api/auth/login', headers: json(siteUrl), body: JSON.stringify({ identifier: user.email, password: user.password, botCheck: await botCheckAnswer(siteUrl) }), localAddress: next() })
    const session = setCookies(signedIn).find((line) => line.startsWith('stratum-session=') && !/Max-Age=0/i.test(line))
    cookies.hold(signedIn.status === 200 && session !== undefined, `login answered ${signedIn.status} ${signedIn.body.slice(0, 120)}`)
    if (session) {
      cookies.hold(/;\s*HttpOnly/i.test(session), `no HttpOnly: ${session}`)
      cookies.hold(/;\s*SameSite=Lax/i.test(session), `not SameSite=Lax: ${session}`)
      cookies.hold(/;\s*Path=\/(;|$)/i.test(session), `not Path=/: ${session}`)
      cookies.hold(!/;\s*Secure/i.test(session), `Secure on 127.0.0.1, where the browser would drop it: ${session}`)
    }
    // the same server reached by a public name (behind a TLS proxy): the cookie must be Secure
    const publicHost = 'www.lumenhosting.example'
    const login = await rawRequest(siteUrl, {
      method: 'POST',
      path: '/api/auth/login',
      headers: { 'content-type': 'application/json', host: publicHost, origin: `https://${publicHost}`, 'x-forwarded-proto': 'https' },
      body: JSON.stringify({ identifier: user.email, password: user.password, botCheck: await botCheckAnswer(siteUrl) }),
      localAddress: next(),
    })
    const secure = setCookies(login).find((line) => line.startsWith('stratum-session=') && !/Max-Age=0/i.test(line))
    cookies.hold(login.status === 200 && secure !== undefined && /;\s*Secure/i.test(secure) && /;\s*HttpOnly/i.test(secure), `login on ${publicHost}: ${login.status}, cookie ${secure ?? 'none'}`)

    const foreign: [string, Record<string, string>][] = [
      ['Origin of another site', json('https://evil.example')],
      ['Origin null (sandboxed frame)', json('null')],
      ['Origin of this host on another port', json(`http://${new URL(siteUrl).hostname}:1`)],
      ['Origin with this host as a prefix', json(`http://${host}.evil.example`)],
      ['no Origin, Referer of another site', json(undefined, { referer: 'https://evil.example/page' })],
      ['neither Origin nor Referer', json(undefined)],
      ['Origin of another site, Referer of this one', json('https://evil.example', { referer: `${siteUrl}/about` })],
    ]
    for (const path of ['/api/auth/login', '/api/auth/register', '/api/auth/logout', '/api/auth/reset-password']) {
      for (const [what, headers] of foreign) {
        const response = await rawRequest(siteUrl, { method: 'POST', path, headers, body: JSON.stringify({ identifier: user.email, password: user.password }), localAddress: next() })
        csrf.hold(response.status === 403 && setCookies(response).every((line) => !/^stratum-session=[^;]/.test(line)), `POST ${path}, ${what}: ${response.status}`)
      }
    }
    const same = await rawRequest(siteUrl, { method: 'POST', path: '/api/auth/logout', headers: json(siteUrl), body: '{}', localAddress: next() })
    csrf.hold(same.status === 204, `the same request from this site was refused too (${same.status})`)
  } else {
    cookies.skip('/api/auth is not mounted in site/server/app.ts yet')
    csrf.skip('/api/auth is not mounted in site/server/app.ts yet')
  }

  const limited = new Check(SUITE, 'auth endpoints and preview rate limited per client: 429 with Retry-After')
  const attacker = next()
  // bodies the site refuses itself (400): the site's own limiter, without Strapi's (which counts each visitor's
  // address the site relays: shell.test.ts)
  const attempts = await mapLimit(Array.from({ length: 40 }), 8, () => rawRequest(siteUrl, { method: 'POST', path: '/api/auth/login', headers: json(siteUrl), body: 'not json', localAddress: attacker }))
  const refused = attempts.filter((r) => r.status === 429)
  limited.hold(refused.length >= 10, `40 login attempts from one client: ${refused.length} refused with 429`)
  limited.hold(refused.every((r) => Number(r.headers['retry-after']) >= 1), 'a 429 without Retry-After')
  limited.hold(attempts[0]!.status !== 429, `the first attempt was refused (${attempts[0]!.status})`)
  const other = await rawRequest(siteUrl, { method: 'POST', path: '/api/auth/login', headers: json(siteUrl), body: 'not json', localAddress: next() })
  limited.hold(other.status !== 429, `another client was refused too (${other.status})`)
  const sessionReads = await mapLimit(Array.from({ length: 30 }), 8, () => rawRequest(siteUrl, { path: '/api/auth/me', localAddress: attacker }))
  limited.hold(sessionReads.every((r) => r.status !== 429), 'GET /api/auth/me (every page load) was rate limited')
  const guesser = next()
  const guesses = await mapLimit(Array.from({ length: 25 }), 25, () => rawRequest(siteUrl, { path: '/api/preview?secret=guess', localAddress: guesser }))
  limited.hold(guesses.some((r) => r.status === 429) && guesses.every((r) => r.status === 429 || r.status === 401), `25 preview guesses: ${guesses.map((r) => r.status).join(',')}`)
  limited.note(`${refused.length} of 40 logins refused`)

  const secrets = new Check(SUITE, 'wrong preview secrets: 401 after ≥ 1 s, no cookie, one log line each')
  const wrong = ['wrong', '', previewSecret.slice(0, -1), `${previewSecret}x`, previewSecret.toUpperCase() === previewSecret ? `${previewSecret}Y` : previewSecret.toUpperCase(), 'x'.repeat(2000), `%00${previewSecret}`, ` ${previewSecret}`]
  const before = logs.filter((line) => line.includes('preview: wrong secret')).length
  const answers = await mapLimit(wrong, 8, (secret) => rawRequest(siteUrl, { path: `/api/preview?secret=${encodeURIComponent(secret)}&slug=about`, localAddress: next() }))
  answers.forEach((response, i) =>
    secrets.hold(response.status === 401 && response.ms >= 900 && setCookies(response).length === 0, `${JSON.stringify(wrong[i]!.slice(0, 20))}: ${response.status} after ${Math.round(response.ms)} ms${setCookies(response).length ? ' with a cookie' : ''}`),
  )
  await new Promise((resolve) => setTimeout(resolve, 200))
  const logged = logs.filter((line) => line.includes('preview: wrong secret')).length - before
  secrets.hold(logged === wrong.length, `${logged} log lines for ${wrong.length} wrong secrets`)

  return [cookies.result, csrf.result, limited.result, secrets.result]
}

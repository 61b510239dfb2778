// The scoring rules of Mozilla's HTTP Observatory (MDN Observatory), as published in its scoring documentation,
// applied to one response: the aim is A+ with no penalty on every kind of response. Not the real
// scanner (that needs a public https host): its header rules, so a regression fails a test here.

/** One rule's outcome: its Observatory result name and score modifier. */
export interface ObservatoryTest {
  test: string
  result: string
  modifier: number
}

/** A response's grade. */
export interface ObservatoryReport {
  score: number
  grade: string
  tests: ObservatoryTest[]
  /** The tests with a negative modifier. */
  penalties: ObservatoryTest[]
}

type Policy = Map<string, string[]>

/** Parses a Content-Security-Policy; undefined when a directive repeats or the header is empty (invalid). */
export function parseCsp(header: string): Policy | undefined {
  const policy: Policy = new Map()
  for (const part of header.split(';')) {
    const [name, ...sources] = part.trim().split(/\s+/)
    if (!name) continue
    const key = name.toLowerCase()
    if (policy.has(key)) return undefined
    policy.set(key, sources.map((s) => (s.startsWith("'") ? s.toLowerCase() : s)))
  }
  return policy.size ? policy : undefined
}

const BROAD = new Set(['*', 'http:', 'https:', 'ftp:', 'data:', 'blob:', 'filesystem:'])
// an http: (or ftp:, ws:) source, a scheme or a URL: content that can be read or changed on the way
const isInsecure = (source: string) => /^(http|ftp|ws):/i.test(source)

function csp(headers: Headers): ObservatoryTest {
  const test = 'content-security-policy'
  const header = headers.get('Content-Security-Policy')
  if (!header) return { test, result: 'csp-not-implemented', modifier: -25 }
  const policy = parseCsp(header)
  if (!policy) return { test, result: 'csp-header-invalid', modifier: -25 }
  const fallback = (name: string) => policy.get(name) ?? policy.get('default-src')
  const script = fallback('script-src')
  if (!script) return { test, result: 'csp-implemented-with-unsafe-inline', modifier: -20 }
  const nonceOrHash = script.some((s) => /^'(nonce|sha256|sha384|sha512)-/.test(s))
  const strictDynamic = script.includes("'strict-dynamic'") && nonceOrHash
  // with 'strict-dynamic' and a nonce, browsers ignore 'unsafe-inline', hosts and schemes in script-src
  if (!strictDynamic && (script.some((s) => BROAD.has(s)) || (script.includes("'unsafe-inline'") && !nonceOrHash)))
    return { test, result: 'csp-implemented-with-unsafe-inline', modifier: -20 }
  if (script.includes("'unsafe-eval'")) return { test, result: 'csp-implemented-with-unsafe-eval', modifier: -10 }
  const objects = fallback('object-src')
  if (!objects || objects.some((s) => BROAD.has(s))) return { test, result: 'csp-implemented-with-unsafe-inline', modifier: -20 }
  const active = ['script-src', 'object-src', 'style-src', 'frame-src', 'connect-src', 'worker-src'].flatMap((d) => fallback(d) ?? [])
  if (!strictDynamic && active.some(isInsecure)) return { test, result: 'csp-implemented-with-insecure-scheme', modifier: -20 }
  const passive = ['img-src', 'media-src', 'font-src'].flatMap((d) => fallback(d) ?? [])
  if (passive.some(isInsecure)) return { test, result: 'csp-implemented-with-insecure-scheme-in-passive-content-only', modifier: -10 }
  const style = fallback('style-src') ?? []
  if (style.includes("'unsafe-inline'")) return { test, result: 'csp-implemented-with-unsafe-inline-in-style-src-only', modifier: 0 }
  if (policy.get('default-src')?.join(' ') === "'none'") return { test, result: 'csp-implemented-with-no-unsafe-default-src-none', modifier: 10 }
  return { test, result: 'csp-implemented-with-no-unsafe', modifier: 0 }
}

function parseCookie(line: string) {
  const [pair = '', ...attributes] = line.split(';').map((s) => s.trim())
  const names = attributes.map((a) => a.split('=')[0]!.toLowerCase())
  const sameSite = attributes.find((a) => a.toLowerCase().startsWith('samesite='))?.split('=')[1]?.toLowerCase()
  return { name: pair.split('=')[0] ?? '', secure: names.includes('secure'), httpOnly: names.includes('httponly'), sameSite }
}

function cookies(headers: Headers): ObservatoryTest {
  const test = 'cookies'
  const lines = headers.getSetCookie()
  if (!lines.length) return { test, result: 'cookies-not-found', modifier: 0 }
  const hsts = headers.has('Strict-Transport-Security')
  const all = lines.map(parseCookie)
  const isSession = (name: string) => /sess|token|auth|jwt|login/i.test(name)
  if (all.some((c) => c.sameSite !== undefined && !['strict', 'lax', 'none'].includes(c.sameSite))) return { test, result: 'cookies-samesite-flag-invalid', modifier: -20 }
  if (all.some((c) => isSession(c.name) && !c.secure))
    return hsts ? { test, result: 'cookies-session-without-secure-flag-but-protected-by-hsts', modifier: -10 } : { test, result: 'cookies-session-without-secure-flag', modifier: -40 }
  if (all.some((c) => isSession(c.name) && !c.httpOnly)) return { test, result: 'cookies-session-without-httponly-flag', modifier: -30 }
  if (all.some((c) => !c.secure))
    return hsts ? { test, result: 'cookies-without-secure-flag-but-protected-by-hsts', modifier: -5 } : { test, result: 'cookies-without-secure-flag', modifier: -20 }
  if (all.every((c) => c.sameSite === 'strict' || c.sameSite === 'lax')) return { test, result: 'cookies-secure-with-httponly-sessions-and-samesite', modifier: 5 }
  return { test, result: 'cookies-secure-with-httponly-sessions', modifier: 0 }
}

function cors(headers: Headers): ObservatoryTest {
  const test = 'cross-origin-resource-sharing'
  const origin = headers.get('Access-Control-Allow-Origin')
  if (!origin) return { test, result: 'cross-origin-resource-sharing-not-implemented', modifier: 0 }
  if (origin.trim() === '*' && headers.get('Access-Control-Allow-Credentials') === 'true') return { test, result: 'cross-origin-resource-sharing-implemented-with-universal-access', modifier: -50 }
  return { test, result: 'cross-origin-resource-sharing-implemented-with-public-access', modifier: 0 }
}

function corp(headers: Headers): ObservatoryTest {
  const test = 'cross-origin-resource-policy'
  const value = headers.get('Cross-Origin-Resource-Policy')?.trim().toLowerCase()
  if (value === undefined) return { test, result: 'corp-not-implemented', modifier: 0 }
  if (value === 'same-origin' || value === 'same-site') return { test, result: `corp-implemented-with-${value}`, modifier: 0 }
  if (value === 'cross-origin') return { test, result: 'corp-implemented-with-cross-origin', modifier: 0 }
  return { test, result: 'corp-header-invalid', modifier: -5 }
}

function referrer(headers: Headers): ObservatoryTest {
  const test = 'referrer-policy'
  const header = headers.get('Referrer-Policy')
  if (!header) return { test, result: 'referrer-policy-not-implemented', modifier: 0 }
  const valid = ['no-referrer', 'same-origin', 'strict-origin', 'strict-origin-when-cross-origin', 'origin', 'origin-when-cross-origin', 'no-referrer-when-downgrade', 'unsafe-url']
  const policy = header.toLowerCase().split(',').map((s) => s.trim()).filter((s) => valid.includes(s)).at(-1)
  if (!policy) return { test, result: 'referrer-policy-header-invalid', modifier: -5 }
  if (['no-referrer', 'same-origin', 'strict-origin', 'strict-origin-when-cross-origin'].includes(policy)) return { test, result: 'referrer-policy-private', modifier: 5 }
  return { test, result: 'referrer-policy-unsafe', modifier: -5 }
}

function hsts(headers: Headers): ObservatoryTest {
  const test = 'strict-transport-security'
  const header = headers.get('Strict-Transport-Security')
  if (!header) return { test, result: 'hsts-not-implemented', modifier: -20 }
  const maxAge = /(?:^|;)\s*max-age\s*=\s*"?(\d+)"?/i.exec(header)?.[1]
  if (maxAge === undefined) return { test, result: 'hsts-header-invalid', modifier: -20 }
  if (Number(maxAge) < 15_768_000) return { test, result: 'hsts-implemented-max-age-less-than-six-months', modifier: -10 }
  return { test, result: 'hsts-implemented-max-age-at-least-six-months', modifier: 0 }
}

function sri(headers: Headers, body: string | undefined): ObservatoryTest {
  const test = 'subresource-integrity'
  if (!body || !/text\/html/i.test(headers.get('Content-Type') ?? '')) return { test, result: 'sri-not-implemented-response-not-html', modifier: 0 }
  const external = [...body.matchAll(/<script\b[^>]*\bsrc\s*=\s*["']?([^"'\s>]+)[^>]*>/gi)].filter((m) => /^(https?:)?\/\//i.test(m[1]!))
  if (!external.length) return { test, result: 'sri-not-implemented-but-all-scripts-loaded-from-secure-origin', modifier: 0 }
  const withoutIntegrity = external.filter((m) => !/\bintegrity\s*=/i.test(m[0]))
  if (!withoutIntegrity.length) return { test, result: 'sri-implemented-and-external-scripts-loaded-securely', modifier: 5 }
  if (withoutIntegrity.some((m) => /^http:/i.test(m[1]!))) return { test, result: 'sri-not-implemented-and-external-scripts-not-loaded-securely', modifier: -50 }
  return { test, result: 'sri-not-implemented-but-external-scripts-loaded-securely', modifier: -5 }
}

function contentTypeOptions(headers: Headers): ObservatoryTest {
  const test = 'x-content-type-options'
  const header = headers.get('X-Content-Type-Options')
  if (!header) return { test, result: 'x-content-type-options-not-implemented', modifier: -5 }
  return header.trim().toLowerCase() === 'nosniff' ? { test, result: 'x-content-type-options-nosniff', modifier: 0 } : { test, result: 'x-content-type-options-header-invalid', modifier: -5 }
}

function frameOptions(headers: Headers): ObservatoryTest {
  const test = 'x-frame-options'
  const policy = parseCsp(headers.get('Content-Security-Policy') ?? '')
  const ancestors = policy?.get('frame-ancestors')
  if (ancestors && !ancestors.some((s) => BROAD.has(s))) return { test, result: 'xfo-implemented-via-csp', modifier: 5 }
  const header = headers.get('X-Frame-Options')?.trim().toLowerCase()
  if (!header) return { test, result: 'x-frame-options-not-implemented', modifier: -20 }
  if (header === 'deny' || header === 'sameorigin') return { test, result: 'x-frame-options-sameorigin-or-deny', modifier: 0 }
  return { test, result: 'x-frame-options-header-invalid', modifier: -20 }
}

const GRADES: [number, string][] = [
  [100, 'A+'], [90, 'A'], [85, 'A-'], [80, 'B+'], [70, 'B'], [65, 'B-'], [60, 'C+'], [50, 'C'], [45, 'C-'], [40, 'D+'], [30, 'D'], [25, 'D-'],
]

/** Grades one response's headers (and, for HTML, its scripts) by the Observatory's rules. */
export function observatoryGrade(headers: Headers, body?: string): ObservatoryReport {
  const tests = [csp(headers), cookies(headers), cors(headers), corp(headers), referrer(headers), hsts(headers), sri(headers, body), contentTypeOptions(headers), frameOptions(headers)]
  const penalties = tests.filter((t) => t.modifier < 0)
  const base = 100 + penalties.reduce((sum, t) => sum + t.modifier, 0)
  // bonuses count only for a score of 90 or more without them
  const bonus = base >= 90 ? tests.filter((t) => t.modifier > 0).reduce((sum, t) => sum + t.modifier, 0) : 0
  const score = Math.max(0, base + bonus)
  return { score, grade: GRADES.find(([min]) => score >= min)?.[1] ?? 'F', tests, penalties }
}

/** Options of contentSecurityPolicy. */
export interface CspOptions {
  /**
   * What lets the page's own scripts run: a nonce (`'nonce-…'`, nonceSource), this response's or, for a page kept
   * for many visitors, that page's own.
   */
  scripts: readonly string[]
  /** Origins images may come from besides the site: the assets and content hosts (uploads). */
  imageOrigins?: readonly string[]
  /** The live-chat provider's script URL (CHAT_SCRIPT_URL): its origin may be connected to, framed and shown. */
  chatScriptUrl?: string | undefined
  /**
   * Vite's development server: it injects CSS as <style> elements, and its client connects over a WebSocket for hot
   * updates. Inline styles and WebSockets are allowed there, never in production.
   */
  development?: boolean
  /** Addresses forms may be sent to besides this site: the domain and docs search addresses. */
  formActionUrls?: readonly string[]
  /** Addresses that may be framed: the bot check's widget when it is Cloudflare Turnstile. */
  frameUrls?: readonly string[]
  /** This site's web workers may run: the ALTCHA widget's proof of work. */
  workers?: boolean
  /** Origins that may frame the page: Strapi's admin, for a preview; by default none. */
  frameAncestors?: readonly string[]
}

/** The origin of a URL (`https://cdn.example.com`), or undefined for anything that is not http(s). */
export function originOf(url: string | undefined): string | undefined {
  if (!url) return undefined
  try {
    const { protocol, origin } = new URL(url)
    return protocol === 'https:' || protocol === 'http:' ? origin : undefined
  } catch {
    return undefined
  }
}

const unique = (values: readonly (string | undefined)[]): string[] => [...new Set(values.filter((v): v is string => Boolean(v)))]

/**
 * The Content-Security-Policy of every response. Scripts run only with the page's nonce, and what they load ('strict-dynamic': Vike's entry imports the page and section chunks); no inline style, no
 * plugin, no <base>, no framing, forms go only here and to the search addresses. Images may also be data: URLs, which markdown allows for
 * gif, png, jpeg and webp (SPEC §5), and uploads from the assets and content hosts.
 */
export function contentSecurityPolicy({ scripts, imageOrigins = [], chatScriptUrl, development = false, formActionUrls = [], frameUrls = [], workers = false, frameAncestors = [] }: CspOptions): string {
  const chat = originOf(chatScriptUrl)
  const frames = unique([chat, ...frameUrls.map(originOf)])
  const directives: [string, ...string[]][] = [
    ['default-src', "'self'"],
    ['script-src', ...scripts, "'strict-dynamic'"],
    // the page's stylesheets are files: never inline
    ['style-src', "'self'", ...(development ? ["'unsafe-inline'"] : [])],
    ['img-src', "'self'", 'data:', ...unique([...imageOrigins.map(originOf), chat])],
    // uploaded videos come from the same hosts as uploaded images
    ['media-src', "'self'", ...unique(imageOrigins.map(originOf))],
    ['font-src', "'self'"],
    ['connect-src', "'self'", ...unique([chat, development ? 'ws:' : undefined])],
    ...(frames.length > 0 ? [['frame-src', ...frames] as [string, ...string[]]] : []),
    // workers fall back to script-src, whose nonce a worker cannot carry
    ...(workers ? [['worker-src', "'self'"] as [string, string]] : []),
    ['object-src', "'none'"],
    ['base-uri', "'none'"],
    ['frame-ancestors', ...(frameAncestors.length > 0 ? unique(frameAncestors.map(originOf)) : ["'none'"])],
    ['form-action', "'self'", ...unique(formActionUrls.map(originOf))],
  ]
  // a fetch directive whose sources would be default-src's own says nothing: these three fall back to default-src
  // itself (CSP3, the effective directive's fallback list), so it is left out and the policy is the same, 55 bytes
  // shorter on every response (a blog page has to fit the first round trip, headers included).
  // worker-src and frame-src fall back through other directives first, and stay
  return directives
    .filter(([name, ...sources]) => !(FALLS_BACK_TO_DEFAULT.has(name) && sources.length === 1 && sources[0] === "'self'"))
    .map((d) => d.join(' '))
    .join('; ')
}

/** Fetch directives whose fallback is default-src itself, with nothing between. */
const FALLS_BACK_TO_DEFAULT = new Set(['media-src', 'font-src', 'connect-src'])

/** The script-src source of a nonce. */
export function nonceSource(nonce: string): string {
  return `'nonce-${nonce}'`
}

/** The policy for any page's script sources, worked out once: only those change per response. */
export function policyForScripts(options: Omit<CspOptions, 'scripts'>): (scripts: readonly string[]) => string {
  const marker = '\u0000scripts\u0000'
  const parts = contentSecurityPolicy({ ...options, scripts: [marker] }).split(marker)
  return (scripts) => parts.join(scripts.join(' '))
}

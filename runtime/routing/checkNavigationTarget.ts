import { normaliseUrl } from '../markdown/normaliseUrl'
import { NavigationError } from './NavigationError'

/** Never navigated to, not even with `external: true`: they run script or reach local data. */
const SCRIPT_PROTOCOLS = new Set(['javascript:', 'vbscript:', 'data:', 'blob:', 'file:', 'filesystem:'])
/** What an allowed external target may use. */
const EXTERNAL_PROTOCOLS = new Set(['http:', 'https:', 'mailto:', 'tel:'])
/** A scheme as the WHATWG URL parser finds it (on a lower-cased form). */
const SCHEME = /^([a-z][a-z0-9+.-]*):/
/** Stands for this site while resolving (`.invalid` never resolves, RFC 2606). */
const HERE = 'http://here.invalid'
const PERCENT_RUN = /(?:%[0-9a-f]{2})+/gi

/** Options of checkNavigationTarget. */
export interface NavigationCheckOptions {
  /** Allow a target on another origin (http, https, mailto, tel). Default false (SPEC §8). */
  external?: boolean | undefined
  /** Origins that are this site (its configured url): absolute URLs on them become paths. */
  siteOrigins?: readonly string[] | undefined
  /** The path a relative target is resolved from (the current page). Default `/`. */
  from?: string | undefined
}

/** A target that passed: a path of this site, or an allowed external URL. */
export interface NavigationTarget {
  /** Same site: pathname, search and hash, always starting with exactly one `/`. External: the absolute URL. */
  url: string
  external: boolean
}

/** Decodes percent-escapes (repeatedly, so double encoding hides nothing); invalid UTF-8 decodes byte by byte. */
function percentDecode(value: string): string {
  let current = value
  for (let round = 0; round < 4 && PERCENT_RUN.test(current); round++) {
    PERCENT_RUN.lastIndex = 0
    current = current.replace(PERCENT_RUN, (run) => {
      try {
        return decodeURIComponent(run)
      } catch {
        return run.replace(/%([0-9a-f]{2})/gi, (_, hex: string) => String.fromCharCode(Number.parseInt(hex, 16)))
      }
    })
  }
  PERCENT_RUN.lastIndex = 0
  return current
}

/**
 * The forms a judgement is made on, never output: character references and percent-escapes decoded, NFKC
 * (fullwidth and other look-alike slashes and colons become real ones), invisible characters removed (normaliseUrl).
 * Whatever decodes this value later (an HTML parser, a proxy, a router) finds nothing these did not show.
 */
function policyForms(to: string): string[] {
  const entities = normaliseUrl(to)
  return [...new Set([entities, normaliseUrl(percentDecode(to)), normaliseUrl(percentDecode(entities))])]
}

/** Resolves like a browser following a link: an absolute URL on its own, anything else against the current page. */
function resolve(value: string, base: URL): URL | undefined {
  try {
    // on its own first: `http:evil.example` is relative only to an http page, absolute to an https one
    return new URL(value)
  } catch {
    try {
      return new URL(value, base)
    } catch {
      return undefined
    }
  }
}

function originOf(url: string): string | undefined {
  try {
    return new URL(url).origin
  } catch {
    return undefined
  }
}

/**
 * The checks of SPEC §8 that navigateTo and every server redirect share. Refuses with a NavigationError:
 * - a script protocol (`javascript:`, `vbscript:`, `data:`, `blob:`, `file:`), in any case, behind leading
 *   whitespace or control characters, tabs or newlines inside the scheme, character references or percent-escapes;
 * - another origin unless `external` is set, including protocol-relative `//host`, `\\host`, `/\host`, encoded
 *   and look-alike slashes (`/%2F%2Fhost`, `/／host`) and paths that collapse to `//host` (`/.//host`);
 * - anything the URL parser cannot read.
 * A same-site target comes back as a path, so a Location header built from it can never leave the site.
 */
export function checkNavigationTarget(to: string, options: NavigationCheckOptions = {}): NavigationTarget {
  if (typeof to !== 'string' || normaliseUrl(to) === '') throw new NavigationError('invalid')
  const forms = policyForms(to)
  for (const form of forms) {
    const scheme = SCHEME.exec(form)?.[1]
    if (scheme !== undefined && SCRIPT_PROTOCOLS.has(`${scheme}:`)) throw new NavigationError('protocol', `${scheme}:`)
  }

  let base = new URL(options.from ?? '/', HERE)
  if (base.origin !== HERE) base = new URL('/', HERE)
  const ours = new Set([HERE, ...(options.siteOrigins ?? []).map(originOf).filter((o) => o !== undefined)])
  const url = resolve(to, base)
  if (!url) throw new NavigationError('invalid')
  if (SCRIPT_PROTOCOLS.has(url.protocol)) throw new NavigationError('protocol', url.protocol)

  const inside = (candidate: URL | undefined) => candidate === undefined || (ours.has(candidate.origin) && !/^\/[/\\]/.test(candidate.pathname))
  const sameSite = inside(url) && forms.every((form) => inside(resolve(form, base)))
  if (sameSite) return { url: url.pathname + url.search + url.hash, external: false }

  if (!options.external) throw new NavigationError('external')
  if (!EXTERNAL_PROTOCOLS.has(url.protocol)) throw new NavigationError('protocol', url.protocol)
  // allowed, but a same-origin path that looks protocol-relative is still never output as one
  if (ours.has(url.origin)) return { url: `/${url.pathname.replace(/^[/\\]+/, '')}${url.search}${url.hash}`, external: false }
  return { url: url.href, external: true }
}

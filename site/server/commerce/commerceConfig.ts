/** Where the commerce sections send visitors, from the environment. */
export interface CommerceConfig {
  /** ORDER_URL: the order address the order form continues to. */
  orderUrl: string
  /** DOMAIN_SEARCH_URL: where a domain search is sent, the name in `query`. */
  domainSearchUrl: string
  /** DOCS_SEARCH_URL: where a knowledge base search is sent, the words in `q`; default the site's own article search. */
  docsSearchUrl: string
}

export const DEFAULT_ORDER_URL = 'https://my.lumenhosting.example/order'
export const DEFAULT_DOMAIN_SEARCH_URL = 'https://my.lumenhosting.example/domains/search'
/** The site's own article search (site/pages/blog-search), used when DOCS_SEARCH_URL is not set. */
export const SITE_DOCS_SEARCH_PATH = '/blog/search'

const warned = new Set<string>()

/** A path on this site, or an http(s) URL; anything else (javascript:, relative words) is refused. */
function isAddress(value: string): boolean {
  if (/^\/(?![/\\])/.test(value)) return true
  try {
    const { protocol } = new URL(value)
    return protocol === 'https:' || protocol === 'http:'
  } catch {
    return false
  }
}

function address(env: NodeJS.ProcessEnv, name: string, fallback: string): string {
  const value = env[name]
  if (!value) return fallback
  if (isAddress(value)) return value
  if (!warned.has(name)) {
    warned.add(name)
    console.warn(JSON.stringify({ level: 'warn', msg: `${name} must be an http(s) URL or a path on this site, not "${value}": using ${fallback}` }))
  }
  return fallback
}

/** Reads ORDER_URL, DOMAIN_SEARCH_URL and DOCS_SEARCH_URL; a bad value falls back to the default with one warning. */
export function readCommerceConfig(env: NodeJS.ProcessEnv = process.env): CommerceConfig {
  return {
    orderUrl: address(env, 'ORDER_URL', DEFAULT_ORDER_URL),
    domainSearchUrl: address(env, 'DOMAIN_SEARCH_URL', DEFAULT_DOMAIN_SEARCH_URL),
    docsSearchUrl: address(env, 'DOCS_SEARCH_URL', SITE_DOCS_SEARCH_PATH),
  }
}

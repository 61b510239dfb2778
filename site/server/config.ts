import { originOf } from './http/contentSecurityPolicy'

/** Where pages read their content: the real Strapi, or the demo content pack on disk. */
export type ContentSourceName = 'strapi' | 'files'

/** The site server's settings, from the environment. */
export interface SiteConfig {
  port: number
  host: string
  production: boolean
  contentSource: ContentSourceName
  /** The content pack the files source reads (CONTENT_DIR), default content/ in the project root. */
  contentDir: string | undefined
  strapiUrl: string
  /** The group's global content host for brand and group details (GLOBAL_CONTENT_URL); default the same Strapi. */
  globalContentUrl: string | undefined
  /** Where uploads are served from (ASSETS_URL); default the site itself, at /uploads/* (uploadsOnSite). */
  assetsUrl: string | undefined
  /** Content service timeout in ms (STRAPI_TIMEOUT), default 5000. */
  strapiTimeout: number
  /** How long content is served from the cache before asking Strapi again (CONTENT_TTL ms), default 60 000. */
  contentTtl: number
  /** The currency shown when the visitor has chosen none (DEFAULT_CURRENCY). */
  defaultCurrency: string
  /**
   * PREVIEW_SECRET: signs the preview cookie, and goes to Strapi with the preview's draft reads, which Strapi answers
   * for no one else; preview is off without it.
   */
  previewSecret: string | undefined
  /**
   * The origin of Strapi's admin (STRAPI_ADMIN_URL, default STRAPI_URL's), the only page that may frame a preview: its
   * "Open preview" pane. Undefined without preview.
   */
  previewFrameOrigin: string | undefined
  /** The secret Strapi's purge webhook sends in `x-purge-secret` (PURGE_SECRET); /api/cache/purge is off without it. */
  purgeSecret: string | undefined
  /**
   * The secret with which the site vouches to Strapi for a visitor's address when it relays a sign-in (PROXY_SECRET,
   * set on both; http/clientAddress.ts): without it Strapi counts every visitor's attempts as one.
   */
  proxySecret: string | undefined
  /**
   * How many proxies (load balancer, CDN) stand in front of the site, each appending to X-Forwarded-For (TRUST_PROXY,
   * default 0): where the visitor's address is read (http/clientAddress.ts) for rate limits and Strapi.
   */
  trustProxy: number
  /** Rendered pages kept for visitors who share them, until their content changes (RENDER_CACHE=off: never). */
  renderCache: boolean
  /**
   * The Redis (or compatible) server the instances of the site share (REDIS_URL, `redis://host:6379`): a purge received
   * by one reaches all, and rate limits count across all. Without it each instance acts alone.
   */
  redisUrl: string | undefined
}

function contentSource(value: string | undefined): ContentSourceName {
  if (value === undefined || value === '') return 'strapi'
  if (value === 'strapi' || value === 'files') return value
  throw new Error(`CONTENT_SOURCE must be "strapi" or "files", not "${value}"`)
}

function positiveInt(name: string, value: string | undefined, fallback: number): number {
  if (value === undefined || value === '') return fallback
  const n = Number(value)
  if (!Number.isInteger(n) || n <= 0) throw new Error(`${name} must be a positive whole number of milliseconds, not "${value}"`)
  return n
}

function proxies(value: string | undefined): number {
  if (value === undefined || value === '') return 0
  const n = Number(value)
  if (!Number.isInteger(n) || n < 0 || n > 10) throw new Error(`TRUST_PROXY must be how many proxies stand in front of the site, 0 to 10, not "${value}"`)
  return n
}

function port(value: string | undefined): number {
  if (value === undefined || value === '') return 3000
  const n = Number(value)
  if (!Number.isInteger(n) || n < 0 || n > 65535) throw new Error(`PORT must be a port number, not "${value}"`)
  return n
}

function redisUrl(value: string | undefined): string | undefined {
  if (value === undefined || value === '') return undefined
  if (!/^rediss?:\/\//.test(value)) throw new Error(`REDIS_URL must be a redis:// or rediss:// URL, not "${value}"`)
  return value
}

/** Reads the site's configuration; a bad value throws naming the variable. */
export function readConfig(env: NodeJS.ProcessEnv = process.env): SiteConfig {
  return {
    port: port(env.PORT),
    host: env.HOST || '127.0.0.1',
    production: env.NODE_ENV === 'production',
    contentSource: contentSource(env.CONTENT_SOURCE),
    contentDir: env.CONTENT_DIR || undefined,
    strapiUrl: env.STRAPI_URL || 'http://127.0.0.1:1337',
    globalContentUrl: env.GLOBAL_CONTENT_URL || undefined,
    assetsUrl: env.ASSETS_URL || undefined,
    strapiTimeout: positiveInt('STRAPI_TIMEOUT', env.STRAPI_TIMEOUT, 5000),
    contentTtl: positiveInt('CONTENT_TTL', env.CONTENT_TTL, 60_000),
    defaultCurrency: env.DEFAULT_CURRENCY || 'GBP',
    previewSecret: env.PREVIEW_SECRET || undefined,
    previewFrameOrigin: env.PREVIEW_SECRET ? originOf(env.STRAPI_ADMIN_URL || env.STRAPI_URL || 'http://127.0.0.1:1337') : undefined,
    purgeSecret: env.PURGE_SECRET || undefined,
    proxySecret: env.PROXY_SECRET || undefined,
    trustProxy: proxies(env.TRUST_PROXY),
    renderCache: env.RENDER_CACHE !== 'off' && env.NODE_ENV === 'production',
    redisUrl: redisUrl(env.REDIS_URL),
  }
}

/**
 * Whether the site is its own assets host: without ASSETS_URL it serves the uploads at /uploads/* (from the content
 * pack's media, or passed on from Strapi), and upload URLs are rewritten to that path.
 */
export function uploadsOnSite(config: Pick<SiteConfig, 'assetsUrl'>): boolean {
  return config.assetsUrl === undefined
}

/**
 * Where images may come from besides the site: the assets host (ASSETS_URL) when there is one (else the site serves
 * uploads itself), and the global content host, whose uploads (brand logos) stay on it.
 */
export function imageOrigins(config: Pick<SiteConfig, 'assetsUrl' | 'globalContentUrl'>): string[] {
  return [config.assetsUrl, config.globalContentUrl].filter((url): url is string => Boolean(url))
}

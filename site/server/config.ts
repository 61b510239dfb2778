/** Where pages read their content: the real Strapi, or the demo content pack on disk. */
export type ContentSourceName = 'strapi' | 'files'

/** The site server's settings, from the environment. */
export interface SiteConfig {
  port: number
  host: string
  production: boolean
  contentSource: ContentSourceName
  strapiUrl: string
  /** Secret that signs the preview cookie; preview is off without it. */
  previewSecret: string | undefined
}

function contentSource(value: string | undefined): ContentSourceName {
  if (value === undefined || value === '') return 'strapi'
  if (value === 'strapi' || value === 'files') return value
  throw new Error(`CONTENT_SOURCE must be "strapi" or "files", not "${value}"`)
}

function port(value: string | undefined): number {
  if (value === undefined || value === '') return 3000
  const n = Number(value)
  if (!Number.isInteger(n) || n < 0 || n > 65535) throw new Error(`PORT must be a port number, not "${value}"`)
  return n
}

/** Reads the site's configuration; a bad value throws naming the variable. */
export function readConfig(env: NodeJS.ProcessEnv = process.env): SiteConfig {
  return {
    port: port(env.PORT),
    host: env.HOST || '127.0.0.1',
    production: env.NODE_ENV === 'production',
    contentSource: contentSource(env.CONTENT_SOURCE),
    strapiUrl: env.STRAPI_URL || 'http://127.0.0.1:1337',
    previewSecret: env.PREVIEW_SECRET || undefined,
  }
}

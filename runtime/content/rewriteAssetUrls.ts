import { mapStrings } from './mapStrings'

export interface AssetHosts {
  /** Where the content service serves its uploads, e.g. `http://127.0.0.1:1337` (its URL, no API prefix). */
  contentHost?: string | undefined
  /**
   * Where the site should load them from instead (ASSETS_URL); defaults to the content host. An empty string is the
   * site itself: upload URLs become site-relative (`/uploads/...`) and the site serves them.
   */
  assetsHost?: string | undefined
}

// A relative upload path starts a string, or follows a space, bracket, quote, `=` or `,` (markdown, HTML, srcset).
const RELATIVE_UPLOAD = /(?<=^|[\s("'=,])\/uploads\//g

function trimSlash(host: string): string {
  return host.replace(/\/+$/, '')
}

/**
 * SPEC §7: uploaded-asset URLs from the content host are rewritten to the assets host. Rewrites relative
 * `/uploads/...` paths and absolute `{contentHost}/uploads/...` URLs in every string, deeply: media `url`s, their
 * `formats.*.url`, and links inside markdown or HTML. With the site as the assets host (`assetsHost: ''`) they become
 * `/uploads/...` on the site. Returns a new value; the input is never mutated.
 */
export function rewriteAssetUrls<T>(value: T, hosts: AssetHosts): T {
  const target = hosts.assetsHost ?? hosts.contentHost
  if (target === undefined) return value
  const to = `${trimSlash(target)}/uploads/`
  const from = hosts.contentHost ? `${trimSlash(hosts.contentHost)}/uploads/` : undefined
  return mapStrings(value, (text) => {
    if (!text.includes('/uploads/')) return text
    const absolute = from && from !== to ? text.split(from).join(to) : text
    return absolute.replace(RELATIVE_UPLOAD, to)
  })
}

import type { PageContextServer } from 'vike/types'
import { consentDefaultScript } from '../../runtime/machines/consentDefaultScript'
import { darkModeBootScript } from '../../runtime/machines/darkModeBootScript'
import { deferredDrawingBootScript } from '../layouts/deferredDrawing'
import { imageOrigins, readConfig } from '../server/config'

/** The nonce as an attribute; a nonce is base64, but nothing unescaped ever reaches the markup. */
function nonceAttribute(nonce: string | null | undefined): string {
  return nonce ? ` nonce="${nonce.replace(/[^A-Za-z0-9+/=_-]/g, '')}"` : ''
}

/** `<link rel="preconnect">` to the hosts the page's images come from (Strapi, ASSETS_URL): the LCP image waits less. */
function preconnectLinks(): string {
  const origins = new Set(imageOrigins(readConfig()).map((url) => new URL(url).origin))
  return [...origins].map((origin) => `<link rel="preconnect" href="${origin.replace(/["<>&]/g, '')}">`).join('')
}

/**
 * First in <head>, before any other script or style, in one script element with the response's CSP nonce: Consent
 * Mode's default (before any tag can load), the dark-mode class (before first paint: no flash), and the
 * whole page drawn at once when the browser restores a scroll position (deferredDrawing.ts); then a preconnect to
 * the image hosts.
 */
export default function headHtmlBegin(pageContext: PageContextServer): string {
  const nonce = nonceAttribute(pageContext.cspNonce)
  // the site's consent default (+onCreatePageContext.ssr): the same the banner's switches start from
  const consentDefault = pageContext.shell?.consentDefault ?? 'granted'
  return `<script${nonce}>${consentDefaultScript(undefined, consentDefault)}${darkModeBootScript()}${deferredDrawingBootScript()}</script>${preconnectLinks()}`
}

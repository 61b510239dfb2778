import type { PageContextServer } from 'vike/types'
import { consentDefaultScript } from '../../runtime/machines/consentDefaultScript'
import { darkModeBootScript } from '../../runtime/machines/darkModeBootScript'

/** The nonce as an attribute; a nonce is base64, but nothing unescaped ever reaches the markup. */
function nonceAttribute(nonce: string | null | undefined): string {
  return nonce ? ` nonce="${nonce.replace(/[^A-Za-z0-9+/=_-]/g, '')}"` : ''
}

/**
 * First in <head>, before any other script or style: Consent Mode's default (before any tag can load, issue 5)
 * and the dark-mode class (before first paint: no flash). Both carry the response's CSP nonce.
 */
export default function headHtmlBegin(pageContext: PageContextServer): string {
  const nonce = nonceAttribute(pageContext.cspNonce)
  return `<script${nonce}>${consentDefaultScript()}</script><script${nonce}>${darkModeBootScript()}</script>`
}

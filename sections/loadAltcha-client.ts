// The ALTCHA widget, self-hosted: the `external` build keeps its styles in a stylesheet and its proof of
// work in worker files, both served from this site, so the strict CSP needs only `worker-src 'self'`. Imported
// only by the register form, in the browser, so other pages never load it.
import 'altcha/external'
import 'altcha/altcha.css'
import Pbkdf2Worker from 'altcha/workers/pbkdf2?worker'
import ShaWorker from 'altcha/workers/sha?worker'

globalThis.$altcha.algorithms.set('PBKDF2/SHA-256', () => new Pbkdf2Worker())
globalThis.$altcha.algorithms.set('PBKDF2/SHA-384', () => new Pbkdf2Worker())
globalThis.$altcha.algorithms.set('PBKDF2/SHA-512', () => new Pbkdf2Worker())
globalThis.$altcha.algorithms.set('SHA-256', () => new ShaWorker())

/** ALTCHA's own words for the site's languages besides English (built in), each loaded only on a page in it. */
const TRANSLATIONS: Readonly<Record<string, () => Promise<unknown>>> = {
  de: () => import('altcha/i18n/de'),
}

/** The language the widget can speak for a page in `language`: that one once its words are loaded, else English. */
export async function altchaLanguage(language: string): Promise<string> {
  const load = TRANSLATIONS[language]
  if (!load) return 'en'
  return load().then(
    () => language,
    () => 'en',
  )
}

/** Resolves once `<altcha-widget>` is defined. */
export const altchaReady: Promise<unknown> = customElements.whenDefined('altcha-widget')

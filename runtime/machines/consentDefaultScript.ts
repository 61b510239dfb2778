import { toConsentRecord, DEFAULT_CONSENT_CATEGORIES } from './consentRecord'
import { DEFAULT_CONSENT_STORAGE_NAME } from './constants'

/**
 * The inline <head> script, placed before any tag, that sends Consent Mode's `default` command: the stored consent
 * record (SPEC §3) when there is a valid one, otherwise all granted (SPEC §4). It also defines window.gtag.
 * Hash it or give it the page's CSP nonce.
 */
export function consentDefaultScript(storageName: string = DEFAULT_CONSENT_STORAGE_NAME): string {
  // JSON is valid JS; escaping `<` keeps a configured name from closing the <script> element
  const name = JSON.stringify(storageName).replace(/</g, '\\u003c')
  const defaults = JSON.stringify(toConsentRecord(DEFAULT_CONSENT_CATEGORIES))
  return (
    `(function(){var w=window,s,v={},k,c=${defaults};` +
    'w.dataLayer=w.dataLayer||[];' +
    'w.gtag=w.gtag||function(){dataLayer.push(arguments)};' +
    // JSON.parse(null) is null: nothing stored
    `try{s=JSON.parse(localStorage.getItem(${name}))}catch(e){}` +
    'if(s&&typeof s=="object"){' +
    'for(k in c){if(s[k]!=="granted"&&s[k]!=="denied"){v=0;break}v[k]=s[k]}' +
    'if(v)c=v}' +
    "gtag('consent','default',c)" +
    '})();'
  )
}

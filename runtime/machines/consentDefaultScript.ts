import { defaultConsentCategories, toConsentRecord, type ConsentValue } from './consentRecord'
import { DEFAULT_CONSENT_STORAGE_NAME } from './constants'

/**
 * The inline <head> script, placed before any tag, that sends Consent Mode's `default` command: the stored consent
 * record (SPEC §3) when there is a valid one, otherwise the site's defaults: all granted (SPEC §4), or all but
 * functional denied when `consentDefault` is `denied`. It also defines window.gtag.
 * Hash it or give it the page's CSP nonce.
 * @param storageName localStorage key of the consent record (SPEC §9).
 * @param consentDefault What the non-essential categories are before the visitor chooses (site configuration).
 */
export function consentDefaultScript(storageName: string = DEFAULT_CONSENT_STORAGE_NAME, consentDefault: ConsentValue = 'granted'): string {
  // JSON is valid JS; escaping `<` keeps a configured name from closing the <script> element
  const name = JSON.stringify(storageName).replace(/</g, '\\u003c')
  const defaults = JSON.stringify(toConsentRecord(defaultConsentCategories(consentDefault)))
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

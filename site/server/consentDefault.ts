import type { ContentReader } from '../../runtime/content'
import type { ConsentValue } from '../../runtime/machines/consentRecord'
import { getContentReader } from './content'

/**
 * What cookie consent assumes before the visitor chooses (the head script's Consent Mode default and the banner's
 * switches): the site configuration's `consentDefault`, granted when it is unset (SPEC §4). Denied when the
 * configuration cannot be read: on a UK or EU site a wrongly assumed consent breaks the law, while a wrongly denied
 * default costs a first visit's measurements.
 */
export async function consentDefault(reader: Pick<ContentReader, 'getSiteConfiguration'> = getContentReader()): Promise<ConsentValue> {
  try {
    return (await reader.getSiteConfiguration())?.consentDefault === 'denied' ? 'denied' : 'granted'
  } catch {
    return 'denied'
  }
}

import { charsetFirst } from './charsetFirst'
import { clientStartAfterLoad } from './clientStartAfterLoad'
import { leanTags } from './leanTags'

/**
 * What every page's HTML gets in the end, rendered by the server or prerendered: the meta charset first in the head
 * (charsetFirst), without the bytes Vike's tags carry for nothing (leanTags), and the client's code fetched once the
 * page has loaded and its first screen is shown (clientStartAfterLoad).
 */
export function pageHtmlOrder(html: string): string {
  return clientStartAfterLoad(leanTags(charsetFirst(html)))
}

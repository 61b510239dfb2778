import { charsetFirst } from './charsetFirst'
import { clientStartAfterLoad } from './clientStartAfterLoad'

/**
 * What every page's HTML gets in the end, rendered by the server or prerendered: the meta charset first in the head
 * (charsetFirst), and the client's code fetched once the page has loaded (clientStartAfterLoad).
 */
export function pageHtmlOrder(html: string): string {
  return clientStartAfterLoad(charsetFirst(html))
}

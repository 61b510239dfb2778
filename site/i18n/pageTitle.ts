import type { PageContext } from 'vike/types'
import { BRAND_NAME, TITLE_SEPARATOR } from '../brand'
import { shellDataOf } from '../layouts/useShellData'
import type { Messages } from './messages'

/** A `+title` of a page the site writes itself: its name in the page's words and the brand (SPEC §9's `title | brand`). */
export function pageTitle(name: keyof Messages['account']['titles']): (pageContext: PageContext) => string {
  return (pageContext) => `${shellDataOf(pageContext).shell.messages.account.titles[name]} ${TITLE_SEPARATOR} ${BRAND_NAME}`
}

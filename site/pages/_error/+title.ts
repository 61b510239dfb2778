import type { PageContext } from 'vike/types'
import { pageErrorOf } from '../../../runtime/routing/pageErrorOf'
import { BRAND_NAME, TITLE_SEPARATOR } from '../../brand'
import { errorCopy } from '../../components/errorCopy'
import { shellDataOf } from '../../layouts/useShellData'

/** The error page's title, its heading and the brand (SPEC §9's `title | brand`): a page without one has no name. */
export default (pageContext: PageContext) =>
  `${errorCopy(pageErrorOf(pageContext)?.statusCode ?? 500, shellDataOf(pageContext).shell.messages.errorPage).heading} ${TITLE_SEPARATOR} ${BRAND_NAME}`

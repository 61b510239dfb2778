import type { PageContext } from 'vike/types'
import { pageLocale } from '../i18n/pageLocale'

/** `<html lang>`: the page's locale, the error page's included. */
export default (pageContext: PageContext) => pageLocale(pageContext)

import type { PageContextServer } from 'vike/types'
import { DARK_MODE_COOKIE } from '../../runtime/machines/constants'
import { cookieValue } from '../server/cookieValue'

/** SPEC §4 Dark mode: `<html class="dark">` straight from the server when the dark-mode cookie is true. */
export default function htmlAttributes(pageContext: PageContextServer): Record<string, string> {
  return cookieValue(pageContext.headers?.cookie, DARK_MODE_COOKIE) === 'true' ? { class: 'dark' } : {}
}

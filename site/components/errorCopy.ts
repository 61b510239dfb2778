import type { Messages } from '../i18n/messages'

/** What the error page says for a status (SPEC §2 Error page). */
export interface ErrorCopy {
  code: '404' | '403' | '500'
  heading: string
  text: string
}

/** 404 and 403 have their own texts; any other status is shown as 500. */
export function errorCopy(status: number, words: Messages['errorPage']): ErrorCopy {
  if (status === 404) return { code: '404', ...words.notFound }
  if (status === 403) return { code: '403', ...words.forbidden }
  return { code: '500', ...words.serverError }
}

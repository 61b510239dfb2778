/** What the error page says for a status (SPEC §2 Error page). */
export interface ErrorCopy {
  code: '404' | '403' | '500'
  heading: string
  text: string
}

/** 404 and 403 have their own texts; any other status is shown as 500. */
export function errorCopy(status: number): ErrorCopy {
  if (status === 404) return { code: '404', heading: 'Content not found', text: "Oh no we couldn't find the page you were looking for" }
  if (status === 403) return { code: '403', heading: 'Forbidden page', text: "Hmm, awkward. You're not allowed to visit the requested page or perform the requested action." }
  return { code: '500', heading: 'Internal Server Error', text: 'Hmm, awkward. We seem to be having problems.' }
}

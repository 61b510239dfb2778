import type { MouseEvent } from 'react'
import { clearError } from '../../../runtime/routing/errorState'
import { opensElsewhere } from '../../../runtime/routing/opensElsewhere'
import { useError } from '../../../runtime/routing/useError'
import { errorCopy } from '../../components/errorCopy'
import { useLocalePath } from '../../i18n/useLocalePath'
import { useMessages } from '../../i18n/useMessages'

/**
 * 'Go back home' clears the error and goes to the home page of the page's locale (SPEC §2: `/`, `/de` in German);
 * without JavaScript it is a plain link there.
 */
function goHome(event: MouseEvent<HTMLAnchorElement>): void {
  if (event.defaultPrevented || opensElsewhere(event)) return
  event.preventDefault()
  void clearError({ redirect: event.currentTarget.getAttribute('href')! })
}

/** SPEC §2 Error page: the status code, a heading and a description, inside the site's header and footer. */
export default function Page() {
  const error = useError()
  const words = useMessages().errorPage
  const home = useLocalePath()('/')
  const copy = errorCopy(error?.statusCode ?? 500, words)
  return (
    <section className="section spacing-xl colour-white error-page" aria-labelledby="error-heading">
      <div className="container">
        <p className="error-code">{copy.code}</p>
        <h1 id="error-heading">{copy.heading}</h1>
        <p>{copy.text}</p>
        <a className="button button-primary" href={home} onClick={goHome}>
          {words.goHome}
        </a>
      </div>
    </section>
  )
}

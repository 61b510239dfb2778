import { usePageContext } from 'vike-react/usePageContext'
import { errorCopy } from '../../components/errorCopy'

/** SPEC §2 Error page: the status code, a heading, a description and a way home. */
export default function Page() {
  const pageContext = usePageContext()
  const status = pageContext.abortStatusCode ?? (pageContext.is404 ? 404 : 500)
  const copy = errorCopy(typeof status === 'number' ? status : 500)
  return (
    <section className="section spacing-xl colour-white error-page" aria-labelledby="error-heading">
      <div className="container">
        <p className="error-code">{copy.code}</p>
        <h1 id="error-heading">{copy.heading}</h1>
        <p>{copy.text}</p>
        <a className="button button-primary" href="/">
          Go back home
        </a>
      </div>
    </section>
  )
}

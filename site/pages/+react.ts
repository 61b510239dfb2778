import type { PageContext } from 'vike/types'
import { renderingSection } from '../../runtime/registry/currentSection'
import { reportSectionProblem } from '../../runtime/registry/reportSectionProblem'

/**
 * React options per page render: on the server, a section that throws renders as its empty Suspense fallback;
 * this hook names it (page, index, uid) in one structured log line. The browser then retries it inside the
 * section's error boundary, which shows a diagnostic or nothing.
 */
export default (pageContext: PageContext) => ({
  renderToStringOptions: {
    onError(error: unknown) {
      const section = renderingSection()
      const message = error instanceof Error ? error.message : String(error)
      if (section) reportSectionProblem({ page: pageContext.urlPathname, ...section }, { kind: 'render', pointer: '', message })
      else console.error(JSON.stringify({ level: 'error', msg: 'render failed', page: pageContext.urlPathname, message }))
    },
  },
})

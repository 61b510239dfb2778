import type { SectionProblem } from './SectionEntry'

/** Where a section problem happened. */
export interface SectionProblemContext {
  /** The page's path, e.g. `/web-hosting`. */
  page: string
  index: number
  uid: string
}

/** Where structured log lines go; the server points it at its JSON logger. */
export type SectionLogger = (line: Record<string, unknown>) => void

let logger: SectionLogger = (line) => console.error(JSON.stringify(line))

/** Replaces the destination of section problem log lines (the server's logger, or a test's spy). */
export function setSectionLogger(next: SectionLogger): void {
  logger = next
}

/**
 * In the browser React may render a failing section more than once (a hydration retry, strict mode): what was
 * reported on this page is remembered so each problem is one line. The server reports once per request.
 */
const reportedInBrowser = new Set<string>()

/** One structured log line naming page path, index, uid, JSON pointer and message (DESIGN: schema registry). */
export function reportSectionProblem(context: SectionProblemContext, problem: SectionProblem): void {
  if (typeof window !== 'undefined') {
    const key = JSON.stringify([context.page, context.index, context.uid, problem.kind, problem.message])
    if (reportedInBrowser.has(key)) return
    if (reportedInBrowser.size > 1000) reportedInBrowser.clear()
    reportedInBrowser.add(key)
  }
  logger({
    level: 'warn',
    msg: 'section left out',
    page: context.page,
    index: context.index,
    uid: context.uid,
    kind: problem.kind,
    pointer: problem.pointer,
    message: problem.message,
  })
}

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

/** One structured log line naming page path, index, uid, JSON pointer and message (DESIGN: schema registry). */
export function reportSectionProblem(context: SectionProblemContext, problem: SectionProblem): void {
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

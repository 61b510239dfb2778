// Client-safe API. validateSections is imported by path from server code only: it holds every generated
// validator, which the browser never needs (content is validated where it is read).
export { getSectionComponent, preloadSections } from './loadSection'
export { reportSectionProblem, setSectionLogger, type SectionLogger, type SectionProblemContext } from './reportSectionProblem'
export { SectionBoundary, type SectionBoundaryProps } from './SectionBoundary'
export { SectionDiagnostic, type SectionDiagnosticProps } from './SectionDiagnostic'
export type { BrokenSectionEntry, SectionEntry, SectionProblem, ValidSectionEntry } from './SectionEntry'
export { SectionList, type SectionListProps } from './SectionList'
export type { ValidateFunction, ValidationIssue } from './ValidateFunction'
export { renderMarkdownFields, type MarkdownRenderer } from './renderMarkdownFields'

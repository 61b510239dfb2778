// Client-safe API. Server-only pieces are imported by path: validateSections (it holds every generated
// validator) and renderSectionMarkdown (it holds the markdown pipeline), so neither reaches the browser bundle.
export { markRenderingSection, renderingSection, type RenderingSection } from './currentSection'
export { getSectionComponent, preloadSections } from './loadSection'
export { reportSectionProblem, setSectionLogger, type SectionLogger, type SectionProblemContext } from './reportSectionProblem'
export { SectionBoundary, type SectionBoundaryProps } from './SectionBoundary'
export { SectionDiagnostic, type SectionDiagnosticProps } from './SectionDiagnostic'
export type { BrokenSectionEntry, SectionEntry, SectionProblem, ValidSectionEntry } from './SectionEntry'
export { SectionList, type SectionListProps } from './SectionList'
export type { ValidateFunction, ValidationIssue } from './ValidateFunction'
export { renderMarkdownFields, type MarkdownRenderer } from './renderMarkdownFields'

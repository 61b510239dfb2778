import { Suspense, type ComponentType } from 'react'
import { markRenderingSection } from './currentSection'
import { getSectionComponent } from './loadSection'
import { SectionBoundary } from './SectionBoundary'
import { SectionDiagnostic } from './SectionDiagnostic'
import type { SectionEntry } from './SectionEntry'

/** Props of SectionList. */
export interface SectionListProps {
  /** The page's sections, as validateSections returned them. */
  sections: readonly SectionEntry[]
  /** The page's path, for log lines. */
  page: string
  /** Show a diagnostic box for a broken section (development and preview) instead of leaving it out. */
  diagnostics: boolean
  /** Resolves a uid to its component; the generated registry by default. Tests pass their own. */
  resolve?: (uid: string) => ComponentType<any> | undefined
}

function Rendered({ component: Section, props, index, uid }: { component: ComponentType<any>; props: object; index: number; uid: string }) {
  if (typeof window === 'undefined') markRenderingSection({ index, uid })
  return <Section {...props} />
}

/**
 * Renders a page's sections, each in its own Suspense and error boundary, so a section that is unknown,
 * invalid, slow to load or throwing never takes the rest of the page down (DESIGN: the schema registry).
 * On the server a throwing section renders as its empty fallback and is retried, then caught, in the browser.
 */
export function SectionList({ sections, page, diagnostics, resolve = getSectionComponent }: SectionListProps) {
  return (
    <>
      {sections.map((entry) => {
        const key = `${entry.index}:${entry.uid}`
        if (entry.status === 'broken') return <SectionDiagnostic key={key} index={entry.index} uid={entry.uid} problem={entry.problem} />
        const component = resolve(entry.uid)
        if (!component) {
          return diagnostics ? <SectionDiagnostic key={key} index={entry.index} uid={entry.uid} problem={{ kind: 'unknown', pointer: '/__component', message: 'no component is registered' }} /> : null
        }
        return (
          <SectionBoundary key={key} page={page} index={entry.index} uid={entry.uid} diagnostics={diagnostics}>
            <Suspense fallback={null}>
              <Rendered component={component} props={entry.props as object} index={entry.index} uid={entry.uid} />
            </Suspense>
          </SectionBoundary>
        )
      })}
    </>
  )
}

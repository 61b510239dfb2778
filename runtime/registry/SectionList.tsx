import { memo, Suspense, type ComponentType, type ReactNode } from 'react'
import { getDeferredSection, getSectionComponent } from './loadSection'
import { reportSectionProblem } from './reportSectionProblem'
import { SectionBoundary } from './SectionBoundary'
import { SectionDiagnostic } from './SectionDiagnostic'
import { SectionIndexContext } from './SectionIndexContext'
import { StaticSection } from './kept-html/StaticSection'
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

interface RenderedProps {
  component: ComponentType<any>
  props: object
  index: number
  uid: string
  page: string
  diagnostics: boolean
}

/** A section's anchor (SPEC §9 section options), if its props have one. */
function anchorOf(props: object): string | undefined {
  const { anchor } = props as { anchor?: unknown }
  return typeof anchor === 'string' && anchor !== '' ? anchor : undefined
}

/** A plain function component can be called in place, which lets a throw be caught during server rendering too. */
function isPlainFunction(component: ComponentType<any>): component is (props: object) => ReactNode {
  return typeof component === 'function' && !(component.prototype && 'isReactComponent' in component.prototype)
}

/**
 * Renders one section. React error boundaries do not run during server rendering, so a section's component is
 * called in place inside try/catch: a throw in its render is caught on the server and in the browser alike,
 * reported once, and replaced by a diagnostic or nothing, identically on both sides so hydration matches.
 */
function Rendered({ component, props, index, uid, page, diagnostics }: RenderedProps): ReactNode {
  if (!isPlainFunction(component)) {
    const Component = component
    return <Component {...props} />
  }
  try {
    return component(props)
  } catch (error) {
    const message = error instanceof Error ? error.message : String(error)
    reportSectionProblem({ page, index, uid }, { kind: 'render', pointer: '', message })
    return diagnostics ? <SectionDiagnostic index={index} uid={uid} problem={{ kind: 'render', pointer: '', message }} /> : null
  }
}

/**
 * Renders a page's sections, each in its own Suspense and error boundary, so a section that is unknown,
 * invalid, slow to load or throwing never takes the rest of the page down (DESIGN: the schema registry).
 * Memoised: a section whose hydration waits for the visitor to come near it (loadPageSections) keeps its server
 * HTML only while no update reaches its boundary; React would drop that HTML for the empty fallback otherwise.
 */
export const SectionList = memo(function SectionList({ sections, page, diagnostics, resolve = getSectionComponent }: SectionListProps) {
  return (
    <>
      {sections.map((entry) => {
        const key = `${entry.index}:${entry.uid}`
        if (entry.status === 'broken') return <SectionDiagnostic key={key} index={entry.index} uid={entry.uid} problem={entry.problem} />
        if (entry.html) return <StaticSection key={key} html={entry.html} stylesheets={entry.html.stylesheets} />
        const component = getDeferredSection(entry) ?? resolve(entry.uid)
        if (!component) {
          reportSectionProblem({ page, index: entry.index, uid: entry.uid }, { kind: 'unknown', pointer: '/__component', message: 'no component is registered' })
          return diagnostics ? <SectionDiagnostic key={key} index={entry.index} uid={entry.uid} problem={{ kind: 'unknown', pointer: '/__component', message: 'no component is registered' }} /> : null
        }
        return (
          <SectionBoundary key={key} page={page} index={entry.index} uid={entry.uid} diagnostics={diagnostics} anchor={anchorOf(entry.props)}>
            <SectionIndexContext.Provider value={entry.index}>
              <Suspense fallback={null}>
                <Rendered component={component} props={entry.props as object} index={entry.index} uid={entry.uid} page={page} diagnostics={diagnostics} />
              </Suspense>
            </SectionIndexContext.Provider>
          </SectionBoundary>
        )
      })}
    </>
  )
})

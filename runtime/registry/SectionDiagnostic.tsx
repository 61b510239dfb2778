import type { SectionProblem } from './SectionEntry'

/** Props of SectionDiagnostic. */
export interface SectionDiagnosticProps {
  index: number
  uid: string
  problem: SectionProblem
}

const TITLES: Record<SectionProblem['kind'], string> = {
  unknown: 'Unknown section type',
  invalid: 'Invalid section content',
  render: 'Section failed to render',
  load: 'Section code failed to load',
}

/** The visible box that stands in for a broken section in development and preview. */
export function SectionDiagnostic({ index, uid, problem }: SectionDiagnosticProps) {
  return (
    <aside className="section-diagnostic" role="note" aria-label={`${TITLES[problem.kind]}: section ${index + 1}`} data-section-problem={problem.kind}>
      <strong>{TITLES[problem.kind]}</strong>
      <dl>
        <dt>Section</dt>
        <dd>
          #{index + 1} <code>{uid}</code>
        </dd>
        <dt>Where</dt>
        <dd>
          <code>{problem.pointer || '/'}</code>
        </dd>
        <dt>Problem</dt>
        <dd>{problem.message}</dd>
      </dl>
    </aside>
  )
}

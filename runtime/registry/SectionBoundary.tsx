import { Component, type ReactNode } from 'react'
import { reportSectionProblem } from './reportSectionProblem'
import { SectionDiagnostic } from './SectionDiagnostic'

/** Props of SectionBoundary. */
export interface SectionBoundaryProps {
  page: string
  index: number
  uid: string
  diagnostics: boolean
  children: ReactNode
}

interface State {
  error: Error | null
}

/** Catches a section that throws in the browser: reports it, then shows a diagnostic or nothing. */
export class SectionBoundary extends Component<SectionBoundaryProps, State> {
  override state: State = { error: null }

  static getDerivedStateFromError(error: unknown): State {
    return { error: error instanceof Error ? error : new Error(String(error)) }
  }

  override componentDidCatch(error: Error): void {
    const { page, index, uid } = this.props
    reportSectionProblem({ page, index, uid }, { kind: 'render', pointer: '', message: error.message })
  }

  override render(): ReactNode {
    const { error } = this.state
    if (!error) return this.props.children
    if (!this.props.diagnostics) return null
    return <SectionDiagnostic index={this.props.index} uid={this.props.uid} problem={{ kind: 'render', pointer: '', message: error.message }} />
  }
}

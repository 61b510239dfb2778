import { Component, type ReactNode } from 'react'
import { reportSectionProblem } from './reportSectionProblem'
import { SectionDiagnostic } from './SectionDiagnostic'
import { SectionLoadError } from './SectionLoadError'
import { SectionUnavailable } from './SectionUnavailable'

/** Props of SectionBoundary. */
export interface SectionBoundaryProps {
  page: string
  index: number
  uid: string
  diagnostics: boolean
  /** The section's anchor, kept by what stands in for it. */
  anchor?: string | undefined
  children: ReactNode
}

interface State {
  error: Error | null
}

/**
 * Catches a section that fails in the browser and reports it. A section whose code could not load says so to every
 * visitor, with a reload (SectionUnavailable); one that threw shows a diagnostic, or nothing in production.
 */
export class SectionBoundary extends Component<SectionBoundaryProps, State> {
  override state: State = { error: null }

  static getDerivedStateFromError(error: unknown): State {
    return { error: error instanceof Error ? error : new Error(String(error)) }
  }

  override componentDidCatch(error: Error): void {
    const { page, index, uid } = this.props
    reportSectionProblem({ page, index, uid }, { kind: error instanceof SectionLoadError ? 'load' : 'render', pointer: '', message: error.message })
  }

  override render(): ReactNode {
    const { error } = this.state
    if (!error) return this.props.children
    if (error instanceof SectionLoadError) return <SectionUnavailable index={this.props.index} anchor={this.props.anchor} />
    if (!this.props.diagnostics) return null
    return <SectionDiagnostic index={this.props.index} uid={this.props.uid} problem={{ kind: 'render', pointer: '', message: error.message }} />
  }
}

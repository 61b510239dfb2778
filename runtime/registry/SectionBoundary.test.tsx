import { renderToString } from 'react-dom/server'
import { afterEach, beforeEach, describe, expect, it } from 'vitest'
import { setSectionLogger } from './reportSectionProblem'
import { SectionBoundary, type SectionBoundaryProps } from './SectionBoundary'
import { SectionLoadError } from './SectionLoadError'
import { SectionUnavailableWordsContext } from './SectionUnavailable'

// React runs error boundaries in the browser only: the boundary is driven here as React drives it after a throw
// (getDerivedStateFromError, componentDidCatch, render); site/e2e/sectionLoadFailure.test.ts has the real thing.
function caught(error: unknown, props: Partial<SectionBoundaryProps> = {}) {
  const boundary = new SectionBoundary({ page: '/domains', index: 1, uid: 'sections.domain-search', diagnostics: false, children: null, ...props })
  boundary.state = SectionBoundary.getDerivedStateFromError(error)
  boundary.componentDidCatch(boundary.state.error!)
  return renderToString(<>{boundary.render()}</>)
}

describe('SectionBoundary', () => {
  let lines: Record<string, unknown>[]
  beforeEach(() => {
    lines = []
    setSectionLogger((line) => void lines.push(line))
  })
  afterEach(() => setSectionLogger((line) => console.error(JSON.stringify(line))))

  it('tells every visitor in place that a section’s code could not load, with a button to reload the page', () => {
    const html = caught(new SectionLoadError('sections.domain-search', new TypeError('Failed to fetch dynamically imported module')), { anchor: 'find-a-domain' })
    expect(html).toContain('<div role="alert"')
    expect(html).toContain('This part of the page could not load.')
    expect(html).toContain('<button type="button" class="button button-secondary">Reload the page</button>')
    // a link to the section still lands where it would be
    expect(html).toContain('id="find-a-domain"')
    expect(html).toContain('data-section-index="1"')
    expect(lines).toEqual([expect.objectContaining({ page: '/domains', index: 1, uid: 'sections.domain-search', kind: 'load', message: expect.stringContaining('Failed to fetch') })])
  })

  it('says so in the words the site provides for its page', () => {
    const boundary = new SectionBoundary({ page: '/de/domains', index: 0, uid: 'sections.domain-search', diagnostics: false, children: null })
    boundary.state = SectionBoundary.getDerivedStateFromError(new SectionLoadError('sections.domain-search', new TypeError('Failed to fetch')))
    const html = renderToString(
      <SectionUnavailableWordsContext value={{ text: 'Dieser Teil der Seite konnte nicht geladen werden.', reload: 'Seite neu laden' }}>{boundary.render()}</SectionUnavailableWordsContext>,
    )
    expect(html).toContain('<p>Dieser Teil der Seite konnte nicht geladen werden.</p>')
    expect(html).toContain('>Seite neu laden</button>')
    expect(html).not.toContain('could not load')
  })

  it('leaves a section that threw out in production, and shows a diagnostic in development', () => {
    expect(caught(new Error('cannot read the plan price'))).toBe('')
    expect(lines).toEqual([expect.objectContaining({ kind: 'render', message: 'cannot read the plan price' })])
    expect(caught(new Error('cannot read the plan price'), { diagnostics: true })).toContain('Section failed to render')
  })
})

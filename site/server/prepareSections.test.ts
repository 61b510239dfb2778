import { describe, expect, it } from 'vitest'
import { catalogue } from '../../runtime/generated/catalogue'
import { prepareSections } from './prepareSections'

const example = (uid: string) => {
  const entry = catalogue.find((e) => e.uid === uid)!
  return { __component: uid, ...(entry.examples[0] as object) }
}

describe('prepareSections and static sections', () => {
  it('renders a static section to HTML in production and drops its props; an interactive one keeps its props', async () => {
    const [billboard, filter] = await prepareSections([example('sections.billboard'), example('sections.feature-filter')], { page: '/', diagnostics: false, staticHtml: true })
    expect(billboard).toMatchObject({ status: 'ok', uid: 'sections.billboard', props: {} })
    expect(billboard?.status === 'ok' && billboard.html).toMatchObject({ tag: 'section', attributes: { className: expect.stringMatching(/^section /) }, inner: expect.stringMatching(/<h1/) })
    expect(filter).toMatchObject({ status: 'ok', uid: 'sections.feature-filter' })
    expect(filter?.status === 'ok' && filter.html).toBeUndefined()
    expect(filter?.status === 'ok' && Object.keys(filter.props)).not.toEqual([])
  })

  it('keeps every section a component in development, where Vite serves styles with the code', async () => {
    const [billboard] = await prepareSections([example('sections.billboard')], { page: '/', diagnostics: true, staticHtml: false })
    expect(billboard?.status === 'ok' && billboard.html).toBeUndefined()
  })
})

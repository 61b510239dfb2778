import { renderToString } from 'react-dom/server'
import { afterEach, beforeEach, describe, expect, it } from 'vitest'
import type { ComponentType } from 'react'
import { setSectionLogger } from './reportSectionProblem'
import type { SectionEntry } from './SectionEntry'
import { SectionList } from './SectionList'

function Greeting({ name }: { name: string }) {
  return <p>Hello {name}</p>
}
function Broken(): never {
  throw new Error('cannot read the plan price')
}
const components: Record<string, ComponentType<any>> = { 'test.greeting': Greeting, 'test.broken': Broken }
const resolve = (uid: string) => components[uid]

const ok = (index: number, name: string): SectionEntry => ({ status: 'ok', index, uid: 'test.greeting' as never, props: { name } as never })
const throwing: SectionEntry = { status: 'ok', index: 1, uid: 'test.broken' as never, props: {} as never }

describe('SectionList (server rendering)', () => {
  let lines: Record<string, unknown>[]
  beforeEach(() => {
    lines = []
    setSectionLogger((line) => void lines.push(line))
  })
  afterEach(() => setSectionLogger((line) => console.error(JSON.stringify(line))))

  it('renders every valid section in order', () => {
    const html = renderToString(<SectionList sections={[ok(0, 'Ada'), ok(1, 'Grace')]} page="/" diagnostics={false} resolve={resolve} />)
    expect(html).toMatch(/Ada.*Grace/s)
  })

  it('leaves a throwing section out in production, logs it, and renders the rest', () => {
    const html = renderToString(<SectionList sections={[ok(0, 'Ada'), throwing, ok(2, 'Grace')]} page="/plans" diagnostics={false} resolve={resolve} />)
    expect(html).toContain('Ada')
    expect(html).toContain('Grace')
    expect(html).not.toContain('section-diagnostic')
    expect(lines).toEqual([expect.objectContaining({ page: '/plans', index: 1, uid: 'test.broken', kind: 'render', message: 'cannot read the plan price' })])
  })

  it('shows a diagnostic box for a throwing section in development and preview', () => {
    const html = renderToString(<SectionList sections={[throwing, ok(2, 'Grace')]} page="/" diagnostics resolve={resolve} />)
    expect(html).toContain('Section failed to render')
    expect(html).toContain('cannot read the plan price')
    expect(html).toContain('Grace')
  })

  it('shows broken entries as diagnostics with their pointer and message', () => {
    const broken: SectionEntry = { status: 'broken', index: 0, uid: 'sections.faqs', problem: { kind: 'invalid', pointer: '/items', message: 'must NOT have fewer than 1 items' } }
    const html = renderToString(<SectionList sections={[broken]} page="/" diagnostics resolve={resolve} />)
    expect(html).toContain('Invalid section content')
    expect(html).toContain('/items')
    expect(html).toContain('must NOT have fewer than 1 items')
  })

  it('treats a uid without a component as unknown', () => {
    const entry: SectionEntry = { status: 'ok', index: 0, uid: 'test.missing' as never, props: {} as never }
    expect(renderToString(<SectionList sections={[entry]} page="/" diagnostics={false} resolve={resolve} />)).toBe('')
    expect(lines[0]).toMatchObject({ uid: 'test.missing', kind: 'unknown' })
  })

  it('resolves the real registry: every generated uid has a component', async () => {
    const { sectionLoaders } = await import('../generated/registry')
    for (const [uid, load] of Object.entries(sectionLoaders)) {
      const module = await (load as () => Promise<{ default: unknown }>)()
      expect(typeof module.default, uid).toBe('function')
    }
  })
})

describe('SectionList with static sections', () => {
  it('shows a static section as the HTML the server rendered, without resolving its component', () => {
    const resolved: string[] = []
    const entry: SectionEntry = { status: 'ok', index: 0, uid: 'test.greeting' as never, props: {} as never, html: { tag: 'section', attributes: { id: 'pre', className: 'section' }, inner: 'Rendered once', stylesheets: [] } }
    const html = renderToString(<SectionList sections={[entry, ok(1, 'Grace')]} page="/" diagnostics={false} resolve={(uid) => (resolved.push(uid), resolve(uid))} />)
    expect(html).toContain('<section id="pre" class="section">Rendered once</section>')
    expect(html).toMatch(/Rendered once.*Grace/s)
    expect(resolved).toEqual(['test.greeting'])
  })
})

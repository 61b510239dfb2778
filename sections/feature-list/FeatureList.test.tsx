import { renderToString } from 'react-dom/server'
import { describe, expect, it } from 'vitest'
import { catalogue } from '../../runtime/generated/catalogue'
import { sectionMarkdownFields } from '../../runtime/generated/markdownFields'
import type { Feature, FeatureListSection } from '../../runtime/generated/types'
import { validate } from '../../runtime/generated/validators/sections/feature-list.js'
import { renderMarkdown } from '../../runtime/markdown'
import { renderMarkdownFields } from '../../runtime/registry/renderMarkdownFields'
import { FeatureList } from './FeatureList'

const examples = catalogue.find((e) => e.uid === 'sections.feature-list')!.examples as FeatureListSection[]
const render = (props: FeatureListSection) =>
  renderToString(<FeatureList {...renderMarkdownFields(props, sectionMarkdownFields['sections.feature-list'], (md) => renderMarkdown(md))} />)
const feature: Feature = { icon: 'lock', title: 'Free SSL', text: 'Renewed for you.' }

describe('FeatureList', () => {
  it('renders every schema example: a list item per feature with its icon, title and text', () => {
    for (const example of examples) {
      expect(validate(example)).toBe(true)
      const html = render(example)
      expect(html.match(/<li /g)).toHaveLength(example.features.length)
      expect(html.match(/<svg /g)).toHaveLength(example.features.length)
      for (const f of example.features) expect(html).toContain(`>${f.title}</h3>`)
    }
    expect(render(examples[1]!)).toContain('<code>git push</code>')
  })

  it('draws icons inline and hides them from assistive technology', () => {
    const html = render({ features: [feature] })
    expect(html).toMatch(/<svg[^>]*aria-hidden="true"[^>]*viewBox="0 0 24 24"|<svg[^>]*viewBox="0 0 24 24"[^>]*aria-hidden="true"/)
    expect(html).not.toMatch(/<img|<i class/)
  })

  it('shows a category when a feature has one', () => {
    expect(render({ features: [{ ...feature, category: 'Security' }] })).toContain('>Security</p>')
    expect(render({ features: [feature] })).not.toContain('</p><div')
  })

  it('uses h2 for feature titles when the section has no heading', () => {
    expect(render({ features: [feature] })).toContain('>Free SSL</h2>')
  })

  it('keeps a very long word', () => {
    const word = 'Llanfairpwllgwyngyllgogerychwyrndrobwllllantysiliogogogoch'
    expect(render({ features: [{ ...feature, title: word }] })).toContain(word)
  })

  it('requires at least one feature, with a known icon, a title and text', () => {
    expect(validate({ features: [] })).toBe(false)
    for (const field of ['icon', 'title', 'text'] as const) {
      const { [field]: _left, ...rest } = feature
      expect(validate({ features: [rest] }), field).toBe(false)
    }
    expect(validate({ features: [{ ...feature, icon: 'unicorn' }] })).toBe(false)
    expect(validate({ features: [feature], columns: 1 })).toBe(false)
  })
})

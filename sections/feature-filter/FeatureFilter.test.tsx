import { renderToString } from 'react-dom/server'
import { describe, expect, it } from 'vitest'
import { catalogue } from '../../runtime/generated/catalogue'
import { sectionMarkdownFields } from '../../runtime/generated/markdownFields'
import type { Feature, FeatureFilterSection } from '../../runtime/generated/types'
import { validate } from '../../runtime/generated/validators/sections/feature-filter.js'
import { renderMarkdown } from '../../runtime/markdown'
import { renderMarkdownFields } from '../../runtime/registry/renderMarkdownFields'
import { categoriesOf, FeatureFilter } from './FeatureFilter'

const examples = catalogue.find((e) => e.uid === 'sections.feature-filter')!.examples as FeatureFilterSection[]
const render = (props: FeatureFilterSection) =>
  renderToString(<FeatureFilter {...renderMarkdownFields(props, sectionMarkdownFields['sections.feature-filter'], (md) => renderMarkdown(md))} />)
const feature: Feature = { icon: 'shield', title: 'Firewall', text: 'Blocks attacks.', category: 'Security' }

describe('FeatureFilter', () => {
  it('renders every schema example with every feature visible (the list works without JavaScript)', () => {
    for (const example of examples) {
      expect(validate(example)).toBe(true)
      const html = render(example)
      for (const f of example.features) expect(html).toContain(`>${f.title}</h3>`)
      expect(html).not.toMatch(/<li[^>]*hidden/)
    }
  })

  it('sends the filter buttons disabled until the section hydrates, shown only with scripting: "all", then each category', () => {
    const html = render(examples[0]!)
    // drawn from the first paint (nothing moves when they start to work), never shown where scripting is off
    expect(html).toMatch(/<div role="group" aria-label="Filter features by category" class="[^"]+ needs-script">/)
    expect(html.match(/<button[^>]* disabled=""/g)).toHaveLength(5)
    const buttons = [...html.matchAll(/<button[^>]*aria-pressed="(true|false)"[^>]*>([^<]+)<\/button>/g)].map((m) => [m[2], m[1]])
    expect(buttons).toEqual([
      ['All features', 'true'],
      ['Performance', 'false'],
      ['Security', 'false'],
      ['Developer tools', 'false'],
      ['Support', 'false'],
    ])
    expect(html).toMatch(/aria-controls="([^"]+)"[\s\S]*<ul id="\1"/)
  })

  it('has an empty polite status region, ready to announce the count', () => {
    expect(render(examples[0]!)).toMatch(/<p role="status" class="visually-hidden"><\/p>/)
  })

  it('leaves the buttons out when no feature has a category', () => {
    const html = render({ heading: 'Included', features: [{ icon: 'check', title: 'SSL', text: 'Free.' }] })
    expect(html).not.toContain('<button')
  })

  it('lists categories once each, in the order they first appear', () => {
    expect(categoriesOf([feature, { ...feature, category: 'Speed' }, feature, { ...feature, category: undefined as never }])).toEqual(['Security', 'Speed'])
  })

  it('uses its own label for the "all" button and takes very long words', () => {
    const word = 'Hippopotomonstrosesquippedaliophobia'.repeat(2)
    const html = render({ heading: word, allLabel: 'Everything', features: [{ ...feature, category: word }] })
    expect(html).toContain('>Everything</button>')
    expect(html).toContain(`>${word}</button>`)
  })

  it('requires a heading and at least one feature', () => {
    expect(validate({ features: [feature] })).toBe(false)
    expect(validate({ heading: 'Features', features: [] })).toBe(false)
    expect(validate({ heading: 'Features', features: [{ ...feature, category: '' }] })).toBe(false)
    expect(validate({ heading: 'Features', features: [feature] })).toBe(true)
  })
})

import { renderToString } from 'react-dom/server'
import { describe, expect, it } from 'vitest'
import { catalogue } from '../../runtime/generated/catalogue'
import { sectionMarkdownFields } from '../../runtime/generated/markdownFields'
import type { MapSection } from '../../runtime/generated/types'
import { validate } from '../../runtime/generated/validators/sections/map.js'
import { renderMarkdown } from '../../runtime/markdown'
import { renderMarkdownFields } from '../../runtime/registry/renderMarkdownFields'
import { Map } from './Map'

const examples = catalogue.find((e) => e.uid === 'sections.map')!.examples as MapSection[]
const render = (props: MapSection) => renderToString(<Map {...renderMarkdownFields(props, sectionMarkdownFields['sections.map'], (md) => renderMarkdown(md))} />)
const example = examples[0]!

describe('Map', () => {
  it('renders every schema example: the map image with the section alt text, the caption and the map link', () => {
    for (const e of examples) {
      expect(validate(e)).toBe(true)
      const html = render(e)
      expect(html).toContain(`src="${e.image.url}"`)
      expect(html).toContain(`alt="${e.alt}"`)
      expect(html).toMatch(new RegExp(`<figcaption[^>]*><span>${e.caption}</span>`))
      expect(html).toContain(`>${e.mapLink.label}<`)
    }
  })

  it('loads nothing third-party: no script, no iframe, only a link out', () => {
    const html = render(example)
    expect(html).not.toMatch(/<script|<iframe/)
    expect(html).toContain('href="https://www.openstreetmap.org/')
  })

  it('says when the map link opens a new tab', () => {
    const html = render(example)
    expect(html).toContain('target="_blank"')
    expect(html).toContain('rel="noopener noreferrer"')
    expect(html).toContain('<span class="visually-hidden"> (opens in a new tab)</span>')
  })

  it('renders the text as HTML, and without heading or text', () => {
    expect(render(example)).toContain('<strong>Manchester Piccadilly</strong>')
    const html = render({ image: example.image, alt: example.alt, caption: 'Our office', mapLink: example.mapLink })
    expect(html).not.toContain('<h2')
    expect(html).toContain('Our office')
  })

  it('keeps a very long word in the caption', () => {
    const word = 'Llanfairpwllgwyngyllgogerychwyrndrobwllllantysiliogogogoch'
    expect(render({ ...example, caption: word })).toContain(word)
  })

  it('requires the image, a real text alternative, a caption and the map link', () => {
    for (const field of ['image', 'alt', 'caption', 'mapLink'] as const) {
      const { [field]: _left, ...rest } = example
      expect(validate(rest), field).toBe(false)
    }
    expect(validate({ ...example, alt: 'map' })).toBe(false)
  })
})

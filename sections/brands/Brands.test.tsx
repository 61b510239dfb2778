import { renderToString } from 'react-dom/server'
import { describe, expect, it } from 'vitest'
import { catalogue } from '../../runtime/generated/catalogue'
import { sectionMarkdownFields } from '../../runtime/generated/markdownFields'
import type { BrandsSection } from '../../runtime/generated/types'
import { validate } from '../../runtime/generated/validators/sections/brands.js'
import { renderMarkdown } from '../../runtime/markdown'
import { renderMarkdownFields } from '../../runtime/registry/renderMarkdownFields'
import { Brands } from './Brands'

const examples = catalogue.find((e) => e.uid === 'sections.brands')!.examples as BrandsSection[]
const render = (props: BrandsSection) => renderToString(<Brands {...renderMarkdownFields(props, sectionMarkdownFields['sections.brands'], (md) => renderMarkdown(md))} />)
const brand = examples[0]!.brands[0]!

describe('Brands', () => {
  it('renders every schema example: each brand a link to its site, its logo named after it', () => {
    for (const example of examples) {
      expect(validate(example)).toBe(true)
      const html = render(example)
      for (const b of example.brands) {
        expect(html).toContain(`href="${b.url}"`)
        expect(html).toContain(`alt="${b.name}"`)
        expect(html).toContain(`src="${b.logo.url}"`)
      }
    }
  })

  it('labels the section by its heading and renders the introduction as HTML', () => {
    const html = render(examples[0]!)
    expect(html).toMatch(/<section[^>]*aria-labelledby="([^"]+)"[\s\S]*<h2 id="\1"[^>]*>Part of the Northlight Group<\/h2>/)
    expect(html).toContain('<strong>straight answers and fair renewal prices</strong>')
  })

  it('renders without heading or text, and a brand without a description', () => {
    const html = render({ brands: [{ name: 'Kestrel Domains', logo: brand.logo, url: 'https://www.kestreldomains.example' }] })
    expect(html).not.toContain('<h2')
    expect(html).not.toContain('aria-labelledby')
    expect(html).toContain('alt="Kestrel Domains"')
  })

  it('keeps a very long brand name and description inside the grid', () => {
    const long = 'Supercalifragilisticexpialidociousdomainsandhostingincorporated'
    const html = render({ brands: [{ ...brand, name: long, description: long }] })
    expect(html).toContain(`alt="${long}"`)
    expect(html).toContain(`>${long}</span>`)
  })

  it('requires brands (at least one), and a name, logo and http(s) or site-relative url for each', () => {
    expect(validate({})).toBe(false)
    expect(validate({ brands: [] })).toBe(false)
    for (const field of ['name', 'logo', 'url'] as const) {
      const { [field]: _left, ...rest } = brand
      expect(validate({ brands: [rest] }), field).toBe(false)
    }
    expect(validate({ brands: [{ ...brand, url: 'javascript:alert(1)' }] })).toBe(false)
    expect(validate({ brands: [{ ...brand, url: '/about' }] })).toBe(true)
  })
})

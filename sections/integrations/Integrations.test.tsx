import { renderToString } from 'react-dom/server'
import { describe, expect, it } from 'vitest'
import { catalogue } from '../../runtime/generated/catalogue'
import { sectionMarkdownFields } from '../../runtime/generated/markdownFields'
import type { Integration, IntegrationsSection } from '../../runtime/generated/types'
import { validate } from '../../runtime/generated/validators/sections/integrations.js'
import { renderMarkdown } from '../../runtime/markdown'
import { renderMarkdownFields } from '../../runtime/registry/renderMarkdownFields'
import { Integrations, monogram } from './Integrations'

const examples = catalogue.find((e) => e.uid === 'sections.integrations')!.examples as IntegrationsSection[]
const render = (props: IntegrationsSection) =>
  renderToString(<Integrations {...renderMarkdownFields(props, sectionMarkdownFields['sections.integrations'], (md) => renderMarkdown(md))} />)
const integration: Integration = { name: 'WordPress', text: 'One-click installs.' }

describe('Integrations', () => {
  it('renders every schema example: name, text, link and logo of each app, and the call to action', () => {
    for (const example of examples) {
      expect(validate(example)).toBe(true)
      const html = render(example)
      for (const i of example.integrations) {
        expect(html).toContain(`>${i.name.replace("'", '&#x27;')}</h3>`)
        expect(html).toContain(i.text.replace("'", '&#x27;'))
        if (i.link) expect(html).toContain(`>${i.link.label}</a>`)
        if (i.logo) expect(html).toContain(`src="${i.logo.url}"`)
      }
      if (example.cta) expect(html).toContain(`>${example.cta.label}</a>`)
    }
  })

  it('treats logos as decoration, since the name is printed beside them', () => {
    const html = render(examples[0]!)
    expect(html.match(/<img[^>]*>/g)!.every((img) => img.includes('alt=""'))).toBe(true)
  })

  it('shows a monogram when an app has no logo', () => {
    expect(monogram("Let's Encrypt")).toBe('LE')
    expect(monogram('GitHub')).toBe('G')
    expect(monogram('Ünïcode app')).toBe('ÜA')
    const html = render({ integrations: [integration] })
    expect(html).not.toContain('<img')
    expect(html).toMatch(/<span aria-hidden="true" class="[^"]+">W<\/span>/)
  })

  it('names each link by its app for screen readers and uses h2 without a section heading', () => {
    const html = render({ integrations: [{ ...integration, link: { label: 'Read more', externalLink: '/blog/x' } }] })
    const id = /<h2 id="([^"]+)"/.exec(html)?.[1]
    expect(id).toBeTruthy()
    expect(html).toContain(`aria-describedby="${id}"`)
  })

  it('keeps very long words', () => {
    const word = 'Continuousintegrationanddeploymentplatform'.repeat(2)
    expect(render({ integrations: [{ name: word, text: word }] })).toContain(word)
  })

  it('requires at least one integration, each with a name and text of at most 200 characters', () => {
    expect(validate({ integrations: [] })).toBe(false)
    expect(validate({ integrations: [{ text: 'No name' }] })).toBe(false)
    expect(validate({ integrations: [{ name: 'No text' }] })).toBe(false)
    expect(validate({ integrations: [{ ...integration, text: 'x'.repeat(201) }] })).toBe(false)
    expect(validate({ integrations: [integration] })).toBe(true)
  })
})

import { renderToString } from 'react-dom/server'
import { describe, expect, it } from 'vitest'
import { CommerceProvider } from '../../runtime/commerce'
import type { DocsSearchSection } from '../../runtime/generated/types'
import { validate } from '../../runtime/generated/validators/sections/docs-search.js'
import { commerceSettings } from '../testing/commerceFixtures'
import { prepared, preparedExamples } from '../testing/preparedExamples'
import { DocsSearch } from './DocsSearch'

const [example] = preparedExamples('sections.docs-search')
const render = (props: DocsSearchSection, docsSearchUrl = '/blog/search') =>
  renderToString(
    <CommerceProvider value={commerceSettings({ docsSearchUrl })}>
      <DocsSearch {...prepared('sections.docs-search', props)} />
    </CommerceProvider>,
  )

describe('DocsSearch', () => {
  it('renders its schema example as a GET search form to the site’s own article search, the words in q', () => {
    expect(validate(example!.raw)).toBe(true)
    const html = render(example!.raw)
    const form = /<form[^>]*>/.exec(html)![0]
    for (const attribute of ['role="search"', 'method="get"', 'action="/blog/search"']) expect(form).toContain(attribute)
    const id = /<input id="([^"]+)"[^>]*type="search"[^>]*name="q"/.exec(html)?.[1]
    expect(html).toContain(`<label for="${id}"`)
    expect(html).toContain('>Search the knowledge base</label>')
  })

  it('sends the form to the configured docs search address instead when there is one', () => {
    expect(render(example!.raw, 'https://help.lumenhosting.example/search')).toContain('action="https://help.lumenhosting.example/search"')
  })

  it('lists the popular guides as links in a named navigation', () => {
    const html = render(example!.raw)
    expect(html).toMatch(/<nav[^>]*aria-labelledby="([^"]+)"[\s\S]*<h3 id="\1"[^>]*>Popular guides<\/h3>/)
    expect(html).toContain('href="/blog/spf-dkim-dmarc"')
    expect(render({ heading: 'Help' })).not.toContain('<nav')
  })

  it('needs a heading', () => {
    expect(validate({})).toBe(false)
  })
})

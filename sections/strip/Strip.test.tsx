import { renderToString } from 'react-dom/server'
import { describe, expect, it } from 'vitest'
import type { StripSection } from '../../runtime/generated/types'
import { validate } from '../../runtime/generated/validators/sections/strip.js'
import { prepared, preparedExamples } from '../testing/preparedExamples'
import { Strip } from './Strip'

const examples = preparedExamples('sections.strip')
const [plain, search] = [examples[0]!.raw, examples[1]!.raw]
const render = (props: StripSection) => renderToString(<Strip {...prepared('sections.strip', props)} />)

describe('Strip', () => {
  it('renders every schema example with its text from markdown', () => {
    for (const { raw, props } of examples) {
      expect(validate(raw)).toBe(true)
      expect(renderToString(<Strip {...props} />)).toContain('<strong>')
    }
  })

  it('renders its call to action as a resolved link', () => {
    const html = render(plain)
    expect(html).toContain('href="/web-hosting#plans"')
    expect(html).toContain('>Compare plans</a>')
    expect(html).not.toContain('<form')
  })

  it('renders the domain search as a plain GET form: a labelled "query" field and a submit button', () => {
    const html = render(search)
    const form = /<form[^>]*>/.exec(html)![0]
    expect(form).toContain('role="search"')
    expect(form).toContain('method="get"')
    expect(form).toContain('action="/domains"')
    const inputId = /<input[^>]*id="([^"]+)"[^>]*name="query"/.exec(html)?.[1]
    expect(inputId).toBeTruthy()
    expect(html).toMatch(new RegExp(`<label[^>]*for="${inputId}"[^>]*>Find your domain</label>`))
    expect(html).toMatch(/<button type="submit"[^>]*>Search<\/button>/)
    expect(html).not.toContain('<script')
  })

  it('uses the defaults: /domains, "Find your domain", "Search"', () => {
    const html = render({ text: 'Find a name', variant: 'domain-search' })
    expect(html).toContain('action="/domains"')
    expect(html).toContain('>Find your domain</label>')
    expect(html).toContain('>Search</button>')
  })

  it('sends the form to a configured address', () => {
    expect(render({ ...search, action: '/domain-search/' })).toContain('action="/domain-search/"')
  })

  it('keeps a very long word', () => {
    const word = 'domain'.repeat(40)
    expect(render({ text: word })).toContain(word)
  })

  it('enforces its schema: text required, the form address a path on this site', () => {
    expect(validate({})).toBe(false)
    expect(validate({ text: '' })).toBe(false)
    expect(validate({ ...search, action: 'https://evil.example/collect' })).toBe(false)
    expect(validate({ ...search, action: '//evil.example' })).toBe(false)
    expect(validate({ ...search, action: 'javascript:alert(1)' })).toBe(false)
    expect(validate({ ...search, action: '/domains?x=1' })).toBe(false)
    expect(validate({ ...search, variant: 'newsletter' })).toBe(false)
    expect(validate({ text: 'x', cta: { internalLink: { slug: 'web-hosting' } } })).toBe(false)
  })
})

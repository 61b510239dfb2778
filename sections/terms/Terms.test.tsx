import { renderToString } from 'react-dom/server'
import { describe, expect, it } from 'vitest'
import type { TermsSection } from '../../runtime/generated/types'
import { validate } from '../../runtime/generated/validators/sections/terms.js'
import { isSafeId } from '../../runtime/markdown/isSafeId'
import { prepared, preparedExamples } from '../testing/preparedExamples'
import { clauseIds, slugify, Terms } from './Terms'

const examples = preparedExamples('sections.terms')
const base = examples[0]!.raw
const render = (props: TermsSection) => renderToString(<Terms {...prepared('sections.terms', props)} />)

describe('Terms', () => {
  it('renders every clause of every schema example with a table of contents entry linking to it', () => {
    for (const { raw, props } of examples) {
      expect(validate(raw)).toBe(true)
      const html = renderToString(<Terms {...props} />)
      const ids = clauseIds(raw.clauses, raw.anchor)
      raw.clauses.forEach((clause, i) => {
        expect(html).toContain(`href="#${ids[i]}"`)
        expect(html).toMatch(new RegExp(`<h3 id="${ids[i]}"[^>]*>.*?${clause.heading}</h3>`))
      })
    }
  })

  it('gives clauses stable ids from the anchor and the heading, or the clause\'s own anchor', () => {
    expect(clauseIds(base.clauses, base.anchor)).toEqual([
      'website-terms-who-we-are',
      'website-terms-using-this-website',
      'website-terms-prices-and-availability',
      'website-terms-third-party-links',
      'website-terms-law',
    ])
    expect(clauseIds([{ heading: 'Law', body: 'x' }], undefined)).toEqual(['terms-law'])
  })

  it('makes distinct ids for repeated or symbol-only headings', () => {
    const clauses = [{ heading: 'Fees', body: 'a' }, { heading: 'Fees', body: 'b' }, { heading: '§ — §', body: 'c' }]
    expect(clauseIds(clauses, 'doc')).toEqual(['doc-fees', 'doc-fees-2', 'doc-clause-3'])
  })

  it('makes ids the sanitiser would keep on a heading: lower-case, hyphenated, never a script global', () => {
    expect(slugify('Prices & Payment (UK)')).toBe('prices-payment-uk')
    expect(slugify('Café société')).toBe('cafe-societe')
    for (const id of clauseIds([{ heading: 'Constructor', body: 'x' }, { heading: 'Über alles', body: 'x' }], undefined)) expect(isSafeId(id, 'h2')).toBe(true)
  })

  it('numbers clauses in headings and the contents, unless told not to', () => {
    const html = render(base)
    expect(html).toMatch(/<a href="#website-terms-law"><span[^>]*>5\.<\/span> Law<\/a>/)
    expect(render({ ...base, numbered: false })).not.toMatch(/<span[^>]*>\d\.<\/span>/)
  })

  it('links every clause back to the contents', () => {
    const html = render(base)
    expect(html).toContain('<nav id="website-terms-contents"')
    expect(html.match(/<a href="#website-terms-contents">Back to top<\/a>/g)).toHaveLength(base.clauses.length)
  })

  it('keeps headings in order: h2 document, h3 contents and clauses; h2 for both without a document heading', () => {
    expect([...render(base).matchAll(/<(h\d)/g)].map((m) => m[1])).toEqual(['h2', 'h3', 'h3', 'h3', 'h3', 'h3', 'h3'])
    const { heading: _, ...noHeading } = base
    const html = render(noHeading)
    expect([...html.matchAll(/<(h\d)/g)].map((m) => m[1])).toEqual(['h2', 'h2', 'h2', 'h2', 'h2', 'h2'])
    expect(html).not.toContain('aria-labelledby="«')
  })

  it('shows the date last updated and the version', () => {
    expect(render(base)).toMatch(/Last updated <time dateTime="2026-03-03">3 March 2026<\/time>.*Version 2\.1/)
    const { lastUpdated: _l, version: _v, ...undated } = base
    expect(render(undated)).not.toContain('Last updated')
  })

  it('renders markdown in clause bodies and keeps a very long word', () => {
    const word = 'Rechtsschutzversicherungsgesellschaften'.repeat(3)
    const html = render({ clauses: [{ heading: 'Words', body: `**Bold** and ${word}` }] })
    expect(html).toContain('<strong>Bold</strong>')
    expect(html).toContain(word)
  })

  it('enforces its schema: at least one clause, each with a heading and body, clause anchors in kebab case', () => {
    expect(validate({})).toBe(false)
    expect(validate({ clauses: [] })).toBe(false)
    expect(validate({ clauses: [{ heading: 'A' }] })).toBe(false)
    expect(validate({ clauses: [{ body: 'A' }] })).toBe(false)
    expect(validate({ clauses: [{ heading: 'A', body: 'B', anchor: 'Not Kebab' }] })).toBe(false)
    expect(validate({ clauses: [{ heading: 'A', body: 'B' }], lastUpdated: 'March 2026' })).toBe(false)
    expect(validate({ clauses: [{ heading: 'A', body: 'B', anchor: 'a-b' }] })).toBe(true)
  })
})

import { afterEach, beforeEach, describe, expect, it } from 'vitest'
import { setSectionLogger } from './reportSectionProblem'
import { validateSections } from './validateSections'

const text = { __component: 'sections.text', content: 'Hello' }

describe('validateSections', () => {
  let lines: Record<string, unknown>[]
  beforeEach(() => {
    lines = []
    setSectionLogger((line) => void lines.push(line))
  })
  afterEach(() => setSectionLogger((line) => console.error(JSON.stringify(line))))

  it('passes a valid section with its props and without __component', () => {
    const [entry] = validateSections([text], { page: '/', diagnostics: false })
    expect(entry).toEqual({ status: 'ok', index: 0, uid: 'sections.text', props: { content: 'Hello' } })
    expect(lines).toEqual([])
  })

  it('leaves an invalid section out in production and logs page, index, uid, pointer and message', () => {
    const entries = validateSections([{ __component: 'sections.billboard', heading: 'Hi', spacing: 'huge' }, text], { page: '/about', diagnostics: false })
    expect(entries.map((e) => e.uid)).toEqual(['sections.text'])
    expect(entries[0]!.index).toBe(1)
    expect(lines).toEqual([
      expect.objectContaining({ msg: 'section left out', page: '/about', index: 0, uid: 'sections.billboard', kind: 'invalid', pointer: '/spacing', message: 'must be equal to one of the allowed values' }),
    ])
  })

  it('keeps an invalid section as a diagnostic in development and preview', () => {
    const [entry] = validateSections([{ __component: 'sections.faqs', items: [] }], { page: '/', diagnostics: true })
    expect(entry).toMatchObject({ status: 'broken', uid: 'sections.faqs', problem: { kind: 'invalid', pointer: '/items' } })
  })

  it('names an unexpected property', () => {
    const [entry] = validateSections([{ __component: 'sections.text', content: 'x', colour: 'white', size: 3 }], { page: '/', diagnostics: true })
    expect(entry).toMatchObject({ status: 'broken', problem: { pointer: '', message: 'must NOT have additional properties (size)' } })
  })

  it('reports an unknown section type', () => {
    const [entry] = validateSections([{ __component: 'sections.nope' }], { page: '/', diagnostics: true })
    expect(entry).toMatchObject({ status: 'broken', uid: 'sections.nope', problem: { kind: 'unknown', pointer: '/__component' } })
    expect(lines[0]).toMatchObject({ uid: 'sections.nope', kind: 'unknown' })
  })

  it('survives items that are not sections at all', () => {
    const entries = validateSections([null, 'text', [], { heading: 'no uid' }, text], { page: '/', diagnostics: true })
    expect(entries.map((e) => e.status)).toEqual(['broken', 'broken', 'broken', 'broken', 'ok'])
    expect(validateSections(null, { page: '/', diagnostics: false })).toEqual([])
  })
})

describe('validateSections with Strapi data', () => {
  it("treats Strapi's null for an empty optional field as absent, at every depth", () => {
    const raw = { __component: 'sections.billboard', id: 4, heading: 'Hosting', eyebrow: null, text: null, image: null, anchor: null, ctas: [{ id: 1, label: 'Plans', externalLink: null, hash: 'plans', internalLink: { slug: 'web-hosting' }, title: null }] }
    const [entry] = validateSections([raw], { page: '/', diagnostics: false })
    expect(entry).toEqual({ status: 'ok', index: 0, uid: 'sections.billboard', props: { id: 4, heading: 'Hosting', ctas: [{ id: 1, label: 'Plans', hash: 'plans', internalLink: { slug: 'web-hosting' } }] } })
  })
})

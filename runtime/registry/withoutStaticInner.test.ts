import { describe, expect, it } from 'vitest'
import type { SectionEntry } from './SectionEntry'
import { withoutStaticInner } from './withoutStaticInner'

describe('withoutStaticInner', () => {
  it('drops only the inner HTML of static sections, leaving the rest and the input as they were', () => {
    const sections: SectionEntry[] = [
      { status: 'ok', index: 0, uid: 'sections.billboard', props: {} as never, html: { tag: 'section', attributes: { className: 'section' }, inner: '<h1>Fast</h1>', stylesheets: ['/assets/b.css'] } },
      { status: 'ok', index: 1, uid: 'sections.plans-simple', props: { heading: 'Plans' } as never },
      { status: 'broken', index: 2, uid: 'sections.nope', problem: { kind: 'unknown', pointer: '', message: 'no schema' } },
    ]
    const copy = structuredClone(sections)
    const out = withoutStaticInner(sections)
    expect(out[0]).toEqual({ status: 'ok', index: 0, uid: 'sections.billboard', props: {}, html: { tag: 'section', attributes: { className: 'section' }, stylesheets: ['/assets/b.css'] } })
    expect(out[1]).toBe(sections[1])
    expect(out[2]).toBe(sections[2])
    expect(sections).toEqual(copy)
  })
})

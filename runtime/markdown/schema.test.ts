import { describe, expect, it } from 'vitest'
import { ALLOWED_ELEMENTS, schema, STRIPPED_ELEMENTS } from './schema'

const allowedAttributes = Object.values(schema.attributes ?? {}).flatMap((list) =>
  list.map((definition) => (typeof definition === 'string' ? definition : definition[0])),
)

describe('schema', () => {
  it('allows no event handler and no attribute that can carry a script URL unjudged', () => {
    for (const name of allowedAttributes) {
      expect(name).not.toMatch(/^on/i)
      expect(['srcSet', 'formAction', 'action', 'xLinkHref', 'background', 'poster', 'data', 'name', 'srcDoc', 'ping']).not.toContain(name)
    }
  })

  it('never allows dangerous elements, and strips them with their content', () => {
    for (const tag of ['script', 'style', 'iframe', 'object', 'embed', 'base', 'meta', 'link', 'svg', 'math', 'template', 'noscript', 'textarea', 'select', 'button']) {
      expect(ALLOWED_ELEMENTS).not.toContain(tag)
      expect(STRIPPED_ELEMENTS).toContain(tag)
    }
  })

  it('allows an input with nothing but the attributes of a disabled checkbox (GFM task lists)', () => {
    expect(schema.attributes?.input).toEqual([['type', 'checkbox'], ['checked', true], ['disabled', true], ['ariaLabel', 'Done', 'To do']])
  })

  it('removes comments and doctypes and switches off the half-measures judged elsewhere', () => {
    expect(schema.allowComments).toBe(false)
    expect(schema.allowDoctypes).toBe(false)
    expect(schema.protocols).toEqual({})
    expect(schema.clobber).toEqual([])
  })

  it('keeps the SPEC §5 extra attributes', () => {
    expect(allowedAttributes).toEqual(expect.arrayContaining(['dataEmit', 'dataColour', 'dataUnderline']))
  })
})

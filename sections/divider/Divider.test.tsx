import { renderToString } from 'react-dom/server'
import { describe, expect, it } from 'vitest'
import { catalogue } from '../../runtime/generated/catalogue'
import type { DividerSection } from '../../runtime/generated/types'
import { validate } from '../../runtime/generated/validators/sections/divider.js'
import { Divider } from './Divider'

const examples = catalogue.find((e) => e.uid === 'sections.divider')!.examples as DividerSection[]

describe('Divider', () => {
  it('renders every schema example, with its label when it has one', () => {
    for (const example of examples) {
      expect(validate(example)).toBe(true)
      const html = renderToString(<Divider {...example} />)
      expect(html).toContain(`spacing-${example.spacing}`)
      if (example.label) expect(html).toContain(`>${example.label}</p>`)
    }
  })

  it('hides an unlabelled divider from assistive technology: it is decoration only', () => {
    const html = renderToString(<Divider />)
    expect(html).toMatch(/<div class="container"><div aria-hidden="true" class="[^"]+"><\/div><\/div>/)
    expect(html).toContain('spacing-sm')
  })

  it('reads a label as text and hides only the rules around it', () => {
    const html = renderToString(<Divider label="Or bring a domain you already own" />)
    expect(html.match(/aria-hidden="true"/g)).toHaveLength(2)
    expect(html).toMatch(/<p class="[^"]+">Or bring a domain you already own<\/p>/)
  })

  it('keeps the anchor for hash links', () => {
    expect(renderToString(<Divider anchor="more" />)).toContain('id="more"')
  })

  it('takes a very long word as a label', () => {
    const word = 'Pneumonoultramicroscopicsilicovolcanoconiosis'.repeat(3)
    expect(renderToString(<Divider label={word} variant="glow" />)).toContain(word)
  })

  it('rejects an empty label, an unknown variant and unknown fields', () => {
    expect(validate({})).toBe(true)
    expect(validate({ label: '' })).toBe(false)
    expect(validate({ variant: 'zigzag' })).toBe(false)
    expect(validate({ colour: 'white', thickness: 3 })).toBe(false)
  })
})

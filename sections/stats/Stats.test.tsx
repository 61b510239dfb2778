import { renderToString } from 'react-dom/server'
import { describe, expect, it } from 'vitest'
import type { StatsSection } from '../../runtime/generated/types'
import { validate } from '../../runtime/generated/validators/sections/stats.js'
import { prepared, preparedExamples } from '../testing/preparedExamples'
import { Stats } from './Stats'

const examples = preparedExamples('sections.stats')
const base = examples[0]!.raw
const render = (props: StatsSection) => renderToString(<Stats {...prepared('sections.stats', props)} />)

describe('Stats', () => {
  it('renders every figure of every schema example, the value read before its label', () => {
    for (const { raw, props } of examples) {
      expect(validate(raw)).toBe(true)
      const html = renderToString(<Stats {...props} />)
      expect(html.match(/<li/g)).toHaveLength(raw.items.length)
      for (const item of raw.items) {
        expect(html).toMatch(new RegExp(`<strong[^>]*>${item.value.replace('<', '&lt;').replace(/[.*+?^${}()|[\]\\/]/g, '\\$&')}</strong> <span[^>]*>${item.label}</span>`))
      }
    }
  })

  it('renders the heading as the section name and the footnote from markdown with its link', () => {
    const html = render(base)
    expect(html).toMatch(/<section[^>]*aria-labelledby="([^"]+)"[^>]*>.*<h2 id="\1"[^>]*>Lumen in numbers<\/h2>/s)
    expect(html).toContain('<a href="https://status.lumenhosting.example">status page</a>')
  })

  it('has no heading, no landmark name and no footnote when none is given', () => {
    const html = render(examples[1]!.raw)
    expect(html).not.toContain('<h2')
    expect(html).not.toContain('aria-labelledby')
    expect(html).not.toContain('prose')
  })

  it('keeps a very long label', () => {
    const label = 'uptime'.repeat(20)
    expect(render({ items: [{ value: '99.98%', label }] })).toContain(label)
  })

  it('enforces its schema: one to eight figures, each with a value and a label', () => {
    expect(validate({ items: [] })).toBe(false)
    expect(validate({})).toBe(false)
    expect(validate({ items: [{ value: '1' }] })).toBe(false)
    expect(validate({ items: [{ label: 'x' }] })).toBe(false)
    expect(validate({ items: Array.from({ length: 9 }, () => ({ value: '1', label: 'x' })) })).toBe(false)
    expect(validate({ items: [{ value: '1'.repeat(25), label: 'x' }] })).toBe(false)
    expect(validate({ items: [{ value: '1', label: 'x' }] })).toBe(true)
  })
})

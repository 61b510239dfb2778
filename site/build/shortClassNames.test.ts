import { describe, expect, it } from 'vitest'
import { shortClassName } from './shortClassNames'

const css = '.card { display: grid }\n.cardTitle { font-weight: 600 }\n.card:hover .cardTitle, .badge { color: red }\n@keyframes spin { to { rotate: 1turn } }\n.spinner { animation: spin 1s; margin: .5rem }\n'

describe('shortClassName', () => {
  it('names each class of a module by one hash of its CSS and its own place in it', () => {
    const names = ['card', 'cardTitle', 'badge', 'spinner'].map((name) => shortClassName(name, '/a.module.css', css))
    const hash = names[0]!.slice(0, 6)
    expect(hash).toMatch(/^_[0-9a-z]{5}$/)
    expect(names).toEqual([`${hash}0`, `${hash}1`, `${hash}2`, `${hash}3`])
  })

  it('gives the same name for the same CSS wherever it is built (client and server builds agree)', () => {
    expect(shortClassName('badge', '/client/a.module.css', css)).toBe(shortClassName('badge', '/server/a.module.css', css))
  })

  it('gives another module other names, and a name no class selector holds one no counted name can equal', () => {
    const other = css.replace('red', 'blue')
    expect(shortClassName('card', '/a.module.css', other)).not.toBe(shortClassName('card', '/a.module.css', css))
    const spin = shortClassName('spin', '/a.module.css', css)
    expect(spin).toMatch(/^_[0-9a-z]{5}_spin$/)
    expect(['card', 'cardTitle', 'badge', 'spinner'].map((name) => shortClassName(name, '/a.module.css', css))).not.toContain(spin)
  })

  it('does not take a class for another whose name starts with it', () => {
    const prefixFirst = '.cardTitle { a: b }\n.card { c: d }\n'
    expect(shortClassName('card', '/b.module.css', prefixFirst)).not.toBe(shortClassName('cardTitle', '/b.module.css', prefixFirst))
  })
})

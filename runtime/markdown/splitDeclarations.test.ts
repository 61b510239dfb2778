import { describe, expect, it } from 'vitest'
import { splitDeclarations } from './splitDeclarations'

describe('splitDeclarations', () => {
  it('splits at semicolons', () => {
    expect(splitDeclarations('color: red; margin: 0')).toEqual(['color: red', ' margin: 0'])
  })

  it('keeps semicolons inside strings, parentheses and comments', () => {
    expect(splitDeclarations('content: "a;b"; background: url(a;b.png); color: red /* ; */')).toEqual([
      'content: "a;b"',
      ' background: url(a;b.png)',
      ' color: red /* ; */',
    ])
  })

  it('does not split at an escaped semicolon', () => {
    expect(splitDeclarations('font-family: a\\;b; color: red')).toEqual(['font-family: a\\;b', ' color: red'])
  })

  it('runs an unterminated string or comment to the end', () => {
    expect(splitDeclarations('content: "a; color: red')).toEqual(['content: "a; color: red'])
    expect(splitDeclarations('color: red /* ; margin: 0')).toEqual(['color: red /* ; margin: 0'])
  })
})

import { describe, expect, it } from 'vitest'
import { charsetFirst } from './charsetFirst'

describe('charsetFirst', () => {
  it('moves the meta charset to the start of the head, leaving the rest in order', () => {
    const html = '<!DOCTYPE html><html lang="en-GB"><head><link rel="stylesheet" href="/a.css"><style>b{}</style><meta charset="UTF-8" /><title>T</title></head><body></body></html>'
    expect(charsetFirst(html)).toBe('<!DOCTYPE html><html lang="en-GB"><head><meta charset="UTF-8" /><link rel="stylesheet" href="/a.css"><style>b{}</style><title>T</title></head><body></body></html>')
  })

  it('leaves a page whose charset is first already, or that has none, as it is', () => {
    const first = '<html><head><meta charset="utf-8"><title>T</title></head></html>'
    expect(charsetFirst(first)).toBe(first)
    const none = '<html><head><title>T</title></head></html>'
    expect(charsetFirst(none)).toBe(none)
  })

  it('takes the head with attributes, and no charset from the body', () => {
    expect(charsetFirst('<html><head data-x="1"><title>T</title><meta charset="utf-8"></head></html>')).toBe('<html><head data-x="1"><meta charset="utf-8"><title>T</title></head></html>')
    const inBody = '<html><head><title>T</title></head><body><meta charset="utf-8"></body></html>'
    expect(charsetFirst(inBody)).toBe(inBody)
  })
})

import { describe, expect, it } from 'vitest'
import { locationProblem } from './locationProblem'

const SITE = 'http://127.0.0.1:3000'

describe('locationProblem', () => {
  it.each([undefined, '/', '/about', '/blog/p/2?utm=x#top', '/web-hosting?next=%2F%2Fevil.example', `${SITE}/evil.example`, `${SITE}/%2f%2fevil.example`])('accepts %j', (location) => {
    expect(locationProblem(location, SITE)).toBeUndefined()
  })

  it.each([
    ['//evil.example', 'is protocol-relative'],
    ['/\\evil.example', 'holds a backslash'],
    ['\\\\evil.example', 'holds a backslash'],
    ['/%2F%2Fevil.example', 'is protocol-relative'],
    ['/%5Cevil.example', 'is protocol-relative'],
    ['https://evil.example/', 'leaves the site for https://evil.example'],
    ['http://127.0.0.1:3001/', 'leaves the site for http://127.0.0.1:3001'],
    [' javascript:alert(1)', 'is a script URL'],
    ['JavaScript:alert(1)', 'is a script URL'],
    ['data:text/html,x', 'is a script URL'],
    ['about', 'is neither a path nor a URL'],
  ])('refuses %j: it %s', (location, problem) => {
    expect(locationProblem(location, SITE)).toBe(problem)
  })
})

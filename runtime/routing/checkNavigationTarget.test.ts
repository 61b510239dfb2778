import { describe, expect, it } from 'vitest'
import { normaliseUrl } from '../markdown/normaliseUrl'
import { checkNavigationTarget } from './checkNavigationTarget'
import { EXTERNAL, EXTERNAL_BAD_PROTOCOL, INTERNAL, INVALID, SCRIPT } from './navigationCorpus'
import { isNavigationError } from './NavigationError'

const FROM = '/blog/post'
const SITE = 'https://www.lumenhosting.example'
const ALL = [...INTERNAL.map(([input]) => input), ...EXTERNAL, ...EXTERNAL_BAD_PROTOCOL.map(([input]) => input), ...SCRIPT.map(([input]) => input), ...INVALID]

function refusal(input: string, options = {}): string | undefined {
  try {
    checkNavigationTarget(input, { from: FROM, ...options })
    return undefined
  } catch (error) {
    if (!isNavigationError(error)) throw error
    return error.message
  }
}

describe('checkNavigationTarget', () => {
  it('has a corpus of well over 100 tricky targets', () => {
    expect(ALL.length).toBeGreaterThanOrEqual(150)
  })

  it.each(INTERNAL)('keeps %j on the site as %s', (input, path) => {
    expect(checkNavigationTarget(input, { from: FROM })).toEqual({ url: path, external: false })
  })

  it.each(EXTERNAL)('refuses the external %j by default (SPEC §8)', (input) => {
    expect(refusal(input)).toBe('Navigating to an external URL is not allowed by default')
  })

  it.each(EXTERNAL.filter((input) => !input.startsWith('/') || /^\/[/\\]/.test(input) || input.startsWith('/%')))(
    'allows %j with external: true, as an absolute URL elsewhere or a single-slash path here',
    (input) => {
      const target = checkNavigationTarget(input, { from: FROM, external: true })
      if (target.external) expect(target.url).toMatch(/^(https?:\/\/|mailto:|tel:)/)
      else expect(target.url).toMatch(/^\/(?![/\\])/)
    },
  )

  it.each(EXTERNAL_BAD_PROTOCOL)('refuses %j even with external: true (%s)', (input, protocol) => {
    expect(refusal(input, { external: true })).toBe(`Cannot navigate to a URL with '${protocol}' protocol`)
  })

  it.each(SCRIPT)('refuses the script URL %j with its protocol, external or not', (input, protocol) => {
    expect(refusal(input)).toBe(`Cannot navigate to a URL with '${protocol}' protocol`)
    expect(refusal(input, { external: true })).toBe(`Cannot navigate to a URL with '${protocol}' protocol`)
  })

  it.each(INVALID)('refuses %j, which is not a URL', (input) => {
    expect(refusal(input, { external: true })).toMatch(/^(Cannot navigate to an invalid URL|Navigating to an external URL)/)
    expect(refusal(input)).toBeDefined()
  })

  it('never lets a target out of the site by default, however it is decoded later', () => {
    for (const input of ALL) {
      let path: string
      try {
        path = checkNavigationTarget(input, { from: FROM }).url
      } catch (error) {
        expect(isNavigationError(error), JSON.stringify(input)).toBe(true)
        continue
      }
      expect(path, JSON.stringify(input)).toMatch(/^\/(?![/\\])/)
      for (const form of [path, decodeURIComponent(path.replace(/%(?![0-9a-f]{2})/gi, '%25')), normaliseUrl(path)]) {
        expect(new URL(form, `${SITE}/page`).origin, `${JSON.stringify(input)} as ${form}`).toBe(SITE)
      }
    }
  })

  it('turns absolute URLs on the site’s own origins into paths', () => {
    expect(checkNavigationTarget(`${SITE}/about?x=1#y`, { siteOrigins: [SITE] })).toEqual({ url: '/about?x=1#y', external: false })
    expect(checkNavigationTarget(`HTTPS://WWW.LUMENHOSTING.EXAMPLE/`, { siteOrigins: [SITE] })).toEqual({ url: '/', external: false })
    expect(refusal('http://www.lumenhosting.example/about', { siteOrigins: [SITE] })).toBe('Navigating to an external URL is not allowed by default')
  })

  it('ignores a current path that would itself leave the site', () => {
    expect(checkNavigationTarget('about', { from: '//evil.example/x' })).toEqual({ url: '/about', external: false })
  })

  it('returns external URLs in their parsed, serialised form', () => {
    expect(checkNavigationTarget('HTTPS://Example.COM/a b', { external: true })).toEqual({ url: 'https://example.com/a%20b', external: true })
  })
})

import { describe, expect, it } from 'vitest'
import { contentSecurityPolicy } from './contentSecurityPolicy'

const directives = (policy: string) => Object.fromEntries(policy.split('; ').map((d) => [d.split(' ')[0], d]))

describe('contentSecurityPolicy: what the commerce sections need', () => {
  it('adds only the origins of the search addresses to form-action, each once', () => {
    const policy = directives(
      contentSecurityPolicy({ scripts: ["'nonce-n'"], formActionUrls: ['https://my.lumenhosting.example/domains/search', 'https://my.lumenhosting.example/help?x=1', '/blog/search', 'javascript:alert(1)'] }),
    )
    expect(policy['form-action']).toBe("form-action 'self' https://my.lumenhosting.example")
  })

  it('lets this site’s workers run only when asked (the ALTCHA widget’s proof of work)', () => {
    expect(directives(contentSecurityPolicy({ scripts: ["'nonce-n'"] }))['worker-src']).toBeUndefined()
    expect(directives(contentSecurityPolicy({ scripts: ["'nonce-n'"], workers: true }))['worker-src']).toBe("worker-src 'self'")
  })

  it('frames the bot check’s widget alongside the chat provider, and nothing without either', () => {
    expect(directives(contentSecurityPolicy({ scripts: ["'nonce-n'"] }))['frame-src']).toBeUndefined()
    const both = contentSecurityPolicy({ scripts: ["'nonce-n'"], chatScriptUrl: 'https://chat.example/loader.js', frameUrls: ['https://challenges.cloudflare.com/turnstile/v0/api.js'] })
    expect(directives(both)['frame-src']).toBe('frame-src https://chat.example https://challenges.cloudflare.com')
  })

  it('lets Vite’s development client connect for hot updates and inject styles, in development only', () => {
    const production = directives(contentSecurityPolicy({ scripts: ["'nonce-n'"] }))
    // 'self' alone, which default-src says for it
    expect(production['connect-src']).toBeUndefined()
    expect(production['style-src']).toBe("style-src 'self'")
    const development = directives(contentSecurityPolicy({ scripts: ["'nonce-n'"], development: true }))
    expect(development['connect-src']).toBe("connect-src 'self' ws:")
    expect(development['style-src']).toBe("style-src 'self' 'unsafe-inline'")
  })

  it('leaves out a fetch directive that would say what default-src says, only where default-src is its fallback', () => {
    const bare = contentSecurityPolicy({ scripts: ["'nonce-n'"], workers: true })
    expect(bare).toMatch(/^default-src 'self'; /)
    for (const name of ['media-src', 'font-src', 'connect-src']) expect(directives(bare)[name]).toBeUndefined()
    // worker-src falls back to script-src first, whose nonce a worker cannot carry
    expect(directives(bare)['worker-src']).toBe("worker-src 'self'")
    const hosts = directives(contentSecurityPolicy({ scripts: ["'nonce-n'"], imageOrigins: ['https://assets.example/x.jpg'], chatScriptUrl: 'https://chat.example/loader.js' }))
    expect(hosts['media-src']).toBe("media-src 'self' https://assets.example")
    expect(hosts['connect-src']).toBe("connect-src 'self' https://chat.example")
  })
})

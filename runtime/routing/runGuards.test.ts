import { describe, expect, it, vi } from 'vitest'
import { createError } from './createError'
import { runGuards, type GuardOptions, type GuardRoute, type RouteMiddleware } from './runGuards'

const route: GuardRoute = { path: '/blog/p/2', fullPath: '/blog/p/2?utm_source=mail', params: { pageNumber: '2' } }

function options(overrides: Partial<GuardOptions<{ log: string[] }>> = {}): GuardOptions<{ log: string[] }> {
  return { route, context: { log: [] }, ...overrides }
}

describe('runGuards', () => {
  it('lets a route with no guards go on', async () => {
    expect(await runGuards(options())).toEqual({ kind: 'continue' })
  })

  it('runs validation, then redirect rules, then global and then named middleware, in that order', async () => {
    const context = { log: [] as string[] }
    const mark = (name: string): RouteMiddleware<typeof context> => (_route, ctx) => void ctx.log.push(name)
    await runGuards({
      ...options(),
      context,
      validate: (_route, ctx) => (ctx.log.push('validate'), true),
      redirects: [() => (context.log.push('rules'), null), () => (context.log.push('content redirects'), undefined)],
      globalMiddleware: [mark('global')],
      middleware: ['first', 'second'],
      namedMiddleware: { first: mark('first'), second: mark('second') },
    })
    expect(context.log).toEqual(['validate', 'rules', 'content redirects', 'global', 'first', 'second'])
  })

  it('answers a failed validation with a 404 naming the full path (SPEC §5), before any redirect or middleware', async () => {
    const later = vi.fn()
    const outcome = await runGuards(options({ validate: () => false, redirects: [later], globalMiddleware: [later] }))
    expect(outcome).toMatchObject({ kind: 'error', by: 'validate', error: { statusCode: 404, message: 'Page Not Found: /blog/p/2?utm_source=mail' } })
    expect(later).not.toHaveBeenCalled()
  })

  it('treats anything but true from validation as a failure', async () => {
    for (const value of [undefined, null, 1, 'yes', {}]) {
      const outcome = await runGuards(options({ validate: () => value as unknown as boolean }))
      expect(outcome).toMatchObject({ kind: 'error', error: { statusCode: 404 } })
    }
  })

  it('keeps the status of an error a validation returns', async () => {
    const outcome = await runGuards(options({ validate: async () => createError({ statusCode: 403, message: 'Members only' }) }))
    expect(outcome).toMatchObject({ kind: 'error', error: { statusCode: 403, message: 'Members only' } })
  })

  it('redirects on the first redirect rule that answers, 301 by default, keeping the query', async () => {
    const second = vi.fn()
    const outcome = await runGuards(options({ redirects: [() => ({ to: '/blog' }), second] }))
    expect(outcome).toEqual({ kind: 'redirect', location: '/blog?utm_source=mail', status: 301, external: false, by: 'redirect' })
    expect(second).not.toHaveBeenCalled()
  })

  it('puts the query before a redirect rule’s hash', async () => {
    const outcome = await runGuards(options({ redirects: [() => ({ to: '/web-hosting#plans', status: 302 })] }))
    expect(outcome).toMatchObject({ location: '/web-hosting?utm_source=mail#plans', status: 302 })
  })

  it('keeps a redirect rule’s own query and status', async () => {
    const outcome = await runGuards(options({ redirects: [() => ({ to: '/offers?from=blog', status: 307 })] }))
    expect(outcome).toMatchObject({ location: '/offers?from=blog', status: 307 })
  })

  it('refuses a redirect rule to another site unless the rule allows it', async () => {
    await expect(runGuards(options({ redirects: [() => ({ to: 'https://kestrel.example/' })] }))).rejects.toThrow(
      'Navigating to an external URL is not allowed by default',
    )
    expect(await runGuards(options({ redirects: [() => ({ to: 'https://kestrel.example/', external: true })] }))).toMatchObject({
      location: 'https://kestrel.example/?utm_source=mail',
      external: true,
    })
  })

  it('answers a middleware that returns false with the 404 and stops there', async () => {
    const later = vi.fn()
    const outcome = await runGuards(options({ globalMiddleware: [() => false], middleware: ['later'], namedMiddleware: { later } }))
    expect(outcome).toMatchObject({ kind: 'error', by: 'middleware', error: { statusCode: 404, message: 'Page Not Found: /blog/p/2?utm_source=mail' } })
    expect(later).not.toHaveBeenCalled()
  })

  it('shows an error a middleware returns: a page error with its status, any other as 500', async () => {
    const forbidden = await runGuards(options({ globalMiddleware: [() => createError({ statusCode: 403, message: 'No' })] }))
    expect(forbidden).toMatchObject({ kind: 'error', error: { statusCode: 403, message: 'No' } })
    const broken = await runGuards(options({ globalMiddleware: [() => new Error('boom')] }))
    expect(broken).toMatchObject({ kind: 'error', error: { statusCode: 500, message: 'boom' } })
  })

  it('redirects where a middleware says, 302 by default, through the same checks', async () => {
    expect(await runGuards(options({ globalMiddleware: [() => '/login'] }))).toEqual({
      kind: 'redirect',
      location: '/login',
      status: 302,
      external: false,
      by: 'middleware',
    })
    expect(await runGuards(options({ globalMiddleware: [async () => ({ to: '/moved', status: 308 })] }))).toMatchObject({ location: '/moved', status: 308 })
    await expect(runGuards(options({ globalMiddleware: [() => 'javascript:alert(1)'] }))).rejects.toThrow("Cannot navigate to a URL with 'javascript:' protocol")
    await expect(runGuards(options({ globalMiddleware: [() => '//evil.example'] }))).rejects.toThrow('Navigating to an external URL is not allowed by default')
  })

  it('goes on past middleware that return nothing or true', async () => {
    expect(await runGuards(options({ globalMiddleware: [() => undefined, () => true, async () => {}] }))).toEqual({ kind: 'continue' })
  })

  it('throws for a named middleware that does not exist, before running any', async () => {
    const global = vi.fn()
    await expect(runGuards(options({ globalMiddleware: [global], middleware: ['preview', 'ghost'], namedMiddleware: { preview: () => {} } }))).rejects.toThrow(
      'Unknown route middleware: ghost',
    )
    expect(global).not.toHaveBeenCalled()
  })
})

import { describe, expect, it } from 'vitest'
import { createContentCache } from './createContentCache'
import { createPurgeHandler } from './createPurgeHandler'

async function setup() {
  const cache = createContentCache()
  await cache.read({ source: 's', path: 'pages', models: ['page'] }, async () => 'pages')
  await cache.read({ source: 's', path: 'articles', models: ['article', 'author', 'category'] }, async () => 'articles')
  await cache.read({ source: 's', path: 'primary-navigation', models: ['primary-navigation', 'page'] }, async () => 'nav')
  return { cache, handle: createPurgeHandler({ cache, secret: 's3cret-value' }) }
}

function webhook(body: unknown, secret: string | null = 's3cret-value', method = 'POST'): Request {
  const headers: Record<string, string> = { 'content-type': 'application/json' }
  if (secret !== null) headers['x-purge-secret'] = secret
  return new Request('http://site.test/api/purge', {
    method,
    headers,
    ...(method === 'POST' ? { body: typeof body === 'string' ? body : JSON.stringify(body) } : {}),
  })
}

/** Entries the next read would reload. */
async function reloaded(cache: Awaited<ReturnType<typeof setup>>['cache']): Promise<string[]> {
  const paths: string[] = []
  for (const path of ['pages', 'articles', 'primary-navigation']) {
    await cache.read({ source: 's', path }, async () => {
      paths.push(path)
      return 'reloaded'
    })
  }
  return paths
}

describe('createPurgeHandler', () => {
  it("purges the entries of the event's model", async () => {
    const { cache, handle } = await setup()
    const response = await handle(webhook({ event: 'entry.publish', model: 'page', uid: 'api::page.page', entry: { id: 1, slug: 'home' } }))
    expect(response.status).toBe(200)
    expect(await response.json()).toEqual({ purged: 2, model: 'page' })
    expect(await reloaded(cache)).toEqual(['pages', 'primary-navigation'])
  })

  it.each(['entry.create', 'entry.update', 'entry.delete', 'entry.unpublish'])('purges by model on %s', async (event) => {
    const { cache, handle } = await setup()
    expect(await (await handle(webhook({ event, model: 'author' }))).json()).toEqual({ purged: 1, model: 'author' })
    expect(await reloaded(cache)).toEqual(['articles'])
  })

  it('purges everything when unsure: media events, or no model', async () => {
    for (const body of [{ event: 'media.update', media: { id: 3 } }, { event: 'entry.update' }, { event: 'trigger-test' }]) {
      const { cache, handle } = await setup()
      expect(await (await handle(webhook(body))).json()).toEqual({ purged: 3, model: null })
      expect(await reloaded(cache)).toEqual(['pages', 'articles', 'primary-navigation'])
    }
  })

  it('answers 401 to a wrong or missing secret and purges nothing', async () => {
    const { cache, handle } = await setup()
    expect((await handle(webhook({ event: 'entry.publish', model: 'page' }, 'wrong'))).status).toBe(401)
    expect((await handle(webhook({ event: 'entry.publish', model: 'page' }, 's3cret-value-but-longer'))).status).toBe(401)
    expect((await handle(webhook({ event: 'entry.publish', model: 'page' }, null))).status).toBe(401)
    expect(await reloaded(cache)).toEqual([])
  })

  it('answers 400 to a body that is not a webhook', async () => {
    const { cache, handle } = await setup()
    const bad = await handle(webhook('{"event": "entry.pub'))
    expect(bad.status).toBe(400)
    expect(await bad.json()).toEqual({ error: 'Bad Request: the body is not JSON' })
    expect((await handle(webhook({ model: 'page' }))).status).toBe(400)
    expect((await handle(webhook('[]'))).status).toBe(400)
    expect(await reloaded(cache)).toEqual([])
  })

  it('answers 405 to anything but POST', async () => {
    const { handle } = await setup()
    const response = await handle(webhook(null, 's3cret-value', 'GET'))
    expect(response.status).toBe(405)
    expect(response.headers.get('allow')).toBe('POST')
  })

  it('refuses to start without a secret', () => {
    expect(() => createPurgeHandler({ cache: createContentCache(), secret: '' })).toThrow(/PURGE_SECRET/)
  })

  it('tells onPurge of each purge it made, with the model or null for everything, and of no refused webhook', async () => {
    const purges: (string | null)[] = []
    const handle = createPurgeHandler({ cache: createContentCache(), secret: 's3cret-value', onPurge: (model) => purges.push(model) })
    await handle(webhook({ event: 'entry.publish', model: 'page' }))
    await handle(webhook({ event: 'media.create' }))
    await handle(webhook({ event: 'entry.publish', model: 'page' }, 'wrong'))
    await handle(webhook('not json'))
    expect(purges).toEqual(['page', null])
  })
})

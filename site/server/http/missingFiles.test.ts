import { describe, expect, it, vi } from 'vitest'
import { PUBLISHED_CACHE_CONTROL } from './pageCacheControl'
import { readRepoContent, testApp } from './testing'

vi.spyOn(process.stdout, 'write').mockImplementation(() => true)
vi.spyOn(process.stderr, 'write').mockImplementation(() => true)
readRepoContent()

// the stand-in renderer answers every path it gets with a 200 page: a 200 below means the request reached it
const app = testApp()
const get = (path: string) => app.request(path)

describe('files that are not there', () => {
  it('answers a missing hashed asset with a short 404 that no cache keeps', async () => {
    const response = await get('/assets/chunks/chunk-Gone1234.js')
    expect(response.status).toBe(404)
    expect(await response.text()).toBe('Not found')
    expect(response.headers.get('Cache-Control')).toBe('no-store')
    expect(response.headers.get('X-Content-Type-Options')).toBe('nosniff')
  })

  it.each(['/wp-login.php', '/.env', '/apple-touch-icon.png', '/blog/feed.json', '/config.yml', '/backup.sql'])('answers %s with a short 404, shared as a page 404 is', async (path) => {
    const response = await get(path)
    expect(response.status).toBe(404)
    expect(await response.text()).toBe('Not found')
    expect(response.headers.get('Cache-Control')).toBe(PUBLISHED_CACHE_CONTROL)
  })

  it('leaves pages, page data, HTML paths and files that are there to their handlers', async () => {
    expect((await get('/web-hosting')).status).toBe(200)
    expect((await get('/blog/release-2.0')).status).toBe(200)
    expect((await get('/about.html')).status).toBe(200)
    expect((await get('/web-hosting/index.pageContext.json')).status).toBe(200)
    expect((await get('/assets/chunks/chunk-Ab12Cd34.js')).status).toBe(200)
    expect((await get('/favicon.svg')).status).toBe(200)
    expect((await get('/robots.txt')).status).toBe(200)
  })

  it('still lets the redirect rules move a file-like path', async () => {
    const response = await get('/news/rss.xml')
    expect(response.status).toBe(308)
    expect(response.headers.get('Location')).toBe('/blog/rss.xml')
  })
})

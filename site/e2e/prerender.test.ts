import { execFileSync } from 'node:child_process'
import { existsSync, readFileSync, rmSync, statSync, writeFileSync } from 'node:fs'
import { createServer, type Server } from 'node:http'
import { extname, join, normalize, sep } from 'node:path'
import { fileURLToPath } from 'node:url'
import type { Browser } from 'playwright-core'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { freePort } from '../../runtime/testing/freePort'
import { launchBrowser } from '../../runtime/testing/launchBrowser'
import { htmlFiles } from '../build/buildMetaFiles'
import { hydrated, pageHydrated } from './hydrated'

// Prerender: one build, then `npm run prerender` writes the paths the route rules mark as static HTML and
// page data; the client folder alone, on a plain static file server, is a working site for those paths.

const root = fileURLToPath(new URL('../../', import.meta.url))
// inside the project: Vike resolves its manifest against the root
const OUT = 'node_modules/.cache/stratum-prerender-e2e'
const client = join(root, OUT, 'client')
// a build writes where its server entry is into this file of Vike's (its auto-importer): put back the one before, so
// that `npm run prerender` on the build in dist/ does not look for this test's build once it is gone
const AUTO_IMPORTER = join(root, 'node_modules/@brillout/vite-plugin-server-entry/dist/esm/runtime/autoImporter.js')

const TYPES: Record<string, string> = { '.html': 'text/html', '.json': 'application/json', '.js': 'text/javascript', '.css': 'text/css', '.svg': 'image/svg+xml', '.jpg': 'image/jpeg', '.png': 'image/png', '.woff2': 'font/woff2' }

/** A static host as simple as they come: files, `index.html` for folders, 404.html for the rest. */
function staticHost(): Server {
  return createServer((request, response) => {
    const path = decodeURIComponent(new URL(request.url ?? '/', 'http://x').pathname)
    // uploads live on the assets host in a real deployment; here the content pack's media stands in
    const base = path.startsWith('/uploads/') ? join(root, 'content/media') : client
    const relative = normalize(path.replace(/^\/uploads\//, '/')).replace(/^(\.\.[/\\])+/, '')
    let file = join(base, relative)
    if (existsSync(file) && statSync(file).isDirectory()) file = join(file, 'index.html')
    const found = existsSync(file) && statSync(file).isFile()
    response.writeHead(found ? 200 : 404, { 'content-type': TYPES[extname(found ? file : '.html')] ?? 'application/octet-stream' })
    response.end(readFileSync(found ? file : join(client, '404.html')))
  })
}

/** The client folder's HTML files as site paths (`/blog/index.html`), for the assertions below. */
const htmlPaths = (dir: string): string[] => htmlFiles(dir).map((file) => `/${file.split(sep).join('/')}`)

describe('prerender chosen per path by route rules', () => {
  let server: Server
  let url: string
  let browser: Browser

  let autoImporter: string | undefined

  beforeAll(async () => {
    autoImporter = existsSync(AUTO_IMPORTER) ? readFileSync(AUTO_IMPORTER, 'utf8') : undefined
    // Vike stands aside when it sees it runs under vitest: build with vitest's variables removed
    const env = Object.fromEntries(Object.entries(process.env).filter(([key]) => !key.startsWith('VITEST') && key !== 'TEST'))
    const options = { cwd: root, stdio: ['ignore', 'ignore', 'inherit'] as ['ignore', 'ignore', 'inherit'], env: { ...env, NODE_ENV: 'production', CONTENT_SOURCE: 'files', OUT_DIR: OUT } }
    execFileSync('npx', ['vite', 'build', '--outDir', OUT, '--emptyOutDir'], options)
    execFileSync('npx', ['tsx', 'scripts/prerender.ts'], options)
    const port = await freePort()
    server = staticHost()
    await new Promise<void>((resolve) => server.listen(port, '127.0.0.1', resolve))
    url = `http://127.0.0.1:${port}`
    browser = await launchBrowser()
  }, 180_000)

  afterAll(async () => {
    await browser?.close()
    await new Promise((resolve) => server?.close(resolve))
    rmSync(join(root, OUT), { recursive: true, force: true })
    if (autoImporter !== undefined) writeFileSync(AUTO_IMPORTER, autoImporter)
  })

  it('writes the blog, its articles, authors, categories and the legal pages, with their page data', () => {
    const files = htmlPaths(client)
    for (const path of ['/blog', '/blog/p/4', '/blog/deploying-with-git', '/blog/author/priya-raman/p/2', '/blog/categories/hosting', '/about', '/terms-of-service', '/company-details']) {
      expect(files, path).toContain(`${path}/index.html`)
      expect(existsSync(join(client, path, 'index.pageContext.json')), path).toBe(true)
    }
    expect(files).toContain('/404.html')
    // the page data file a client navigation reads has all of the page's data, what its HTML holds too
    const inFile = (path: string) => (JSON.parse(readFileSync(join(client, path, 'index.pageContext.json'), 'utf8')) as { data: Record<string, unknown> }).data
    for (const [path, held] of [['/blog', 'articles'], ['/blog/deploying-with-git', 'bodyHtml'], ['/about', 'seo']] as const) {
      expect(inFile(path), path).toHaveProperty(held)
    }
    // a static host sends no Link header: the web font's preload stays in the file (the server moves it to its header)
    for (const path of ['/blog', '/about']) expect(readFileSync(join(client, path, 'index.html'), 'utf8'), path).toMatch(/<link rel="preload" href="\/assets\/static\/inter\.[\w-]+\.woff2" as="font"[^>]* crossorigin>/)
    // every published article (33) but the six that quote a price (the next test)
    expect(files.filter((f) => /^\/blog\/[a-z0-9-]+\/index\.html$/.test(f) && !/\/(author|categories|p)\//.test(f))).toHaveLength(27)
  })

  it('writes the German blog, articles, authors, categories and legal pages under /de, from German content', () => {
    const files = htmlPaths(client)
    for (const path of ['/de/blog', '/de/blog/p/2', '/de/blog/zwei-faktor-authentifizierung', '/de/blog/author/priya-raman', '/de/blog/categories/sicherheit', '/de/ueber-uns', '/de/agb', '/de/datenschutz']) {
      expect(files, path).toContain(`${path}/index.html`)
      expect(readFileSync(join(client, path, 'index.html'), 'utf8'), path).toMatch(/<html\b[^>]*\slang="de-DE"/)
    }
    // no English slug under /de, no page the rules do not mark, no redirect
    for (const path of ['/de/blog/two-factor-authentication', '/de/blog/categories/security', '/de/about', '/de/company-details', '/de/webhosting', '/de/index.html', '/de/blog/p/1']) {
      expect(files, path).not.toContain(path.endsWith('.html') ? path : `${path}/index.html`)
    }
    const germanArticles = files.filter((f) => /^\/de\/blog\/[a-z0-9-]+\/index\.html$/.test(f) && !/\/(author|categories|p)\//.test(f))
    // the German twins of the articles that quote a price quote it too: the server's
    expect(germanArticles).not.toContain('/de/blog/de-oder-com/index.html')
    expect(germanArticles.length).toBeGreaterThan(0)
  })

  it("lists what it wrote in the build's metadata, which build updates read", () => {
    const latest = JSON.parse(readFileSync(join(client, 'assets/builds/latest.json'), 'utf8')) as { id: string }
    const meta = JSON.parse(readFileSync(join(client, `assets/builds/meta/${latest.id}.json`), 'utf8')) as { prerendered: string[] }
    expect(meta.prerendered).toContain('/blog')
    expect(meta.prerendered).toContain('/blog/deploying-with-git')
    expect(meta.prerendered).toHaveLength(htmlPaths(client).filter((f) => f.endsWith('/index.html')).length)
  })

  it('leaves server-rendered what the rules do not mark and the articles that quote a price, and never writes a redirecting path', () => {
    const files = htmlPaths(client)
    for (const path of ['/index.html', '/web-hosting/index.html', '/domains/index.html', '/terms/index.html', '/blog/p/1/index.html', '/_sections/index.html']) {
      expect(files).not.toContain(path)
    }
    // an article that quotes a price ($currency, {ref:prices:…}, {ref:tld:…}) is the visitor's currency's: the server's
    for (const slug of ['introducing-lumen-vps', 'choosing-a-hosting-plan', 'shared-hosting-or-vps', 'free-ssl-certificates-explained', 'co-uk-or-com', 'newer-domain-endings']) {
      expect(files).not.toContain(`/blog/${slug}/index.html`)
    }
    // and the server build is kept beside it
    expect(existsSync(join(root, OUT, 'server/entry.mjs'))).toBe(true)
  })

  it('writes published content as visitors see it: no preview bar, no diagnostics, indexable', () => {
    const html = readFileSync(join(client, 'blog/deploying-with-git/index.html'), 'utf8')
    expect(html).toContain('<link rel="canonical" href="https://www.lumenhosting.example/blog/deploying-with-git"/>')
    expect(html).toContain('<meta name="robots" content="index, follow"/>')
    expect(html).not.toContain('aria-label="Preview"')
    expect(html).not.toContain('section-diagnostic')
  })

  it('works from a plain static host: pages, client navigation on prerendered page data, back, no console errors', async () => {
    const page = await browser.newPage({ viewport: { width: 1280, height: 800 } })
    const errors: string[] = []
    page.on('console', (message) => message.type() === 'error' && errors.push(message.text()))
    page.on('pageerror', (error) => errors.push(String(error)))
    const pageData: string[] = []
    page.on('request', (request) => {
      const { pathname } = new URL(request.url())
      if (pathname.endsWith('.pageContext.json')) pageData.push(pathname)
    })

    expect((await page.goto(`${url}/blog`, { waitUntil: 'networkidle' }))?.status()).toBe(200)
    expect(await page.locator('main h1').textContent()).toBe('Blog')
    // the router takes link clicks once the page has hydrated: a click before that is a full page load, with no page data
    await pageHydrated(page)
    // an article the static host has (one that quotes a price is the server's)
    const hrefs = await page.locator('main article h2 a').evaluateAll((links) => links.map((a) => a.getAttribute('href')!))
    const written = hrefs.find((href) => existsSync(join(client, href, 'index.html')))
    await page.locator(`main article h2 a[href="${written}"]`).click()
    await page.waitForFunction(() => location.pathname !== '/blog' && document.querySelector('main h1')?.textContent !== 'Blog')
    const article = new URL(page.url()).pathname
    expect(pageData).toContain(`${article}/index.pageContext.json`)
    expect(await page.locator('main h1').textContent()).toBeTruthy()
    // what a first load's HTML holds comes with the page data file: the body, and the static sections' content
    await expect.poll(async () => (await page.locator('main article .prose').first().textContent())?.length).toBeGreaterThan(500)
    await page.goBack()
    await page.waitForFunction(() => document.querySelector('main h1')?.textContent === 'Blog')
    expect(await page.locator('main article h2').count()).toBe(9)
    await page.locator('header a[href="/about"]').first().click()
    await page.waitForURL(`${url}/about`)
    expect(pageData).toContain('/about/index.pageContext.json')
    await page.waitForFunction(() => document.querySelector('main h1')?.textContent !== 'Blog')
    const shown = () => page.locator('main').evaluate((main) => main.textContent!.replace(/\s+/g, ' ').trim())
    const afterNavigation = await shown()
    await page.reload({ waitUntil: 'networkidle' })
    expect(afterNavigation).toBe(await shown())
    expect(errors).toEqual([])
    await page.close()
  })

  it("styles a prerendered page's sections before any script runs, as the server's render does", async () => {
    for (const path of ['/about', '/terms-of-service', '/company-details']) {
      const served = readFileSync(join(client, path, 'index.html'), 'utf8')
      const linked = [...served.slice(0, served.indexOf('</head>')).matchAll(/<link rel="stylesheet" type="text\/css" href="([^"]+)"/g)].map((m) => m[1])
      // hydrating adds any stylesheet a section needs that the head lacks: none should be missing
      const page = await browser.newPage({ viewport: { width: 1280, height: 800 } })
      await page.goto(`${url}${path}`, { waitUntil: 'networkidle' })
      await pageHydrated(page)
      for (const section of await page.locator('main > section, main > article, main > div > section').all()) await hydrated(section)
      const afterHydration = await page.evaluate(() => [...document.querySelectorAll<HTMLLinkElement>('link[rel="stylesheet"]')].map((link) => link.getAttribute('href')))
      expect(afterHydration, path).toEqual(linked)
      await page.close()
    }
    // and without JavaScript at all, the first section's heading has its section's style
    const context = await browser.newContext({ viewport: { width: 1280, height: 800 }, javaScriptEnabled: false })
    const page = await context.newPage()
    await page.goto(`${url}/terms-of-service`, { waitUntil: 'networkidle' })
    const heading = await page.locator('main h1').evaluate((h1) => ({ size: getComputedStyle(h1).fontSize, className: h1.className }))
    // a CSS module's class, named as the build names them (vite.config's generateScopedName)
    expect(heading.className.split(' ')).toContainEqual(expect.stringMatching(/^_?[\w-]{6}$/))
    expect(Number.parseFloat(heading.size)).toBeGreaterThan(40)
    await context.close()
  })
})

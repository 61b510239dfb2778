import { build, type Loader, type Plugin } from 'esbuild'
import { fileURLToPath } from 'node:url'
import { startTestServer, type TestServer } from './startTestServer'

/** How to bundle a fixture's client entry. */
export interface BundleOptions {
  /** React's build: production (the default) or development. */
  mode?: 'production' | 'development'
  loader?: Record<string, Loader>
  plugins?: Plugin[]
}

/** A test's browser entry bundled as one ES module, as a page loads it. */
export async function bundleClient(entry: URL, { mode = 'production', loader, plugins }: BundleOptions = {}): Promise<string> {
  const result = await build({
    entryPoints: [fileURLToPath(entry)],
    bundle: true,
    format: 'esm',
    write: false,
    jsx: 'automatic',
    define: { 'process.env.NODE_ENV': JSON.stringify(mode) },
    ...(loader && { loader }),
    ...(plugins && { plugins }),
    logLevel: 'silent',
  })
  return result.outputFiles[0]!.text
}

/** The page for one request: the server render inside #root, and the script that hydrates it. */
export interface FixturePage {
  root: string
  /** A path among the served scripts. */
  script: string
  bodyAttributes?: Record<string, string>
}

/**
 * A server on 127.0.0.1 for hydrating React in chromium: each of `scripts` (path → code) as JavaScript, and for any
 * other path the page `page` makes of it.
 */
export async function serveHydrationFixture(scripts: Record<string, string>, page: (path: string) => FixturePage): Promise<TestServer> {
  const server = await startTestServer()
  server.handle((request, response) => {
    const script = scripts[request.url]
    if (script !== undefined) return void response.writeHead(200, { 'content-type': 'text/javascript' }).end(script)
    const { root, script: src, bodyAttributes = {} } = page(request.url)
    const attributes = Object.entries(bodyAttributes)
      .map(([name, value]) => ` ${name}="${value}"`)
      .join('')
    response
      .writeHead(200, { 'content-type': 'text/html' })
      .end(`<!doctype html><html><body${attributes}><div id="root">${root}</div><script type="module" src="${src}"></script></body></html>`)
  })
  return server
}

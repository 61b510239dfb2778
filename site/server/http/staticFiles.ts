import { serveStatic } from '@hono/node-server/serve-static'
import type { Context, MiddlewareHandler } from 'hono'
import { notModified, unmodifiedSince } from './conditionalRequests'

/** Options of staticFiles. */
export interface StaticFilesOptions {
  /** The folder the files are in. */
  root: string
  /** The Cache-Control of every file found. */
  cacheControl: string
  /** Maps the request path to the file's path under root. */
  rewriteRequestPath?: (path: string) => string
  /** Send a file's brotli or gzip copy written beside it at build (`.br`, `.gz`: precompressPlugin) to a browser that takes it. */
  precompressed?: boolean
}

/**
 * Files from a folder with their Cache-Control, and 304 to a browser whose copy is as new as the file
 * (If-Modified-Since against serveStatic's Last-Modified: the favicon and other public files, revalidated hourly).
 * (serveStatic's onFound runs after it has built the response, so a header set there is lost: the header is set on
 * the response itself.) Paths with no file go on to the next handler.
 */
export function staticFiles({ root, cacheControl, rewriteRequestPath, precompressed = false }: StaticFilesOptions): MiddlewareHandler {
  const found = new WeakSet<Context>()
  const serve = serveStatic({ root, precompressed, ...(rewriteRequestPath ? { rewriteRequestPath } : {}), onFound: (_path, c) => void found.add(c) })
  return async (c, next) => {
    const response = await serve(c, next)
    if (!response || !found.has(c)) return response
    response.headers.set('Cache-Control', cacheControl)
    if (response.status === 200 && unmodifiedSince(response.headers.get('Last-Modified'), c.req)) {
      await response.body?.cancel()
      return notModified(response.headers)
    }
    return response
  }
}

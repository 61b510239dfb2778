import { createServer, request as httpRequest, type IncomingMessage, type Server, type ServerResponse } from 'node:http'
import type { AddressInfo } from 'node:net'

/**
 * What the proxy does to each request:
 * - `pass`: forwards to Strapi unchanged;
 * - `down`: the listener is closed, so connecting is refused (Strapi stopped);
 * - `slow`: forwards, but only after `slowMs` (Strapi answering beyond the site's timeout);
 * - `malformed-json`: 200 `application/json` whose body is not JSON;
 * - `html-500`: a 500 with an HTML error page, as a reverse proxy in front of a dead Strapi sends;
 * - `truncated`: Strapi's real answer with its full Content-Length, cut off halfway through the body;
 * - `invalid-section`: Strapi's real answer with one section of the page `slug` made to violate its schema.
 */
export type FaultMode = 'pass' | 'down' | 'slow' | 'malformed-json' | 'html-500' | 'truncated' | 'invalid-section'

/** Options of startFaultProxy. */
export interface FaultProxyOptions {
  /** Strapi's address, e.g. `http://127.0.0.1:1337`. */
  target: string
  /** How long `slow` holds each request before forwarding it, in ms. Default 10 000. */
  slowMs?: number
}

/** Which section `invalid-section` breaks. */
export interface SectionCorruption {
  /** The slug of the page whose section is broken. */
  slug: string
  /** The section's index in the page's dynamic zone. */
  index: number
}

/** A fault-injecting HTTP proxy between the site and Strapi, on 127.0.0.1. */
export interface FaultProxy {
  /** `http://127.0.0.1:<port>`: the site's STRAPI_URL. The port stays the same across `down`. */
  url: string
  readonly mode: FaultMode
  /** Switches the mode; `down` closes the listener (and every open connection), any other mode listens again. */
  setMode(mode: FaultMode, corruption?: SectionCorruption): Promise<void>
  /** Requests seen per mode since start (`down` sees none: nothing is listening). */
  readonly counts: Readonly<Record<FaultMode, number>>
  close(): Promise<void>
}

const MALFORMED_JSON = '{"data":[{"id":1,"documentId":"x","title":"Half a pa'
const HTML_500 = '<!DOCTYPE html><html><head><title>500 Internal Server Error</title></head><body><h1>Internal Server Error</h1><p>The upstream server failed.</p></body></html>'

function readAll(stream: IncomingMessage): Promise<Buffer> {
  return new Promise((resolve, reject) => {
    const chunks: Buffer[] = []
    stream.on('data', (chunk: Buffer) => chunks.push(chunk))
    stream.on('end', () => resolve(Buffer.concat(chunks)))
    stream.on('error', reject)
  })
}

/** Every field of a section given a value of another type: whatever its schema, the section no longer matches it. */
export function corruptSection(section: Record<string, unknown>): Record<string, unknown> {
  const other = (value: unknown): unknown => {
    if (typeof value === 'string') return 12345
    if (Array.isArray(value)) return 'not-an-array'
    if (value !== null && typeof value === 'object') return 'not-an-object'
    return 'not-a-scalar'
  }
  return Object.fromEntries(Object.entries(section).map(([key, value]) => [key, key === 'id' || key === '__component' ? value : other(value)]))
}

/** Strapi 5's answer for a page read: `{ data: [page] }`; breaks the section at the index on the named page. */
function corruptPage(body: Buffer, corruption: SectionCorruption): Buffer {
  let json: { data?: unknown }
  try {
    json = JSON.parse(body.toString('utf8')) as { data?: unknown }
  } catch {
    return body
  }
  const pages = Array.isArray(json.data) ? json.data : [json.data]
  for (const page of pages as Array<Record<string, unknown> | null>) {
    if (!page || page.slug !== corruption.slug || !Array.isArray(page.sections)) continue
    const sections = page.sections as Record<string, unknown>[]
    const section = sections[corruption.index]
    if (section) sections[corruption.index] = corruptSection(section)
  }
  return Buffer.from(JSON.stringify(json))
}

/**
 * Starts the proxy in `pass` mode on a free port of 127.0.0.1. Each request is forwarded with a fresh connection
 * to Strapi; the proxy never crashes on a client that goes away (the site aborting at its timeout).
 */
export async function startFaultProxy({ target, slowMs = 10_000 }: FaultProxyOptions): Promise<FaultProxy> {
  const upstream = new URL(target)
  let mode: FaultMode = 'pass'
  let corruption: SectionCorruption | undefined
  const counts: Record<FaultMode, number> = { pass: 0, down: 0, slow: 0, 'malformed-json': 0, 'html-500': 0, truncated: 0, 'invalid-section': 0 }
  const timers = new Set<NodeJS.Timeout>()

  const forward = (incoming: IncomingMessage, response: ServerResponse, shape?: (status: number, headers: IncomingMessage['headers'], body: Buffer) => void) => {
    // a body the proxy reshapes must come uncompressed
    const { 'accept-encoding': _encoding, ...headers } = incoming.headers
    const outgoing = httpRequest(
      { hostname: upstream.hostname, port: upstream.port, method: incoming.method, path: incoming.url, headers: { ...(shape ? headers : incoming.headers), host: upstream.host }, agent: false },
      (answer) => {
        if (!shape) {
          response.writeHead(answer.statusCode ?? 502, answer.headers)
          answer.pipe(response)
          return
        }
        readAll(answer).then(
          (body) => shape(answer.statusCode ?? 502, answer.headers, body),
          () => response.destroy(),
        )
      },
    )
    outgoing.on('error', () => response.destroy())
    response.on('close', () => outgoing.destroy())
    incoming.pipe(outgoing)
  }

  const handle = (incoming: IncomingMessage, response: ServerResponse) => {
    const current = mode
    counts[current] += 1
    incoming.on('error', () => undefined)
    response.on('error', () => undefined)
    switch (current) {
      case 'slow': {
        const timer = setTimeout(() => {
          timers.delete(timer)
          if (!response.destroyed) forward(incoming, response)
        }, slowMs)
        timers.add(timer)
        response.on('close', () => {
          clearTimeout(timer)
          timers.delete(timer)
        })
        return
      }
      case 'malformed-json':
        incoming.resume()
        response.writeHead(200, { 'content-type': 'application/json; charset=utf-8', 'content-length': Buffer.byteLength(MALFORMED_JSON) })
        response.end(MALFORMED_JSON)
        return
      case 'html-500':
        incoming.resume()
        response.writeHead(500, { 'content-type': 'text/html; charset=utf-8', 'content-length': Buffer.byteLength(HTML_500) })
        response.end(HTML_500)
        return
      case 'truncated':
        forward(incoming, response, (status, headers, body) => {
          const { 'transfer-encoding': _chunked, 'content-length': _length, ...rest } = headers
          response.writeHead(status, { ...rest, 'content-length': Math.max(body.length, 2) })
          response.write(body.subarray(0, Math.floor(body.length / 2)))
          // the rest never comes: the connection ends mid-body
          setImmediate(() => response.destroy())
        })
        return
      case 'invalid-section':
        forward(incoming, response, (status, headers, body) => {
          const { 'transfer-encoding': _chunked, 'content-length': _length, ...rest } = headers
          const changed = corruption && incoming.url?.startsWith('/api/pages') ? corruptPage(body, corruption) : body
          response.writeHead(status, { ...rest, 'content-length': changed.length })
          response.end(changed)
        })
        return
      default:
        forward(incoming, response)
    }
  }

  let server: Server = createServer(handle)
  const listen = (port: number) =>
    new Promise<number>((resolve, reject) => {
      server.once('error', reject)
      server.listen(port, '127.0.0.1', () => {
        server.off('error', reject)
        resolve((server.address() as AddressInfo).port)
      })
    })
  const closeServer = () =>
    new Promise<void>((resolve) => {
      for (const timer of timers) clearTimeout(timer)
      timers.clear()
      server.closeAllConnections()
      server.close(() => resolve())
    })

  const port = await listen(0)
  const url = `http://127.0.0.1:${port}`
  let listening = true

  return {
    url,
    get mode() {
      return mode
    },
    get counts() {
      return counts
    },
    async setMode(next, nextCorruption) {
      if (next === 'invalid-section' && !nextCorruption) throw new Error('faultProxy: invalid-section needs a SectionCorruption')
      corruption = nextCorruption
      if (next === 'down' && listening) {
        listening = false
        await closeServer()
      } else if (next !== 'down' && !listening) {
        server = createServer(handle)
        await listen(port)
        listening = true
      }
      mode = next
    },
    async close() {
      if (listening) await closeServer()
      listening = false
    },
  }
}

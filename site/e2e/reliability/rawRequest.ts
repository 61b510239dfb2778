import { Agent, request, type IncomingHttpHeaders, type OutgoingHttpHeaders } from 'node:http'

/** One request exactly as given: the path goes on the wire byte for byte (fetch would normalise it). */
export interface RawRequestInit {
  method?: string
  /** The request target. Characters up to U+00FF are sent as single bytes, so raw UTF-8 can be written as latin1. */
  path: string
  headers?: OutgoingHttpHeaders
  body?: string | Buffer
  /** The local address to connect from (127.0.0.x): a distinct client for per-client limits. */
  localAddress?: string
  /** Give up after this many ms. Default 15 000. */
  timeoutMs?: number
  /** A keep-alive agent to reuse connections; default a fresh connection. */
  agent?: Agent
}

/** What came back. */
export interface RawResponse {
  status: number
  headers: IncomingHttpHeaders
  /** The body as UTF-8 (ask for no compression to read it). */
  body: string
  /** From the request's start to the body's end. */
  ms: number
}

/** Sends one request to `baseUrl` (127.0.0.1) and reads the whole answer; rejects on no answer. */
export function rawRequest(baseUrl: string, init: RawRequestInit): Promise<RawResponse> {
  const { hostname, port } = new URL(baseUrl)
  const started = performance.now()
  return new Promise((resolve, reject) => {
    const req = request(
      {
        host: hostname,
        port,
        method: init.method ?? 'GET',
        path: init.path,
        headers: init.headers ?? {},
        ...(init.localAddress ? { localAddress: init.localAddress } : {}),
        agent: init.agent ?? false,
        timeout: init.timeoutMs ?? 15_000,
      },
      (res) => {
        const chunks: Buffer[] = []
        res.on('data', (chunk: Buffer) => chunks.push(chunk))
        res.on('end', () => resolve({ status: res.statusCode ?? 0, headers: res.headers, body: Buffer.concat(chunks).toString('utf8'), ms: performance.now() - started }))
        res.on('error', reject)
      },
    )
    req.on('timeout', () => req.destroy(new Error(`no answer within ${init.timeoutMs ?? 15_000} ms`)))
    req.on('error', reject)
    req.end(init.body)
  })
}

/** Runs `task` over `items` with at most `concurrency` at a time, keeping the order of the results. */
export async function mapLimit<T, R>(items: readonly T[], concurrency: number, task: (item: T, index: number) => Promise<R>): Promise<R[]> {
  const results: R[] = new Array(items.length)
  let next = 0
  const worker = async () => {
    while (next < items.length) {
      const index = next++
      results[index] = await task(items[index]!, index)
    }
  }
  await Promise.all(Array.from({ length: Math.min(concurrency, items.length) }, worker))
  return results
}

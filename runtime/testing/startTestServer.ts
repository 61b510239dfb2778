import { createServer, type IncomingHttpHeaders, type ServerResponse } from 'node:http'
import type { AddressInfo } from 'node:net'

/** A request the test server received, body read in full. */
export interface RecordedRequest {
  method: string
  /** Path and query exactly as sent, e.g. `/api/pages?filters[slug][$eq]=home`. */
  url: string
  headers: IncomingHttpHeaders
  body: string
}

export type TestHandler = (request: RecordedRequest, response: ServerResponse) => void

export interface TestServer {
  /** `http://127.0.0.1:<port>` */
  url: string
  /** Every request received, oldest first. */
  requests: RecordedRequest[]
  /** Replaces the handler; the default answers 404 with a Strapi v5 NotFoundError. */
  handle(handler: TestHandler): void
  close(): Promise<void>
}

/** Sends a JSON body with a status. */
export function sendJson(response: ServerResponse, status: number, body: unknown): void {
  response.writeHead(status, { 'content-type': 'application/json; charset=utf-8' })
  response.end(JSON.stringify(body))
}

const notFound: TestHandler = (_request, response) =>
  sendJson(response, 404, { data: null, error: { status: 404, name: 'NotFoundError', message: 'Not Found', details: {} } })

/** A real HTTP server on 127.0.0.1 and a free port, for tests of code that calls a service over HTTP. */
export async function startTestServer(): Promise<TestServer> {
  let handler: TestHandler = notFound
  const requests: RecordedRequest[] = []
  const server = createServer((incoming, response) => {
    const chunks: Buffer[] = []
    incoming.on('data', (chunk: Buffer) => chunks.push(chunk))
    incoming.on('end', () => {
      const request: RecordedRequest = {
        method: incoming.method ?? 'GET',
        url: incoming.url ?? '/',
        headers: incoming.headers,
        body: Buffer.concat(chunks).toString('utf8'),
      }
      requests.push(request)
      handler(request, response)
    })
  })
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve))
  const { port } = server.address() as AddressInfo
  return {
    url: `http://127.0.0.1:${port}`,
    requests,
    handle: (next) => {
      handler = next
    },
    close: () =>
      new Promise<void>((resolve, reject) => {
        server.closeAllConnections()
        server.close((error) => (error ? reject(error) : resolve()))
      }),
  }
}

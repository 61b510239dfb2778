/**
 * Responses whose body the server already holds as bytes (a rendered page), so that later middleware can read
 * those bytes without turning @hono/node-server's lightweight Response into a full web Response: reading `body`
 * or `arrayBuffer()` of one builds undici's Response, a ReadableStream and a copy of the body, on every request.
 */
const bytesOf = new WeakMap<Response, Uint8Array>()

/** A Response of `body`, with the bytes kept for heldBytes. */
export function bytesResponse(body: Uint8Array | null, init: ResponseInit): Response {
  const response = new Response(body as Uint8Array<ArrayBuffer> | null, init)
  if (body) bytesOf.set(response, body)
  return response
}

/** The bytes a response made by bytesResponse carries; undefined for any other response. */
export function heldBytes(response: Response): Uint8Array | undefined {
  return bytesOf.get(response)
}

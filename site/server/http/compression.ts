import type { MiddlewareHandler } from 'hono'
import { Readable } from 'node:stream'
import type { ReadableStream as NodeReadableStream } from 'node:stream/web'
import { promisify } from 'node:util'
import { brotliCompress, constants, createBrotliCompress, createGzip, gzip, type BrotliOptions, type ZlibOptions } from 'node:zlib'
import { appendVary } from './appendVary.ts'
import { mutableHeaders } from './mutableHeaders.ts'
import { negotiateEncoding, type Encoding } from './negotiateEncoding.ts'

/** Options of compression. */
export interface CompressionOptions {
  /** The smallest body compressed. Default COMPRESSION_THRESHOLD. */
  threshold?: number
  /** Brotli quality for responses made per request (pages). Default 4: gzip -6's size at its speed (quality 5 took twice as long for 6 % less, measured on the home page). */
  dynamicQuality?: number
}

/** Bodies smaller than this many bytes go as they are: compressing them saves less than it costs. */
export const COMPRESSION_THRESHOLD = 1024

/** Text formats worth compressing; images, fonts (woff2) and archives are compressed already. */
const COMPRESSIBLE = /^(text\/|application\/(json|javascript|xml|manifest\+json|ld\+json|rss\+xml|atom\+xml|wasm)|image\/svg\+xml)/i

const brotli = promisify(brotliCompress) as (input: Buffer, options: BrotliOptions) => Promise<Buffer>
const gzipAsync = promisify(gzip) as (input: Buffer, options: ZlibOptions) => Promise<Buffer>

function brotliOptions(quality: number, size: number): BrotliOptions {
  return { params: { [constants.BROTLI_PARAM_QUALITY]: quality, [constants.BROTLI_PARAM_MODE]: constants.BROTLI_MODE_TEXT, [constants.BROTLI_PARAM_SIZE_HINT]: size } }
}

function compressBuffer(body: Buffer, encoding: Encoding, best: boolean, dynamicQuality: number): Promise<Buffer> {
  return encoding === 'br' ? brotli(body, brotliOptions(best ? constants.BROTLI_MAX_QUALITY : dynamicQuality, body.length)) : gzipAsync(body, { level: best ? 9 : 6 })
}

/** A body compressed once and sent many times (a built file, a kept page): brotli 11 or gzip -9. */
export function compressBest(body: Buffer, encoding: Encoding): Promise<Buffer> {
  return compressBuffer(body, encoding, true, constants.BROTLI_MAX_QUALITY)
}

function compressStream(body: ReadableStream<Uint8Array>, encoding: Encoding, dynamicQuality: number): ReadableStream<Uint8Array> {
  const compressor = encoding === 'br' ? createBrotliCompress(brotliOptions(dynamicQuality, 0)) : createGzip({ level: 6 })
  const source = Readable.fromWeb(body as NodeReadableStream<Uint8Array>)
  source.on('error', (error) => compressor.destroy(error))
  return Readable.toWeb(source.pipe(compressor)) as unknown as ReadableStream<Uint8Array>
}

/**
 * Whether compression gives a response with these headers a coding that depends on the request's Accept-Encoding,
 * and so `Vary: Accept-Encoding`: a text format, not encoded already, no `no-transform`, not known to be smaller than
 * the threshold. A 304 answering for such a response carries the same Vary (conditionalRequests.ts).
 */
export function codingMayDiffer(headers: Headers, threshold: number = COMPRESSION_THRESHOLD): boolean {
  if (!COMPRESSIBLE.test(headers.get('Content-Type') ?? '') || headers.has('Content-Encoding')) return false
  if (/\bno-transform\b/i.test(headers.get('Cache-Control') ?? '')) return false
  const length = headers.get('Content-Length')
  return length === null || Number(length) >= threshold
}

/**
 * Brotli or gzip for text responses made per request: brotli when the client accepts it. A body of known
 * length is compressed in one go off the main thread (zlib's pool), one of unknown length as a stream. A response
 * already in a coding (a built file's precompressed copy, a kept page) passes as it is. A HEAD gets the header fields
 * its GET would, compressing nothing. Tiny bodies, compressed formats and `no-transform` responses pass untouched.
 * `Vary: Accept-Encoding` wherever the coding could differ, so shared caches keep one copy per coding.
 */
export function compression(options: CompressionOptions = {}): MiddlewareHandler {
  const { threshold = COMPRESSION_THRESHOLD, dynamicQuality = 4 } = options

  return async (c, next) => {
    await next()
    const before = c.res
    // a 304 has no body; it carries the Vary its 200 would (conditionalRequests.ts notModified)
    if ([204, 206, 304].includes(before.status) || !codingMayDiffer(before.headers, threshold)) return
    const lengthHeader = before.headers.get('Content-Length')
    const length = lengthHeader === null ? undefined : Number(lengthHeader)

    const headers = mutableHeaders(c)
    const res = c.res
    appendVary(headers, 'Accept-Encoding')
    const encoding = negotiateEncoding(c.req.header('Accept-Encoding'))
    if (!encoding) return
    if (c.req.method === 'HEAD') {
      // the header fields a GET would get (RFC 9110, 9.3.2): its coding; a length known only by compressing is left out
      headers.delete('Content-Length')
      void res.body?.cancel()
      c.res = undefined
      c.res = new Response(null, { status: res.status, headers: encoded(headers, encoding) })
      return
    }
    if (!res.body) return

    let body: Buffer | ReadableStream<Uint8Array>
    if (length === undefined) {
      body = compressStream(res.body, encoding, dynamicQuality)
      headers.delete('Content-Length')
    } else {
      body = await compressBuffer(Buffer.from(await res.arrayBuffer()), encoding, false, dynamicQuality)
      headers.set('Content-Length', String(body.length))
    }
    c.res = undefined
    // no statusText: reading it would build the full web Response the lightweight one stands for
    c.res = new Response(body as BodyInit, { status: res.status, headers: encoded(headers, encoding) })
  }
}

/** A response's headers once its body is in a coding: the coding named, and a strong validator made weak. */
function encoded(headers: Headers, encoding: Encoding): Headers {
  headers.set('Content-Encoding', encoding)
  // a strong validator names exact bytes: the compressed body is another representation
  const etag = headers.get('ETag')
  if (etag && !etag.startsWith('W/')) headers.set('ETag', `W/${etag}`)
  return headers
}

import { promisify } from 'node:util'
import { constants, crc32, deflateRaw, type ZlibOptions } from 'node:zlib'

const deflateRawAsync = promisify(deflateRaw) as (input: Buffer, options: ZlibOptions) => Promise<Buffer>

/** A gzip member's header (RFC 1952): deflate, no name or time, best compression, unknown system. */
const HEADER = Buffer.from([0x1f, 0x8b, 8, 0, 0, 0, 0, 0, 2, 255])
/** Deflate's window: how far back a segment may refer. */
const WINDOW = 32 * 1024

/** A page's bytes with the places of its nonce placeholder (CachedRender). */
export interface NoncedPage {
  body: Buffer
  token: string
  tokenAt: number[]
}

/** A page compressed once as gzip, with room for each response's nonce. */
export interface NonceGzip {
  /** The whole gzip file, with zeroes where the nonces and the trailer go. */
  template: Buffer
  /** Offsets of the nonces in template. */
  nonceAt: number[]
}

/** A stored deflate block's header for `length` raw bytes, once the stream is at a byte boundary. */
function storedBlockHeader(length: number): Buffer {
  return Buffer.from([0, length & 0xff, length >> 8, ~length & 0xff, (~length >> 8) & 0xff])
}

/**
 * Compresses a page once so that every response can carry its own nonce without compressing again (issue 9): the
 * text between placeholders is deflated at the best level, each part ending on a byte boundary (sync flush), and
 * each nonce goes between them as a stored block. Each part is deflated with the 32 KB before it as its dictionary,
 * so it compresses nearly as well as the whole page would; in that dictionary the placeholders are zeroed, and as
 * the page holds no zero byte, no match can reach into a nonce, whose bytes differ per response. (A page that holds
 * a zero byte is compressed without dictionaries.)
 */
export async function nonceGzip(page: NoncedPage): Promise<NonceGzip> {
  const { body, tokenAt } = page
  const tokenLength = Buffer.byteLength(page.token)
  let dictionarySource: Buffer | undefined
  if (tokenAt.length > 0 && !body.includes(0)) {
    dictionarySource = Buffer.from(body)
    for (const at of tokenAt) dictionarySource.fill(0, at, at + tokenLength)
  }
  const starts = [0, ...tokenAt.map((at) => at + tokenLength)]
  const ends = [...tokenAt, body.length]
  const parts = await Promise.all(
    starts.map((start, i) => {
      const last = i === starts.length - 1
      const dictionary = dictionarySource && start > 0 ? dictionarySource.subarray(Math.max(0, start - WINDOW), start) : undefined
      return deflateRawAsync(body.subarray(start, ends[i]), {
        level: constants.Z_BEST_COMPRESSION,
        memLevel: 9,
        ...(last ? {} : { finishFlush: constants.Z_SYNC_FLUSH }),
        ...(dictionary ? { dictionary } : {}),
      })
    }),
  )
  const pieces: Buffer[] = [HEADER]
  const nonceAt: number[] = []
  let offset = HEADER.length
  parts.forEach((part, i) => {
    pieces.push(part)
    offset += part.length
    if (i === parts.length - 1) return
    const header = storedBlockHeader(tokenLength)
    pieces.push(header, Buffer.alloc(tokenLength))
    nonceAt.push(offset + header.length)
    offset += header.length + tokenLength
  })
  pieces.push(Buffer.alloc(8))
  return { template: Buffer.concat(pieces), nonceAt }
}

/** The page as gzip with `nonce` in its placeholders' places: a copy of the template, the nonce and a checksum. */
export function gzipWithNonce(gzip: NonceGzip, page: NoncedPage, nonce: string): Buffer {
  const out = Buffer.from(gzip.template)
  const nonceBytes = Buffer.from(nonce, 'latin1')
  for (const at of gzip.nonceAt) nonceBytes.copy(out, at)
  let crc = 0
  let start = 0
  for (const at of page.tokenAt) {
    crc = crc32(nonceBytes, crc32(page.body.subarray(start, at), crc))
    start = at + nonceBytes.length
  }
  crc = crc32(page.body.subarray(start), crc)
  out.writeUInt32LE(crc >>> 0, out.length - 8)
  out.writeUInt32LE(page.body.length % 2 ** 32, out.length - 4)
  return out
}

const made = new WeakMap<NoncedPage, Promise<NonceGzip | undefined>>()

/** nonceGzip, made once per kept page and forgotten with it; undefined if compressing failed. */
export function keptNonceGzip(page: NoncedPage): Promise<NonceGzip | undefined> {
  let gzip = made.get(page)
  if (!gzip) {
    gzip = nonceGzip(page).catch(() => undefined)
    made.set(page, gzip)
  }
  return gzip
}

import { createHash } from 'node:crypto'
import { promisify } from 'node:util'
import { brotliCompress, constants, gzip } from 'node:zlib'

const compressBrotli = promisify(brotliCompress)
const compressGzip = promisify(gzip)

import type { ContentCoding } from './choose-content-coding.ts'

export type StoredVariant = { body: Uint8Array; headers: Record<string, string> }

/** A response kept as bytes: one body per content coding, each with its final headers. */
export type StoredResponse = {
  status: number
  etags: string[]
  variants: Record<ContentCoding, StoredVariant>
  /** What a 304 carries: the validators and caching headers of the 200, no body headers. */
  notModifiedHeaders: Record<ContentCoding, Record<string, string>>
}

const DROPPED_HEADERS = new Set(['content-length', 'content-encoding', 'etag', 'x-request-id', 'vary', 'transfer-encoding'])
/** A 304 carries the 200's headers except those that describe a body it does not have. */
const BODY_HEADERS = new Set(['content-length', 'content-encoding', 'content-type'])

/**
 * Compresses a response's body once (brotli and gzip) and precomputes every header of each
 * variant, so serving it later is a lookup and a write. ETags are strong and differ per coding
 * (`"<sha1>"`, `"<sha1>-br"`, `"<sha1>-gz"`), as RFC 9110 asks of different representations.
 */
export async function createStoredResponse(status: number, headers: Iterable<[string, string]>, body: Uint8Array, label: string): Promise<StoredResponse> {
  const shared: Record<string, string> = {}
  let vary = ''
  for (const [name, value] of headers) {
    const lower = name.toLowerCase()
    if (lower === 'vary') vary = value
    else if (!DROPPED_HEADERS.has(lower)) shared[lower] = value
  }
  shared.vary = /accept-encoding/i.test(vary) ? vary : vary ? `${vary}, Accept-Encoding` : 'Accept-Encoding'
  shared['x-page-cache'] = label

  const hash = createHash('sha1').update(body).digest('base64url')
  // Every stored body is compressed, however small: it is done once, and clients see one behaviour.
  const [br, gz] = await Promise.all([
    compressBrotli(body, { params: { [constants.BROTLI_PARAM_QUALITY]: 7, [constants.BROTLI_PARAM_SIZE_HINT]: body.byteLength } }),
    compressGzip(body, { level: 6 }),
  ])

  const variant = (coding: ContentCoding, bytes: Uint8Array, etag: string): StoredVariant => ({
    body: bytes,
    headers: { ...shared, ...(coding === 'identity' ? {} : { 'content-encoding': coding }), 'content-length': String(bytes.byteLength), etag },
  })
  const variants = {
    identity: variant('identity', body, `"${hash}"`),
    br: variant('br', br, `"${hash}-br"`),
    gzip: variant('gzip', gz, `"${hash}-gz"`),
  }
  const notModified = (coding: ContentCoding) => {
    const kept: Record<string, string> = {}
    for (const [name, value] of Object.entries(variants[coding].headers)) {
      if (!BODY_HEADERS.has(name)) kept[name] = value
    }

    return kept
  }

  return {
    status,
    etags: [...new Set(Object.values(variants).map((entry) => entry.headers.etag!))],
    variants,
    notModifiedHeaders: { identity: notModified('identity'), br: notModified('br'), gzip: notModified('gzip') },
  }
}

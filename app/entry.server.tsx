import { PassThrough } from 'node:stream'
import { createReadableStreamFromReadable } from '@react-router/node'
import { renderToPipeableStream } from 'react-dom/server'
import type { AppLoadContext, EntryContext } from 'react-router'
import { ServerRouter } from 'react-router'
import { createRenderErrorLog } from './lib/render-error-log.ts'

export const streamTimeout = 5_000

/**
 * React Router's server entry (revealed from the default) with one change: the CSP nonce the
 * Hono security middleware put in the load context goes to every inline script React and React
 * Router render. `<ServerRouter nonce>` is also the default for <Scripts>, <ScrollRestoration>
 * and <Links>, so the root layout needs no nonce props of its own.
 */
export default function handleRequest(
  request: Request,
  responseStatusCode: number,
  responseHeaders: Headers,
  routerContext: EntryContext,
  loadContext: AppLoadContext,
) {
  // https://httpwg.org/specs/rfc9110.html#HEAD
  if (request.method.toUpperCase() === 'HEAD') {
    return new Response(null, { status: responseStatusCode, headers: responseHeaders })
  }

  // Missing only when something renders pages without the Hono app (then the CSP has no nonce either).
  const nonce = loadContext?.nonce || undefined

  return new Promise<Response>((resolve, reject) => {
    const renderErrors = createRenderErrorLog()

    // Abort after `streamTimeout` so the rejected boundaries still have time to flush.
    let timeoutId: ReturnType<typeof setTimeout> | undefined = setTimeout(() => abort(), streamTimeout + 1000)

    const { pipe, abort } = renderToPipeableStream(<ServerRouter context={routerContext} url={request.url} nonce={nonce} />, {
      nonce,
      // React 19.2 streams a finished Suspense boundary larger than ~12 KB separately, hidden until a
      // script reveals it: the page's content (root.tsx wraps it in a boundary, decision 034) would paint
      // after the footer and then push it down (a 0.84 layout shift). Every finished boundary stays in place.
      progressiveChunkSize: Number.POSITIVE_INFINITY,
      // Every document waits for all its content (no loader defers data), so its bytes do not depend on
      // timing: sent at shell time, the hydration data sometimes came as a hidden segment plus React's
      // reveal script (~1 KB more), and the page cache kept whichever render came first.
      onAllReady() {
        renderErrors.onShellReady()
        const body = new PassThrough({
          final(callback) {
            // Clear the timeout so the closure is not retained after the stream ends.
            clearTimeout(timeoutId)
            timeoutId = undefined
            callback()
          },
        })
        const stream = createReadableStreamFromReadable(body)

        responseHeaders.set('Content-Type', 'text/html')
        pipe(body)
        resolve(new Response(stream, { headers: responseHeaders, status: responseStatusCode }))
      },
      onShellError(error: unknown) {
        reject(error)
      },
      onError(error: unknown) {
        responseStatusCode = 500
        renderErrors.onError(error)
      },
    })
  })
}

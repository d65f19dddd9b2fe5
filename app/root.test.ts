import { data } from 'react-router'
import { describe, expect, it } from 'vitest'
import { meta } from './root.tsx'

/** What React Router hands the root's meta when a route's error reaches the root boundary. */
function titleFor(error: unknown) {
  const tags = meta({ error } as never) as { title?: string }[]

  return tags.find((tag) => tag.title)?.title
}

/** The ErrorResponse React Router makes of a thrown `data(null, { status })`. */
function routeError(status: number) {
  const thrown = data(null, { status })

  return { status: thrown.init?.status, statusText: '', internal: false, data: null }
}

describe('error page titles', () => {
  it('names the error when it reaches the root, and adds nothing to pages that loaded', () => {
    expect(titleFor(routeError(403))).toBe('Not allowed | Agent Atlas')
    expect(titleFor(routeError(404))).toBe('Page not found | Agent Atlas')
    expect(titleFor(new Error('boom'))).toBe('Something went wrong | Agent Atlas')
    expect(meta({ error: undefined } as never)).toEqual([])
  })
})

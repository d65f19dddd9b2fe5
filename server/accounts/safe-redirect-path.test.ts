import { describe, expect, it } from 'vitest'
import { safeRedirectPath } from './safe-redirect-path.ts'

describe('safeRedirectPath', () => {
  it.each([
    ['/account', '/account'],
    ['/agents/12?tab=reviews#top', '/agents/12?tab=reviews#top'],
  ])('keeps same-site paths (%s)', (value, expected) => {
    expect(safeRedirectPath(value)).toBe(expected)
  })

  it.each(['//evil.example', '/\\evil.example', 'https://evil.example/account', 'javascript:alert(1)', '/\t/evil.example', 'account', '', null, 42])(
    'refuses anything that could leave the site (%s)',
    (value) => {
      expect(safeRedirectPath(value)).toBe('/')
      expect(safeRedirectPath(value, '/account')).toBe('/account')
    },
  )
})

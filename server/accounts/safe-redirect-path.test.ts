import { describe, expect, it } from 'vitest'
import { safeRedirectPath } from './safe-redirect-path.ts'

/** Known open-redirect bypass shapes: each must fall back, never leave the site. */
const BYPASSES = [
  '//evil.example',
  '///evil.example',
  '////evil.example',
  '/\\evil.example',
  '/\\/evil.example',
  '\\\\evil.example',
  '\\/evil.example',
  '/.//evil.example',
  '/./\\evil.example',
  '/../..//evil.example',
  '/a/..//evil.example',
  '/%2f%2fevil.example',
  '/%2F%2Fevil.example',
  '%2f%2fevil.example',
  '/%5cevil.example',
  '/%5C%5Cevil.example',
  '/\t/evil.example',
  '/\n/evil.example',
  '/\r\n/evil.example',
  '\t//evil.example',
  ' //evil.example',
  '/\u0000/evil.example',
  'https://evil.example/account',
  'https:evil.example',
  'http:/evil.example',
  'https:/\\evil.example',
  '//localhost@evil.example',
  'http://site.invalid@evil.example',
  '//evil.example:443/account',
  'javascript:alert(1)',
  'data:text/html,<script>alert(1)</script>',
  '/\uff0f\uff0fevil.example',
  '/\u2215\u2215evil.example',
  '/\uff3cevil.example',
  '/\u2044\u2044evil.example',
  `/${'a'.repeat(3000)}`,
  'account',
  '',
]

describe('safeRedirectPath', () => {
  it.each([
    ['/account', '/account'],
    ['/agents/12?tab=reviews#top', '/agents/12?tab=reviews#top'],
    ['/contribute?tab=auto', '/contribute?tab=auto'],
    ['/agents/12-my-agent#reviews', '/agents/12-my-agent#reviews'],
    ['/marketplace?search=caf%C3%A9', '/marketplace?search=caf%C3%A9'],
    ['/a/../account', '/account'],
    ['/@evil.example', '/@evil.example'],
  ])('keeps same-site paths (%s), normalised', (value, expected) => {
    expect(safeRedirectPath(value)).toBe(expected)
  })

  it(`refuses at least 30 known bypass shapes (${BYPASSES.length})`, () => {
    expect(BYPASSES.length).toBeGreaterThanOrEqual(30)
  })

  it.each(BYPASSES.map((value) => [JSON.stringify(value).slice(0, 60), value]))('refuses %s', (_label, value) => {
    expect(safeRedirectPath(value)).toBe('/')
    expect(safeRedirectPath(value, '/account')).toBe('/account')
  })

  it.each([null, undefined, 42, ['/account'], { path: '/account' }])('refuses values that are not strings (%s)', (value) => {
    expect(safeRedirectPath(value)).toBe('/')
  })

  it('never returns anything a browser would resolve off-site', () => {
    for (const value of BYPASSES) {
      const result = safeRedirectPath(value, '/fallback')
      expect(new URL(result, 'https://agent-atlas.example').origin).toBe('https://agent-atlas.example')
    }
  })
})

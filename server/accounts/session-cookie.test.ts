import { describe, expect, it } from 'vitest'
import { readSessionToken, serializeSessionCookie } from './session-cookie.ts'

const token = 'A'.repeat(43)

describe('the session cookie', () => {
  it('reads our cookie among others and ignores values that are not our tokens', () => {
    expect(readSessionToken(`theme=dark; atlas_session=${token}; other=1`)).toBe(token)
    expect(readSessionToken('atlas_session=<script>')).toBeNull()
    expect(readSessionToken('xatlas_session=' + token)).toBeNull()
    expect(readSessionToken(null)).toBeNull()
  })

  it('is HttpOnly, SameSite=Lax, Path=/ and expires with the session; deleting it expires it now', () => {
    const expiresAt = new Date(Date.now() + 3600_000)

    expect(serializeSessionCookie({ token, expiresAt })).toBe(`atlas_session=${token}; Path=/; HttpOnly; SameSite=Lax; Max-Age=3600; Expires=${expiresAt.toUTCString()}`)
    expect(serializeSessionCookie({ token: null })).toMatch(/^atlas_session=; Path=\/; HttpOnly; SameSite=Lax; Max-Age=0;/)
  })
})

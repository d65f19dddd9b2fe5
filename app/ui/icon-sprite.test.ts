import { readFileSync } from 'node:fs'
import { describe, expect, it } from 'vitest'
import { SPRITE_NAMES } from './icon-sprite.tsx'

describe('public/icons.svg', () => {
  const sprite = readFileSync(new URL('../../public/icons.svg', import.meta.url), 'utf8')

  it.each(SPRITE_NAMES)('draws the %s icon a SpriteIcon points at', (name) => {
    expect(sprite).toMatch(new RegExp(`<symbol id="${name}" viewBox="0 0 24 24">`))
  })

  it('draws the logo the site header and footer point at', () => {
    expect(sprite).toMatch(/<symbol id="logo" viewBox="0 0 32 32">/)
  })
})

import { createHash } from 'node:crypto'
import { describe, expect, it } from 'vitest'
import { hashInlineScripts } from './inline-script-hashes.ts'

const sha = (text: string) => `'sha256-${createHash('sha256').update(text).digest('base64')}'`

describe('hashInlineScripts', () => {
  it('hashes the exact text of each inline script and skips external ones', () => {
    const html = '<script>a()</script><script type="module" async="">import "x"</script><script src="/assets/y.js"></script><script>a()</script>'

    expect(hashInlineScripts(html)).toEqual([sha('a()'), sha('import "x"')])
  })
})

import { describe, expect, it } from 'vitest'
import { twMerge } from 'tailwind-merge'
import { cn } from './cn.ts'
import corpus from './cn-corpus.json' with { type: 'json' }

/**
 * cn.ts merges with a reduced tailwind-merge configuration (issue 19). On every class string the
 * site's pages passed through cn (collected by rendering each page as a visitor and as an admin),
 * and on the overrides callers make, it must answer exactly as the full tailwind-merge: a
 * difference would change how a page looks.
 */
describe('cn', () => {
  it.each(corpus)('merges %j as the full tailwind-merge does', (classes) => {
    expect(cn(classes)).toBe(twMerge(classes))
  })

  it('lets a caller class replace the base class of its group, variants apart', () => {
    expect(cn('px-4 py-10 sm:px-6', 'px-0 py-0 sm:px-0')).toBe('px-0 py-0 sm:px-0')
    expect(cn('text-slate-700 dark:text-slate-200', 'text-brand-700 dark:text-brand-100')).toBe('text-brand-700 dark:text-brand-100')
    expect(cn('text-sm leading-tight', 'text-xs')).toBe('text-xs')
  })
})

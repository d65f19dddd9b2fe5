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

  // cn.ts has its own merge (decision 034): these are the cases its parsing must get right.
  it.each([
    'p-4 px-2',
    'px-2 p-4',
    'mx-4 -mx-2',
    '-mb-px mb-2',
    'size-4 w-2 h-3',
    'w-2 size-4',
    'hover:dark:bg-slate-100 dark:hover:bg-white',
    'before:hover:text-sm hover:before:text-xs',
    '[&_h2]:mt-2 [&_h2]:mt-4 [&_h3]:mt-1',
    'dark:[&_code]:bg-slate-800 dark:[&_code]:bg-white',
    '!px-2 px-4',
    'px-4 !px-2 px-3',
    'text-sm leading-tight text-lg',
    'leading-tight text-sm',
    'text-center text-left text-slate-700 text-sm',
    'block flex hidden md:flex',
    'rounded rounded-md rounded-none',
    'gap-2 gap-x-4 gap-3',
    'w-1/2 w-2/3 min-w-0 max-w-3xl max-w-4xl',
    'border border-slate-200 border-red-500',
    'custom-class px-2 custom-class px-3',
  ])('merges %j as the full tailwind-merge does', (classes) => {
    expect(cn(classes)).toBe(twMerge(classes))
  })

  it('lets a caller class replace the base class of its group, variants apart', () => {
    expect(cn('px-4 py-10 sm:px-6', 'px-0 py-0 sm:px-0')).toBe('px-0 py-0 sm:px-0')
    expect(cn('text-slate-700 dark:text-slate-200', 'text-brand-700 dark:text-brand-100')).toBe('text-brand-700 dark:text-brand-100')
    expect(cn('text-sm leading-tight', 'text-xs')).toBe('text-xs')
  })
})

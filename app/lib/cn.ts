import { clsx, type ClassValue } from 'clsx'
import { createTailwindMerge, validators } from 'tailwind-merge'

const { isAny } = validators
/** A colour utility's value: a palette step (`slate-700`, `white/95`), `white`, `black`, `transparent`, `current`, `inherit`. */
const isColour = (value: string) => /^(?:[a-z]+-\d{2,3}|white|black|transparent|current|inherit)(?:\/\d+)?$/.test(value)
const isLength = (value: string) => /^(?:\d+(?:\.\d+)?|\d+\/\d+|px|auto|full|screen|min|max|fit|none|[a-z0-9]*xl|xs|sm|md|lg|prose|\[.+\])$/.test(value)
const SIDES = ['', 'x', 'y', 's', 'e', 't', 'r', 'b', 'l'] as const

/**
 * tailwind-merge with only the class groups this site overrides (issue 19: its full configuration
 * was ~9 KB gzipped on every first load). A caller's class replaces the base class of the same group
 * (`text-xs` over `text-sm`, `max-w-4xl` over `max-w-3xl`, `px-0` over `px-4`); classes of groups
 * not listed here are kept side by side, as plain `clsx` would. cn.test.ts checks it answers as the
 * full tailwind-merge on the class strings the site uses.
 */
const merge = createTailwindMerge(() => ({
  cacheSize: 500,
  theme: {},
  classGroups: {
    display: ['block', 'inline-block', 'inline', 'flex', 'inline-flex', 'grid', 'inline-grid', 'contents', 'hidden', 'table'],
    position: ['static', 'fixed', 'absolute', 'relative', 'sticky'],
    'font-size': [{ text: ['xs', 'sm', 'base', 'lg', 'xl', '2xl', '3xl', '4xl', '5xl', '6xl', '7xl', '8xl', '9xl'] }],
    'text-alignment': [{ text: ['left', 'center', 'right', 'justify', 'start', 'end'] }],
    'text-color': [{ text: [isColour] }],
    'font-weight': [{ font: ['thin', 'extralight', 'light', 'normal', 'medium', 'semibold', 'bold', 'extrabold', 'black'] }],
    leading: [{ leading: [isAny] }],
    'bg-color': [{ bg: [isColour] }],
    'border-color': [{ border: [isColour] }],
    w: [{ w: [isLength] }],
    h: [{ h: [isLength] }],
    size: [{ size: [isLength] }],
    'min-w': [{ 'min-w': [isLength] }],
    'max-w': [{ 'max-w': [isLength] }],
    gap: [{ gap: [isLength] }],
    'gap-x': [{ 'gap-x': [isLength] }],
    'gap-y': [{ 'gap-y': [isLength] }],
    ...Object.fromEntries(SIDES.flatMap((side) => [[`p${side}`, [{ [`p${side}`]: [isLength] }]], [`m${side}`, [{ [`m${side}`]: [isLength] }]]])),
    rounded: [{ rounded: ['', 'none', 'sm', 'md', 'lg', 'xl', '2xl', '3xl', 'full'] }],
  },
  conflictingClassGroups: {
    p: ['px', 'py', 'ps', 'pe', 'pt', 'pr', 'pb', 'pl'],
    px: ['ps', 'pe', 'pr', 'pl'],
    py: ['pt', 'pb'],
    m: ['mx', 'my', 'ms', 'me', 'mt', 'mr', 'mb', 'ml'],
    mx: ['ms', 'me', 'mr', 'ml'],
    my: ['mt', 'mb'],
    gap: ['gap-x', 'gap-y'],
    size: ['w', 'h'],
    // `text-sm` sets a line height too, so it replaces an earlier `leading-*` (as tailwind-merge does).
    'font-size': ['leading'],
  },
  conflictingClassGroupModifiers: { 'font-size': ['leading'] },
  orderSensitiveModifiers: ['before', 'after', 'placeholder', 'file', 'marker', 'selection', '*'],
}))

export function cn(...inputs: ClassValue[]) {
  return merge(clsx(inputs))
}

import { useState } from 'react'
import ReactMarkdown, { type Components } from 'react-markdown'
import remarkGfm from 'remark-gfm'
import { cn } from '../../lib/cn.ts'

function textOf(node: React.ReactNode): string {
  if (typeof node === 'string' || typeof node === 'number') return String(node)
  if (Array.isArray(node)) return node.map(textOf).join('')
  if (node && typeof node === 'object' && 'props' in node) return textOf((node.props as { children?: React.ReactNode }).children)

  return ''
}

/** A code block with a Copy button (the clipboard needs JavaScript; without it the text is selectable). */
function CodeBlock({ children }: { children?: React.ReactNode }) {
  const [copied, setCopied] = useState(false)
  const code = textOf(children).replace(/\n$/, '')

  return (
    <div className="group relative my-3">
      {/* Focusable so a keyboard can scroll a long line (axe: scrollable-region-focusable). */}
      <pre tabIndex={0} className="overflow-x-auto rounded-md bg-slate-900 p-3 pr-16 text-sm text-slate-50">{children}</pre>
      <button
        type="button"
        className="absolute top-2 right-2 rounded border border-slate-500 bg-slate-800 px-2 py-0.5 text-xs text-slate-50 hover:bg-slate-700 focus-visible:outline-2 focus-visible:outline-sky-400"
        onClick={async () => {
          await navigator.clipboard.writeText(code)
          setCopied(true)
          setTimeout(() => setCopied(false), 2000)
        }}
      >
        {copied ? 'Copied' : 'Copy'}
      </button>
    </div>
  )
}

const COMPONENTS: Components = {
  pre: ({ children }) => <CodeBlock>{children}</CodeBlock>,
  a: ({ href, children }) => {
    const external = href?.startsWith('http')
    return (
      <a href={href} className="font-medium text-sky-800 underline dark:text-sky-300" {...(external ? { rel: 'noopener nofollow', target: '_blank' } : {})}>
        {children}
      </a>
    )
  },
}

/**
 * Our guides and the assistants' answers as Markdown (GitHub flavour). Raw HTML is not rendered
 * and unsafe link protocols are dropped (react-markdown's defaults), so a model's answer cannot
 * inject markup into the page.
 */
export function Markdown({ children, className }: { children: string; className?: string }) {
  return (
    <div
      className={cn(
        'flex flex-col gap-2 text-sm leading-relaxed text-slate-800 dark:text-slate-200 [&_code]:font-mono [&_h2]:mt-2 [&_h2]:text-lg [&_h2]:font-semibold [&_h3]:mt-2 [&_h3]:font-semibold [&_li]:ml-5 [&_ol]:list-decimal [&_table]:text-left [&_td]:border [&_td]:px-2 [&_th]:border [&_th]:px-2 [&_ul]:list-disc [&_:not(pre)>code]:rounded [&_:not(pre)>code]:bg-slate-100 [&_:not(pre)>code]:px-1 dark:[&_:not(pre)>code]:bg-slate-800',
        className,
      )}
    >
      <ReactMarkdown remarkPlugins={[remarkGfm]} components={COMPONENTS}>
        {children}
      </ReactMarkdown>
    </div>
  )
}

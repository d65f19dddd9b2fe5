import { useEffect, useState } from 'react'
import { Button, buttonVariants } from '../../ui/button.tsx'

type ShareLinksProps = { url: string; title: string }

/** Plain share links (no third-party scripts); "Copy link" appears once JavaScript can copy. */
function ShareLinks({ url, title }: ShareLinksProps) {
  const [canCopy, setCanCopy] = useState(false)
  const [copied, setCopied] = useState(false)
  useEffect(() => setCanCopy(typeof navigator !== 'undefined' && Boolean(navigator.clipboard)), [])
  const encodedUrl = encodeURIComponent(url)
  const links = [
    { label: 'LinkedIn', href: `https://www.linkedin.com/sharing/share-offsite/?url=${encodedUrl}` },
    { label: 'X', href: `https://x.com/intent/post?url=${encodedUrl}&text=${encodeURIComponent(title)}` },
    { label: 'E-mail', href: `mailto:?subject=${encodeURIComponent(title)}&body=${encodedUrl}` },
  ]
  const copy = async () => {
    await navigator.clipboard.writeText(url)
    setCopied(true)
  }

  return (
    <nav aria-label="Share this agent" className="flex flex-wrap items-center gap-2 text-sm">
      <span className="text-slate-600 dark:text-slate-300">Share:</span>
      {canCopy && (
        <Button type="button" variant="outline" size="sm" onClick={() => void copy()}>
          {copied ? 'Link copied' : 'Copy link'}
        </Button>
      )}
      {links.map((link) => (
        <a key={link.label} href={link.href} target={link.label === 'E-mail' ? undefined : '_blank'} rel="noopener noreferrer" className={buttonVariants({ variant: 'outline', size: 'sm' })}>
          {link.label}
          {link.label !== 'E-mail' && <span className="sr-only"> (opens in a new tab)</span>}
        </a>
      ))}
      <span role="status" className="sr-only">
        {copied ? 'Link copied to the clipboard' : ''}
      </span>
    </nav>
  )
}

export { ShareLinks }

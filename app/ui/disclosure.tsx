import { useEffect, useId, useRef, useState } from 'react'
import { useLocation } from 'react-router'
import { cn } from '../lib/cn.ts'
import { useHydrated } from '../lib/use-hydrated.ts'

type DisclosureProps = {
  /** What the toggle says (visible text or an icon with a screen-reader label). */
  trigger: React.ReactNode
  children: React.ReactNode
  className?: string
  triggerClassName?: string
  panelClassName?: string
  /** Menus close when a link inside is followed, on Escape, and on a click outside. */
  isMenu?: boolean
  /** Called each time the panel opens (a menu can load its contents then). */
  onOpen?: () => void
}

/**
 * A toggle that works without JavaScript (<details>/<summary>) and becomes a button with
 * aria-expanded once hydrated, so keyboard, screen readers and tests see a real button.
 */
function Disclosure({ trigger, children, className, triggerClassName, panelClassName, isMenu = false, onOpen }: DisclosureProps) {
  const isHydrated = useHydrated()
  const [isOpen, setIsOpen] = useState(false)
  const panelId = useId()
  const rootRef = useRef<HTMLDivElement>(null)
  const triggerRef = useRef<HTMLButtonElement>(null)
  const location = useLocation()

  // Following a link inside a menu changes the location: the menu closes.
  useEffect(() => {
    if (isMenu) setIsOpen(false)
  }, [isMenu, location.pathname, location.search])

  useEffect(() => {
    if (!isMenu || !isOpen) return
    const onKeyDown = (event: KeyboardEvent) => {
      if (event.key !== 'Escape') return
      setIsOpen(false)
      // Focus inside the panel would vanish with it; keyboard users land back on the toggle.
      triggerRef.current?.focus()
    }
    const onPointerDown = (event: PointerEvent) => {
      if (rootRef.current && !rootRef.current.contains(event.target as Node)) setIsOpen(false)
    }
    document.addEventListener('keydown', onKeyDown)
    document.addEventListener('pointerdown', onPointerDown)

    return () => {
      document.removeEventListener('keydown', onKeyDown)
      document.removeEventListener('pointerdown', onPointerDown)
    }
  }, [isMenu, isOpen])

  if (!isHydrated) {
    return (
      <details data-slot="disclosure" className={cn('group', className)}>
        <summary className={triggerClassName ? `summary-plain ${triggerClassName}` : 'summary-plain'}>{trigger}</summary>
        <div className={panelClassName}>{children}</div>
      </details>
    )
  }

  const closeOnLinkClick = (event: React.MouseEvent) => {
    if (isMenu && (event.target as HTMLElement).closest('a')) setIsOpen(false)
  }

  return (
    <div data-slot="disclosure" ref={rootRef} className={cn('group', className)} data-open={isOpen ? '' : undefined}>
      <button ref={triggerRef} type="button" aria-expanded={isOpen} aria-controls={panelId} onClick={() => {
          if (!isOpen) onOpen?.()
          setIsOpen(!isOpen)
        }} className={triggerClassName}>
        {trigger}
      </button>
      {/* The panel is a plain region; closing on a link click covers same-page links too. */}
      <div id={panelId} hidden={!isOpen} className={panelClassName} onClick={closeOnLinkClick}>
        {children}
      </div>
    </div>
  )
}

export { Disclosure }

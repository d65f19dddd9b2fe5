import { useCallback, useEffect, useState } from 'react'
import { useLocation } from 'react-router'

/** Spec §9: speech rate 0.8, pitch 1; only text longer than 3 characters is read. */
export const SPEECH = { rate: 0.8, pitch: 1, minimumLength: 3 } as const

export type ReadAloudState = 'idle' | 'speaking'

/** The elements whose text is read, one utterance each, in page order. */
const READABLE_SELECTOR = 'h1, h2, h3, h4, h5, h6, p, li, dt, dd, th, td, blockquote, figcaption'

/** Collapses whitespace and drops fragments too short to be worth reading (icons, "+2", "—"). */
export function selectReadableText(fragments: string[]): string[] {
  return fragments.map((fragment) => fragment.replace(/\s+/g, ' ').trim()).filter((fragment) => fragment.length > SPEECH.minimumLength)
}

function collectFragments(): string[] {
  const selection = window.getSelection()?.toString() ?? ''
  if (selection.trim()) return [selection]
  const main = document.querySelector('main')
  if (!main) return []
  // Nested matches (a <p> inside an <li>) would be read twice: keep only the outermost.
  const blocks = [...main.querySelectorAll<HTMLElement>(READABLE_SELECTOR)].filter((element) => !element.parentElement?.closest(READABLE_SELECTOR))

  return blocks.map((element) => element.innerText)
}

/** Reads the selected text, or the page's main content, through the browser's speech synthesis. */
export function useReadAloud() {
  const [state, setState] = useState<ReadAloudState>('idle')
  const [isSupported, setIsSupported] = useState(false)
  const location = useLocation()

  useEffect(() => setIsSupported('speechSynthesis' in window), [])

  const stop = useCallback(() => {
    if ('speechSynthesis' in window) window.speechSynthesis.cancel()
    setState('idle')
  }, [])

  // A new page is new content: stop reading the old one.
  useEffect(() => stop, [location.pathname, stop])

  const start = useCallback(() => {
    const texts = selectReadableText(collectFragments())
    if (texts.length === 0) return
    window.speechSynthesis.cancel()
    texts.forEach((text, index) => {
      const utterance = new SpeechSynthesisUtterance(text)
      utterance.rate = SPEECH.rate
      utterance.pitch = SPEECH.pitch
      if (index === texts.length - 1) utterance.onend = () => setState('idle')
      utterance.onerror = () => setState('idle')
      window.speechSynthesis.speak(utterance)
    })
    setState('speaking')
  }, [])

  return { state, isSupported, start, stop }
}

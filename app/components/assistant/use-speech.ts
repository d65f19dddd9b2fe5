import { useCallback, useEffect, useState } from 'react'
import { SPEECH } from '../../lib/read-aloud.ts'

/** Reads one message aloud (spec §9 rate and pitch); states idle and speaking, for one message at a time. */
export function useSpeech() {
  const [speakingId, setSpeakingId] = useState<string | null>(null)
  const [isSupported, setIsSupported] = useState(false)
  useEffect(() => setIsSupported('speechSynthesis' in window), [])
  useEffect(() => () => void ('speechSynthesis' in window && window.speechSynthesis.cancel()), [])

  const toggle = useCallback(
    (id: string, text: string) => {
      window.speechSynthesis.cancel()
      if (speakingId === id) {
        setSpeakingId(null)
        return
      }
      // Read the words, not the Markdown punctuation or code.
      const plain = text.replace(/```[\s\S]*?```/g, ' (code block) ').replace(/[#*_`>|[\]]/g, '').replace(/\(\/[^)]*\)|\(https?:[^)]*\)/g, '')
      if (plain.trim().length <= SPEECH.minimumLength) return
      const utterance = new SpeechSynthesisUtterance(plain)
      utterance.rate = SPEECH.rate
      utterance.pitch = SPEECH.pitch
      utterance.onend = () => setSpeakingId(null)
      utterance.onerror = () => setSpeakingId(null)
      setSpeakingId(id)
      window.speechSynthesis.speak(utterance)
    },
    [speakingId],
  )

  return { speakingId, isSupported, toggle }
}

import { useEffect, useId, useRef, useState } from 'react'
import { Form } from 'react-router'
import type { TCoachingChatAnswer, TDeploymentHelpAnswer } from '../../../server/assistant/assistant.schemas.ts'
import { ASSISTANT_MESSAGE_MAX } from '../../../server/assistant/assistant.schemas.ts'
import { COACHING_FAILURE, DEPLOYMENT_HELP_SCENARIOS, PENDING_LABEL } from '../../../server/assistant/assistant-messages.ts'
import type { TChatMessage } from '../../../server/assistant/coaching-session.schemas.ts'
import { askAssistant } from '../../lib/ask-assistant.ts'
import { cn } from '../../lib/cn.ts'
import { useHydrated } from '../../lib/use-hydrated.ts'
import { Badge } from '../../ui/badge.tsx'
import { Button } from '../../ui/button.tsx'
import { Notice } from '../contributions/notice.tsx'
import { Markdown } from './markdown.tsx'
import { useSpeech } from './use-speech.ts'

export type TChatContext =
  | { kind: 'deployment'; agentId?: number }
  | { kind: 'coaching'; agentId?: number; style: string; goal: string; sessionId?: number | null }

export type AssistantChatProps = {
  context: TChatContext
  initialMessages: TChatMessage[]
  quickActions?: readonly { label: string; message: string }[]
  /** Text put in the input from outside (a chosen path or topic); `key` changes for each pick. */
  draft?: { text: string; key: number } | null
  onSessionSaved?: (sessionId: number) => void
  /** Where the form posts without JavaScript (the page's own action). */
  action: string
  label: string
  className?: string
}

function newMessage(sender: 'user' | 'ai', text: string, extra: Partial<TChatMessage> = {}): TChatMessage {
  return { id: `${Date.now()}-${Math.random().toString(36).slice(2)}`, sender, text, timestamp: new Date().toISOString(), ...extra }
}

/**
 * The chat of both assistants (spec §4, §5): Enter sends and Shift+Enter adds a line, blank messages
 * are refused, the input is disabled with 'Analyzing deployment requirements...' while an answer is
 * pending, model text streams in, answers render as safe Markdown with copyable code, up to four
 * concept badges, read aloud per answer. Without JavaScript the form posts to the page.
 */
export function AssistantChat({ context, initialMessages, quickActions, draft, onSessionSaved, action, label, className }: AssistantChatProps) {
  const [messages, setMessages] = useState<TChatMessage[]>(initialMessages)
  const [input, setInput] = useState('')
  const [pending, setPending] = useState(false)
  const [error, setError] = useState<string | null>(null)
  const [streaming, setStreaming] = useState('')
  const [notice, setNotice] = useState<string | null>(null)
  const inputRef = useRef<HTMLTextAreaElement>(null)
  const logRef = useRef<HTMLDivElement>(null)
  const hydrated = useHydrated()
  const speech = useSpeech()
  const inputId = useId()
  const errorId = useId()

  // A new conversation from the page (another goal, a resumed session, a no-JS answer) replaces the
  // shown one. Compared by message ids, not by the array: the page builds a new array on every render
  // (e.g. when the coach saves the session after the first answer), which must not wipe the chat.
  const initialKey = initialMessages.map((message) => message.id).join(' ')
  const [shownInitialKey, setShownInitialKey] = useState(initialKey)
  if (shownInitialKey !== initialKey) {
    setShownInitialKey(initialKey)
    setMessages(initialMessages)
  }
  useEffect(() => {
    if (!draft) return
    setInput(draft.text)
    inputRef.current?.focus()
  }, [draft])
  useEffect(() => {
    logRef.current?.scrollTo({ top: logRef.current.scrollHeight })
  }, [messages, streaming])

  async function send(text: string) {
    const message = text.trim()
    if (!message) {
      setError('Type a message first.')
      inputRef.current?.focus()
      return
    }
    if (message.length > ASSISTANT_MESSAGE_MAX) {
      setError(`Keep your message under ${ASSISTANT_MESSAGE_MAX.toLocaleString('en-US')} characters.`)
      return
    }
    setError(null)
    setNotice(null)
    setInput('')
    setPending(true)
    setStreaming('')
    setMessages((current) => [...current, newMessage('user', message)])
    try {
      if (context.kind === 'deployment') {
        const answer = await askAssistant<TDeploymentHelpAnswer>('/api/deployment/help', { message, type: 'deployment_guidance', ...(context.agentId ? { agentId: context.agentId } : {}) }, (delta) => setStreaming((current) => current + delta))
        setMessages((current) => [...current, newMessage('ai', answer.response, { type: answer.type })])
        if (answer.notice) setNotice(answer.notice)
      } else {
        const body = { message, learningContext: { style: context.style, goal: context.goal }, ...(context.sessionId ? { sessionId: context.sessionId } : {}), ...(context.agentId ? { agentId: context.agentId } : {}) }
        const answer = await askAssistant<TCoachingChatAnswer>('/api/coaching/chat', body, (delta) => setStreaming((current) => current + delta))
        setMessages((current) => [...current, newMessage('ai', answer.message, { concepts: answer.concepts, type: 'guide' })])
        if (answer.notice) setNotice(answer.notice)
        if (answer.sessionId) onSessionSaved?.(answer.sessionId)
      }
    } catch {
      if (context.kind === 'deployment') setMessages((current) => [...current, newMessage('ai', DEPLOYMENT_HELP_SCENARIOS, { type: 'troubleshooting' })])
      else setError(`${COACHING_FAILURE.title}: ${COACHING_FAILURE.message}`)
    } finally {
      setPending(false)
      setStreaming('')
      inputRef.current?.focus()
    }
  }

  return (
    <div className={cn('flex min-h-0 flex-col gap-3', className)}>
      <div ref={logRef} role="log" aria-live="polite" aria-label={`${label} conversation`} className="flex max-h-[32rem] min-h-48 flex-col gap-3 overflow-y-auto rounded-lg border border-slate-200 bg-slate-50 p-3 dark:border-slate-700 dark:bg-slate-900">
        {messages.map((message) =>
          message.sender === 'user' ? (
            <div key={message.id} className="self-end rounded-lg bg-sky-700 px-3 py-2 text-sm whitespace-pre-wrap text-white" data-testid="user-message">
              <span className="sr-only">You: </span>
              {message.text}
            </div>
          ) : (
            <div key={message.id} className="flex flex-col gap-2 rounded-lg border border-slate-200 bg-white p-3 dark:border-slate-700 dark:bg-slate-950" data-testid="assistant-message">
              <span className="sr-only">Assistant: </span>
              <Markdown>{message.text}</Markdown>
              <div className="flex flex-wrap items-center gap-2">
                {message.concepts?.slice(0, 4).map((concept) => (
                  <Badge key={concept} variant="secondary">
                    {concept}
                  </Badge>
                ))}
                {hydrated && speech.isSupported ? (
                  <Button size="sm" variant="ghost" onClick={() => speech.toggle(message.id, message.text)} aria-pressed={speech.speakingId === message.id}>
                    {speech.speakingId === message.id ? 'Stop reading' : 'Read aloud'}
                  </Button>
                ) : null}
              </div>
            </div>
          ),
        )}
        {pending ? (
          <div className="flex flex-col gap-2 rounded-lg border border-dashed border-slate-300 bg-white p-3 dark:border-slate-600 dark:bg-slate-950">
            <p role="status" className="text-sm text-slate-600 italic dark:text-slate-300">
              {PENDING_LABEL}
            </p>
            {streaming ? <Markdown>{streaming}</Markdown> : null}
          </div>
        ) : null}
      </div>
      {notice ? (
        <Notice tone="info" title="Built-in answer">
          {notice}
        </Notice>
      ) : null}
      {quickActions && hydrated ? (
        <div className="flex flex-wrap gap-2" role="group" aria-label="Quick actions">
          {quickActions.map((quick) => (
            <Button key={quick.label} size="sm" variant="outline" disabled={pending} onClick={() => send(quick.message)}>
              {quick.label}
            </Button>
          ))}
        </div>
      ) : null}
      <Form
        method="post"
        action={action}
        className="flex flex-col gap-2"
        onSubmit={(event) => {
          event.preventDefault()
          void send(input)
        }}
      >
        <input type="hidden" name="intent" value="ask" />
        {context.agentId ? <input type="hidden" name="agentId" value={context.agentId} /> : null}
        {context.kind === 'coaching' ? (
          <>
            <input type="hidden" name="style" value={context.style} />
            <input type="hidden" name="goal" value={context.goal} />
            {context.sessionId ? <input type="hidden" name="sessionId" value={context.sessionId} /> : null}
          </>
        ) : null}
        <label htmlFor={inputId} className="text-sm font-medium">
          Your message
        </label>
        <textarea
          ref={inputRef}
          id={inputId}
          name="message"
          rows={3}
          value={input}
          maxLength={ASSISTANT_MESSAGE_MAX}
          disabled={pending}
          aria-invalid={error ? true : undefined}
          aria-describedby={error ? errorId : undefined}
          placeholder={context.kind === 'deployment' ? 'Ask how to deploy, or paste an error…' : 'Ask your coach…'}
          className="w-full rounded-md border border-slate-300 bg-white px-3 py-2 text-sm dark:border-slate-600 dark:bg-slate-950"
          onChange={(event) => {
            setInput(event.target.value)
            if (error) setError(null)
          }}
          onKeyDown={(event) => {
            // Enter sends; Shift+Enter adds a new line (spec §5).
            if (event.key === 'Enter' && !event.shiftKey && !event.nativeEvent.isComposing) {
              event.preventDefault()
              void send(input)
            }
          }}
        />
        {error ? (
          <p id={errorId} role="alert" className="text-sm font-medium text-red-700 dark:text-red-300">
            {error}
          </p>
        ) : null}
        <div className="flex items-center justify-between gap-2 text-xs text-slate-600 dark:text-slate-300">
          <span>Enter sends, Shift+Enter adds a line.</span>
          <Button type="submit" disabled={pending || (hydrated && !input.trim())}>
            Send
          </Button>
        </div>
      </Form>
    </div>
  )
}

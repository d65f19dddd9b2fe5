import { data } from 'react-router'
import { findOutboxMessages } from '../../../server/mail/index.ts'
import { env } from '../../../server/shared/env.ts'
import type { Route } from './+types/outbox'

export function meta() {
  return [{ title: 'Development outbox | Agent Atlas' }, { name: 'robots', content: 'noindex' }]
}

/**
 * Every mail the app "sent" in development and test, so sign-up, reset and email-change flows
 * work without an SMTP server. It does not exist in production (404): mails there hold live links.
 */
export async function loader() {
  if (env().NODE_ENV === 'production') throw data(null, { status: 404 })

  return { messages: await findOutboxMessages({ limit: 50 }) }
}

/** Mail text with its links clickable (same-site links relative, so they work on any host and port). */
function MailText({ text }: { text: string }) {
  const parts = text.split(/(https?:\/\/[^\s]+)/g)

  return (
    <pre className="overflow-x-auto rounded-md bg-slate-50 p-3 text-sm whitespace-pre-wrap dark:bg-slate-900">
      {parts.map((part, index) => {
        if (!/^https?:\/\//.test(part)) return part
        const url = new URL(part)

        return (
          <a key={index} href={`${url.pathname}${url.search}`} className="text-brand-700 underline dark:text-brand-100">
            {part}
          </a>
        )
      })}
    </pre>
  )
}

const timeFormat = new Intl.DateTimeFormat('en', { dateStyle: 'medium', timeStyle: 'medium', timeZone: 'UTC' })

export default function Outbox({ loaderData }: Route.ComponentProps) {
  const { messages } = loaderData

  return (
    <div className="mx-auto flex w-full max-w-3xl flex-col gap-6 px-4 py-10">
      <div className="flex flex-col gap-1">
        <h1 className="text-3xl font-bold tracking-tight">Development outbox</h1>
        <p className="text-slate-700 dark:text-slate-300">The newest {messages.length} mails, newest first. This page exists only outside production.</p>
      </div>
      {messages.length === 0 ? <p>No mail yet.</p> : null}
      <ol className="flex flex-col gap-4">
        {messages.map((message) => (
          <li key={message.id}>
            <article aria-label={`${message.subject} to ${message.to}`} className="flex flex-col gap-2 rounded-xl border border-slate-200 p-4 dark:border-slate-700">
              <h2 className="text-lg font-semibold">{message.subject}</h2>
              <p className="text-sm text-slate-700 dark:text-slate-300">
                To {message.to} · {timeFormat.format(new Date(message.createdAt))} UTC
                {message.sentAt ? ' · delivered by SMTP' : ''}
                {message.error ? ` · delivery failed: ${message.error}` : ''}
              </p>
              <MailText text={message.text} />
            </article>
          </li>
        ))}
      </ol>
    </div>
  )
}

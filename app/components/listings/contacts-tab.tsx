import { Form, Link } from 'react-router'
import { cn } from '../../lib/cn.ts'
import { Button } from '../../ui/button.tsx'
import { Card, CardTitle } from '../../ui/card.tsx'
import { Label } from '../../ui/label.tsx'
import { ReviewTextarea } from '../reviews/review-textarea.tsx'

type Inquiry = {
  id: number
  agentName: string
  senderName: string
  senderEmail: string
  message: string
  status: 'new' | 'read' | 'replied' | 'archived'
  createdAt: string
  replies: { id: number; message: string; createdAt: string }[]
}

export type TContactsView = { inquiries: Inquiry[]; unreadCount: number; selected: Inquiry | null; isArchive: boolean }

const STATUS_LABEL = { new: 'New', read: 'Read', replied: 'Replied', archived: 'Archived' } as const

function when(value: string): string {
  return new Date(value).toLocaleString('en-US', { dateStyle: 'medium', timeStyle: 'short', timeZone: 'UTC' }) + ' UTC'
}

function StatusButton({ inquiryId, status, label }: { inquiryId: number; status: 'read' | 'new' | 'archived'; label: string }) {
  // Marking unread closes the inquiry (back to the list): left open, the page would read it again.
  return (
    <Form method="post" action={status === 'new' ? '/premium/dashboard?tab=contacts' : undefined}>
      <input type="hidden" name="intent" value="inquiry-status" />
      <input type="hidden" name="inquiryId" value={inquiryId} />
      <input type="hidden" name="status" value={status} />
      <Button type="submit" variant="outline" size="sm">
        {label}
      </Button>
    </Form>
  )
}

function InquiryDetail({ inquiry, replyError }: { inquiry: Inquiry; replyError?: string }) {
  return (
    <Card as="article" aria-labelledby="inquiry-heading" className="gap-3">
      <CardTitle id="inquiry-heading">
        {inquiry.senderName} about {inquiry.agentName}
      </CardTitle>
      <p className="text-sm text-slate-700 dark:text-slate-300">
        <a href={`mailto:${inquiry.senderEmail}`} className="underline">
          {inquiry.senderEmail}
        </a>{' '}
        · {when(inquiry.createdAt)} · {STATUS_LABEL[inquiry.status]}
      </p>
      <p className="whitespace-pre-line">{inquiry.message}</p>
      <div className="flex flex-wrap gap-2">
        {inquiry.status === 'new' && <StatusButton inquiryId={inquiry.id} status="read" label="Mark as Read" />}
        {(inquiry.status === 'read' || inquiry.status === 'replied') && <StatusButton inquiryId={inquiry.id} status="new" label="Mark as Unread" />}
        {inquiry.status === 'archived' ? <StatusButton inquiryId={inquiry.id} status="read" label="Move to inbox" /> : <StatusButton inquiryId={inquiry.id} status="archived" label="Archive" />}
      </div>
      {inquiry.replies.length > 0 && (
        <section aria-labelledby="replies-heading" className="flex flex-col gap-2">
          <h3 id="replies-heading" className="font-semibold">
            Your replies
          </h3>
          <ul className="flex flex-col gap-2">
            {inquiry.replies.map((reply) => (
              <li key={reply.id} className="rounded-md bg-slate-50 p-3 text-sm dark:bg-slate-800">
                <p className="text-xs text-slate-600 dark:text-slate-300">Sent {when(reply.createdAt)}</p>
                <p className="whitespace-pre-line">{reply.message}</p>
              </li>
            ))}
          </ul>
        </section>
      )}
      <Form method="post" className="flex flex-col gap-2" aria-label={`Reply to ${inquiry.senderName}`}>
        <input type="hidden" name="intent" value="reply" />
        <input type="hidden" name="inquiryId" value={inquiry.id} />
        <Label htmlFor="reply-message">Reply</Label>
        <ReviewTextarea id="reply-message" name="message" required maxLength={5000} aria-invalid={replyError ? true : undefined} aria-describedby={replyError ? 'reply-message-error' : 'reply-message-hint'} />
        <p id="reply-message-hint" className="text-xs text-slate-600 dark:text-slate-300">
          Sent by e-mail to {inquiry.senderEmail}; their answer comes to your own address.
        </p>
        {replyError && (
          <p id="reply-message-error" className="text-sm text-red-700 dark:text-red-300">
            {replyError}
          </p>
        )}
        <div>
          <Button type="submit">Send reply</Button>
        </div>
      </Form>
    </Card>
  )
}

/** The inquiries inbox: the list with the unread count, one inquiry opened, its actions. */
function ContactsTab({ contacts, replyError }: { contacts: TContactsView; replyError?: string }) {
  return (
    <div className="grid gap-6 lg:grid-cols-5">
      <section aria-labelledby="inbox-heading" className="flex flex-col gap-3 lg:col-span-2">
        <h2 id="inbox-heading" className="text-xl font-semibold">
          {contacts.isArchive ? 'Archived inquiries' : `Inbox (${contacts.unreadCount} unread)`}
        </h2>
        <p className="text-sm">
          <Link to={contacts.isArchive ? '/premium/dashboard?tab=contacts' : '/premium/dashboard?tab=contacts&archived=true'} className="text-brand-700 underline dark:text-brand-100">
            {contacts.isArchive ? 'Back to the inbox' : 'Show archived'}
          </Link>
        </p>
        {contacts.inquiries.length === 0 ? (
          <p className="text-sm">{contacts.isArchive ? 'Nothing archived.' : 'No inquiries yet. Visitors of your agent pages can write to you with "Contact the builder".'}</p>
        ) : (
          <ul className="flex flex-col divide-y divide-slate-200 rounded-md border border-slate-200 dark:divide-slate-700 dark:border-slate-700">
            {contacts.inquiries.map((inquiry) => (
              <li key={inquiry.id}>
                <Link
                  to={`/premium/dashboard?tab=contacts&inquiry=${inquiry.id}${contacts.isArchive ? '&archived=true' : ''}`}
                  aria-current={contacts.selected?.id === inquiry.id ? 'true' : undefined}
                  className={cn('flex flex-col gap-0.5 p-3 text-sm hover:bg-slate-50 dark:hover:bg-slate-800', contacts.selected?.id === inquiry.id && 'bg-slate-100 dark:bg-slate-800')}
                >
                  <span className={cn(inquiry.status === 'new' && 'font-bold')}>
                    {inquiry.senderName} · {inquiry.agentName}
                    {inquiry.status === 'new' && <span className="sr-only"> (unread)</span>}
                  </span>
                  <span className="truncate text-slate-600 dark:text-slate-300">{inquiry.message}</span>
                  <span className="text-xs text-slate-600 dark:text-slate-300">
                    {STATUS_LABEL[inquiry.status]} · {when(inquiry.createdAt)}
                  </span>
                </Link>
              </li>
            ))}
          </ul>
        )}
      </section>
      <div className="lg:col-span-3">{contacts.selected ? <InquiryDetail inquiry={contacts.selected} replyError={replyError} /> : <p className="text-sm">Open an inquiry to read and answer it.</p>}</div>
    </div>
  )
}

export { ContactsTab }

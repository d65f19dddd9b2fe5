import { publicSiteUrl } from '../mail/index.ts'
import type { SendMailOptions } from '../mail/index.ts'
import { ONE_TIME_TOKEN_LIFETIME_MINUTES, type TOneTimeTokenPurpose } from './create-one-time-token.ts'

export type TAccountMailKind = 'password-reset' | 'email-change' | 'email-changed-notice' | 'email-verify' | 'password-changed-notice' | 'sign-in-throttled-notice'

export type ComposeAccountMailOptions = {
  kind: TAccountMailKind
  to: string
  name: string
  /** The one-time token for kinds that carry a link. */
  token?: string
  /** For the notice to the old address: the new one. */
  newEmail?: string
}

function escapeHtml(text: string): string {
  return text.replace(/[&<>"']/g, (character) => `&#${character.charCodeAt(0)};`)
}

function lifetime(purpose: TOneTimeTokenPurpose): string {
  const minutes = ONE_TIME_TOKEN_LIFETIME_MINUTES[purpose]
  if (minutes % (24 * 60) === 0) return minutes === 24 * 60 ? '24 hours' : `${minutes / (24 * 60)} days`
  if (minutes % 60 === 0) return minutes === 60 ? 'one hour' : `${minutes / 60} hours`

  return `${minutes} minutes`
}

function linkFor(kind: TAccountMailKind, token: string | undefined): string | null {
  if (!token) return null
  if (kind === 'password-reset') return publicSiteUrl(`/reset-password?token=${encodeURIComponent(token)}`)

  return publicSiteUrl(`/account/confirm-email?token=${encodeURIComponent(token)}`)
}

const CONTENT: Record<TAccountMailKind, { subject: string; lines: (newEmail?: string) => string[]; action?: string }> = {
  'password-reset': {
    subject: 'Reset your Agent Atlas password',
    lines: () => ['Someone asked to reset the password of your Agent Atlas account.', `The link works once and for ${lifetime('password-reset')}. If it was not you, ignore this mail: your password stays as it is.`],
    action: 'Set a new password',
  },
  'email-change': {
    subject: 'Confirm your new email address',
    lines: () => ['Confirm that this is the new email address of your Agent Atlas account.', `The link works once and for ${lifetime('email-change')}.`],
    action: 'Confirm this address',
  },
  'email-verify': {
    subject: 'Confirm your email address',
    lines: () => ['Welcome to Agent Atlas. Confirm your email address so we can reach you about your account.'],
    action: 'Confirm my email',
  },
  'email-changed-notice': {
    subject: 'Your Agent Atlas email is changing',
    lines: (newEmail) => [
      `Someone asked to move your Agent Atlas account to ${newEmail ?? 'another address'}. It changes once that address is confirmed.`,
      'If it was not you, reset your password now from the sign-in page.',
    ],
  },
  'password-changed-notice': {
    subject: 'Your Agent Atlas password was changed',
    lines: () => ['The password of your Agent Atlas account was changed and every other session was signed out.', 'If it was not you, reset your password now from the sign-in page.'],
  },
  'sign-in-throttled-notice': {
    subject: 'Wrong passwords were tried on your Agent Atlas account',
    lines: (from) => [
      `Several wrong passwords were tried on your account${from ? ` from ${from}` : ''}, so we are slowing down sign-ins from there.`,
      'Your account is not locked: devices where you are signed in keep working, and so does a password-reset link from the sign-in page.',
      'If it was not you, choose a stronger password from your account page.',
    ],
  },
}

/** The account mails: plain text (what the outbox page shows) plus a simple HTML version. */
export function composeAccountMail({ kind, to, name, token, newEmail }: ComposeAccountMailOptions): SendMailOptions {
  const content = CONTENT[kind]
  const link = linkFor(kind, token)
  const lines = content.lines(newEmail)
  const text = [`Hello ${name},`, '', ...lines, ...(link ? ['', `${content.action}: ${link}`] : []), '', 'Agent Atlas'].join('\n')
  const html = [
    `<p>Hello ${escapeHtml(name)},</p>`,
    ...lines.map((line) => `<p>${escapeHtml(line)}</p>`),
    link && content.action ? `<p><a href="${escapeHtml(link)}">${escapeHtml(content.action)}</a></p>` : '',
    '<p>Agent Atlas</p>',
  ].join('\n')

  return { to, subject: content.subject, text, html }
}

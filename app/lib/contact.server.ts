import { env } from '../../server/shared/env.ts'

/** The address mail is sent from (MAIL_FROM, "Name <address>"): where visitors can write back. */
export function contactEmail(): string {
  const from = env().MAIL_FROM
  const match = /<([^>]+)>/.exec(from)

  return (match?.[1] ?? from).trim()
}

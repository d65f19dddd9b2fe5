import { publicSiteUrl, type SendMailOptions } from '../mail/index.ts'

export type TDecisionMailKind = 'contribution-approved' | 'contribution-rejected' | 'claim-approved' | 'claim-rejected'

export type ComposeDecisionMailOptions = {
  kind: TDecisionMailKind
  to: string
  name: string
  agentName: string
  /** The published or claimed agent's page. */
  agentPath?: string | null
  /** The admin's note (required for rejections). */
  note?: string | null
}

function escapeHtml(text: string): string {
  return text.replace(/[&<>"']/g, (character) => `&#${character.charCodeAt(0)};`)
}

function contentOf({ kind, agentName, note }: ComposeDecisionMailOptions): { subject: string; lines: string[]; action: string } {
  const noteLines = note ? ['', `Note from the reviewer: ${note}`] : []
  if (kind === 'contribution-approved') {
    return {
      subject: `Your agent "${agentName}" is live on Agent Atlas`,
      lines: [`Thank you for contributing ${agentName}. We checked it and it is now published in the marketplace.`, ...noteLines],
      action: 'See the listing',
    }
  }
  if (kind === 'contribution-rejected') {
    return {
      subject: `Your submission "${agentName}" was not published`,
      lines: [`Thank you for contributing ${agentName}. After review we did not publish it.`, ...noteLines, '', 'You can see your submissions and their status on your account page.'],
      action: 'Your contributions',
    }
  }
  if (kind === 'claim-approved') {
    return {
      subject: `You now manage "${agentName}" on Agent Atlas`,
      lines: [`Your claim of ${agentName} was approved. You can edit the listing now; crawls never overwrite your edits.`, ...noteLines],
      action: 'Open your listing',
    }
  }

  return {
    subject: `Your claim of "${agentName}" was not approved`,
    lines: [`We could not confirm that you build ${agentName}, so the claim was not approved.`, ...noteLines],
    action: 'See the listing',
  }
}

/** Mail to a member about an admin's decision on their contribution or claim: plain text plus simple HTML. */
export function composeDecisionMail(options: ComposeDecisionMailOptions): SendMailOptions {
  const { subject, lines, action } = contentOf(options)
  const path = options.kind === 'contribution-rejected' ? '/account#contributions' : (options.agentPath ?? '/marketplace')
  const link = publicSiteUrl(path)
  const text = [`Hello ${options.name},`, '', ...lines, '', `${action}: ${link}`, '', 'Agent Atlas'].join('\n')
  const html = [
    `<p>Hello ${escapeHtml(options.name)},</p>`,
    ...lines.filter((line) => line !== '').map((line) => `<p>${escapeHtml(line)}</p>`),
    `<p><a href="${escapeHtml(link)}">${escapeHtml(action)}</a></p>`,
    '<p>Agent Atlas</p>',
  ].join('\n')

  return { to: options.to, subject, text, html }
}

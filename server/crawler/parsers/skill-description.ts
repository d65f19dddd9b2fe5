/**
 * Skill and subagent descriptions are written for the AI that loads them: "Use when the user
 * mentions 'cold outreach'…", "Triggers: 'find 50 VPs…'", "Use PROACTIVELY for…". A visitor needs
 * the part that says what the skill does; the trigger phrases are dropped, and a description that
 * is nothing but a trigger ("Use this agent when you need to prepare a demo") is turned around
 * into what it helps with ("Helps when you need to prepare a demo").
 */
const TRIGGER_SENTENCE = /(?:^|\s)(?:also )?(?:use (?:this (?:agent|skill) )?(?:when|whenever|for|proactively|if)\b|triggers?:|trigger phrases?:|invoke (?:when|for)\b|examples?:)/i

export function describeSkillForUser(description: string): string {
  const text = description.replace(/\s+/g, ' ').trim()
  const match = TRIGGER_SENTENCE.exec(text)
  if (!match) return text
  const before = text.slice(0, match.index).trim()
  if (before.length >= 40) return before
  // The whole text is a trigger: say what it helps with instead.
  const turned = text.replace(/^use this (?:agent|skill) when (?:you need to|you want to|the user (?:needs|wants) to)\s*/i, 'Helps you ')
  if (turned !== text) return turned

  return text
}

/** "BANT Qualification Framework — Smoke Test. Run BANT…" → the play's title and the rest. */
export function splitPlayTitle(description: string): { title: string | null; rest: string } {
  const match = /^(.{4,80}?)\s+[—–-]\s+(?:smoke|baseline|scalable|durable)(?: test)?\.\s*(.*)$/is.exec(description.trim())

  return match ? { title: match[1]!.trim(), rest: match[2]!.trim() } : { title: null, rest: description }
}

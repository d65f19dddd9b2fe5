/**
 * A description written as the prompt itself ("You are an all-encompassing AI assistant…",
 * "Greetings, young child. I am a majestic being…") tells the model who to be, not the visitor
 * what the agent does for them. Such texts are shown as the prompt they are, never as the
 * agent's description.
 */
const ROLE_PLAY_OPENINGS = [
  /^(?:hello|hi|greetings|welcome)\b[^.!?]{0,40}[.!?,]\s*(?:i am|i'm)\b/i,
  /^(?:you are|you're|you will act|act as|i want you to act|pretend (?:to be|you are))\b/i,
  /^(?:i am|i'm) (?:an?|the|your)\b/i,
  /^as an? [^,.]{2,80}, your (?:task|job|role|goal|mission) is\b/i,
  /^your (?:task|job|role) is to\b/i,
]

export function isRolePlayText(text: string): boolean {
  const opening = text.trim().slice(0, 200)

  return ROLE_PLAY_OPENINGS.some((pattern) => pattern.test(opening))
}

/**
 * Word-boundary keyword matching for the classifier. Rules are short regular-expression
 * fragments ("lawyers?", "contract review") so a reader can audit every decision; spaces in a
 * rule also match hyphens ("multi agent" finds "multi-agent").
 */

export type KeywordStrength = 'strong' | 'weak'

export type KeywordRule = {
  /** A regular-expression fragment, matched case-insensitively between word boundaries. */
  pattern: string
  strength: KeywordStrength
}

/** A piece of an entry's own text and how much it counts (a name says more than a long description). */
export type WeightedText = {
  text: string
  weight: number
}

export type KeywordScore = {
  score: number
  strongKeywords: string[]
  weakKeywords: string[]
  /** Keywords found in a field weighted 2 or more (name, tags, sections, opening sentence): the entry's headline. */
  headlineStrongKeywords: string[]
  headlineWeakKeywords: string[]
}

/** Points per distinct keyword found in a field, before the field's weight. */
const STRENGTH_POINTS: Record<KeywordStrength, number> = { strong: 3, weak: 1 }

const compiled = new Map<string, RegExp>()

/** Spaces outside character classes match any run of spaces, hyphens or underscores. */
function widenSpaces(pattern: string): string {
  let inClass = false
  let result = ''
  for (const [index, character] of [...pattern].entries()) {
    const isEscaped = pattern[index - 1] === '\\'
    if (character === '[' && !isEscaped) inClass = true
    if (character === ']' && !isEscaped) inClass = false
    result += character === ' ' && !inClass ? '[\\s_-]+' : character
  }

  return result
}

function regexFor(pattern: string): RegExp {
  let regex = compiled.get(pattern)
  if (!regex) {
    const spaced = widenSpaces(pattern)
    regex = new RegExp(`(?<![\\p{L}\\p{N}])(?:${spaced})(?![\\p{L}\\p{N}])`, 'iu')
    compiled.set(pattern, regex)
  }

  return regex
}

const compiledGlobal = new Map<string, RegExp>()

/** Removes phrases that contain a keyword without meaning it ("smart contract", "health check"). */
export function removePhrases({ text, phrases }: { text: string; phrases: readonly string[] }): string {
  return phrases.reduce((remaining, phrase) => {
    let regex = compiledGlobal.get(phrase)
    if (!regex) {
      regex = new RegExp(regexFor(phrase).source, 'giu')
      compiledGlobal.set(phrase, regex)
    }

    return remaining.replace(regex, ' ')
  }, text)
}

const compiledAny = new Map<string, RegExp>()

/**
 * One pass that tells whether any of the rules matches: most texts match none of a vertical's
 * rules, and one alternation is far cheaper than a test per rule (the classifier's hot spot in a
 * crawl). Matches exactly when some rule's own regular expression matches.
 */
function anyRuleFor(rules: readonly KeywordRule[]): RegExp {
  const key = rules.map((rule) => rule.pattern).join('\u0000')
  let regex = compiledAny.get(key)
  if (!regex) {
    regex = new RegExp(`(?<![\\p{L}\\p{N}])(?:${rules.map((rule) => `(?:${widenSpaces(rule.pattern)})`).join('|')})(?![\\p{L}\\p{N}])`, 'iu')
    compiledAny.set(key, regex)
  }

  return regex
}

export function hasKeyword({ text, pattern }: { text: string; pattern: string }): boolean {
  return regexFor(pattern).test(text)
}

/** Scores texts against rules: each distinct keyword counts once per field, times the field's weight. */
export function scoreKeywords({ texts, rules }: { texts: readonly WeightedText[]; rules: readonly KeywordRule[] }): KeywordScore {
  const strong = new Set<string>()
  const weak = new Set<string>()
  const headlineStrong = new Set<string>()
  const headlineWeak = new Set<string>()
  let score = 0

  const anyRule = rules.length > 1 ? anyRuleFor(rules) : null
  for (const { text, weight } of texts) {
    if (!text || (anyRule && !anyRule.test(text))) continue
    for (const rule of rules) {
      if (!regexFor(rule.pattern).test(text)) continue
      score += STRENGTH_POINTS[rule.strength] * weight
      if (rule.strength === 'strong') strong.add(rule.pattern)
      else weak.add(rule.pattern)
      if (weight >= 2) (rule.strength === 'strong' ? headlineStrong : headlineWeak).add(rule.pattern)
    }
  }

  return {
    score,
    strongKeywords: [...strong],
    weakKeywords: [...weak],
    headlineStrongKeywords: [...headlineStrong],
    headlineWeakKeywords: [...headlineWeak],
  }
}

/**
 * Evidence that an entry belongs somewhere: a strong keyword in its headline (name, tags,
 * section, opening sentence); a strong keyword elsewhere confirmed by a second, different
 * keyword; two different weak keywords, one of them in the headline; or three different weak
 * keywords. A passing mention deep in a long description ("… teaching you Linux …") is not enough.
 */
export function isConvincing(score: KeywordScore): boolean {
  const distinct = score.strongKeywords.length + score.weakKeywords.length

  return (
    score.headlineStrongKeywords.length > 0 ||
    (score.strongKeywords.length > 0 && distinct >= 2) ||
    (score.weakKeywords.length >= 2 && score.headlineWeakKeywords.length > 0) ||
    score.weakKeywords.length >= 3
  )
}

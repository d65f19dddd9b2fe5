import { labelFromCode } from '../../server/shared/taxonomy.ts'
import { Badge } from '../ui/badge.tsx'

/** Spec §4: beginner green, intermediate yellow, advanced red, any other grey. */
const DIFFICULTY_VARIANTS = { beginner: 'green', intermediate: 'yellow', advanced: 'red' } as const

function difficultyVariant(difficulty: string) {
  return DIFFICULTY_VARIANTS[difficulty as keyof typeof DIFFICULTY_VARIANTS] ?? 'grey'
}

function DifficultyBadge({ difficulty }: { difficulty: string }) {
  return (
    <Badge variant={difficultyVariant(difficulty)} data-difficulty={difficulty}>
      {labelFromCode(difficulty)}
    </Badge>
  )
}

export { DifficultyBadge, difficultyVariant }

import { ESLint } from 'eslint'
import { describe, expect, it } from 'vitest'

/** The boundary rules of eslint.config.js (decision 022), on sample sources at real paths. */
const eslint = new ESLint({ cwd: new URL('../../..', import.meta.url).pathname })

async function boundaryErrors(filePath: string, code: string): Promise<string[]> {
  const [result] = await eslint.lintText(code, { filePath })

  return result!.messages.filter((message) => message.ruleId === 'no-restricted-imports').map((message) => message.message)
}

describe('architecture boundaries (npx eslint .)', () => {
  it('pages never import db/ nor a domain file other than index.ts and its pure modules', async () => {
    expect(await boundaryErrors('app/routes/sample.tsx', "import { db } from '../../db/client.ts'\nexport const a = db\n")).toEqual([
      expect.stringContaining('Pages and components never import db/'),
    ])
    expect(await boundaryErrors('app/routes/sample.tsx', "import { findAgents } from '../../server/catalogue/find-agents.ts'\nexport const a = findAgents\n")).toEqual([
      expect.stringContaining("export what you need from the domain's index.ts"),
    ])
    const allowed = [
      "import { findAgents } from '../../server/catalogue/index.ts'",
      "import { ZReview } from '../../server/reviews/reviews.schemas.ts'",
      "import { RULES } from '../../server/reviews/review-rules.ts'",
      "import { INDUSTRIES } from '../../server/shared/taxonomy.ts'",
      'export const a = [findAgents, ZReview, RULES, INDUSTRIES]',
    ].join('\n')
    expect(await boundaryErrors('app/routes/sample.tsx', `${allowed}\n`)).toEqual([])
  })

  it('pages take the guards that redirect from app/lib/guards.server.ts', async () => {
    expect(await boundaryErrors('app/routes/sample.tsx', "import { requireUser } from '../../server/accounts/index.ts'\nexport const a = requireUser\n")).toEqual([
      expect.stringContaining('app/lib/guards.server.ts'),
    ])
  })

  it('domains meet only through index.ts, and never import app/ or React Router', async () => {
    expect(await boundaryErrors('server/crawler/sample.ts', "import { canonicalizeUrl } from '../catalogue/canonical-url.ts'\nexport const a = canonicalizeUrl\n")).toEqual([
      expect.stringContaining('Server domains meet only through index.ts'),
    ])
    expect(await boundaryErrors('server/crawler/parsers/sample.ts', "import { canonicalizeUrl } from '../../catalogue/index.ts'\nexport const a = canonicalizeUrl\n")).toEqual([])
    expect(await boundaryErrors('server/catalogue/sample.ts', "import { redirect } from 'react-router'\nexport const a = redirect\n")).toEqual([
      expect.stringContaining('Only the HTTP adapter'),
    ])
    expect(await boundaryErrors('server/catalogue/sample.ts', "import { formatUsd } from '../../app/lib/money.ts'\nexport const a = formatUsd\n")).toEqual([
      expect.stringContaining('Server code never imports from app/'),
    ])
    expect(await boundaryErrors('server/http/sample.ts', "import { redirect } from 'react-router'\nexport const a = redirect\n")).toEqual([])
  })
})

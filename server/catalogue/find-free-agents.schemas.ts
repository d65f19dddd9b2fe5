import { z } from 'zod'
import { ZFindAgentsResult } from './find-agents.schemas.ts'

export const ZFreeAgentsResult = ZFindAgentsResult.extend({
  sources: z
    .array(z.object({ value: z.string(), count: z.number().int() }))
    .describe('Free agents per source platform, for the active filters except source.'),
})
export type TFreeAgentsResult = z.infer<typeof ZFreeAgentsResult>

import { z } from 'zod'

/** The live numbers the home page shows; every one is counted from the catalogue. */
export const ZCatalogueStats = z.object({
  totalAgents: z.number().int().describe('Active agents.'),
  industries: z
    .array(
      z.object({
        industry: z.string(),
        count: z.number().int(),
        addedRecently: z.number().int().describe('Active agents of this industry added in the last 30 days.'),
      }),
    )
    .describe('Active agents per industry, every industry of the taxonomy, including those with none.'),
  addedRecently: z.number().int().describe('Active agents added in the last 30 days.'),
  freeAgents: z.number().int().describe('Active agents priced at $0.'),
  premiumAgents: z.number().int().describe('Active agents with a premium placement paid for now.'),
  sources: z.number().int().describe('Distinct source platforms of active agents.'),
  directories: z.number().int().describe('Distinct public directories the catalogue was collected from.'),
  ratedAgents: z.number().int().describe('Active agents with at least one rating.'),
  totalRatings: z.number().int().describe('Ratings given to active agents.'),
  averageRating: z
    .number()
    .nullable()
    .describe('Mean of the average ratings of rated agents, two decimals; null when nobody has rated yet.'),
  selfDeployableAgents: z.number().int(),
})
export type TCatalogueStats = z.infer<typeof ZCatalogueStats>

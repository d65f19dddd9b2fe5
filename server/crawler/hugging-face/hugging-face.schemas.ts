import { z } from 'zod'

/**
 * The fields the crawler reads from the Hub's `ApiModelInfo` / `ApiSpaceInfo` (GET /api/models,
 * /api/spaces, /api/models/{id}). Unknown fields are ignored; an item missing these is skipped.
 */
export const ZHuggingFaceRepository = z.object({
  id: z.string().regex(/^[^/\s]+\/[^/\s]+$/),
  author: z.string().optional(),
  private: z.boolean().default(false),
  /** false, or how access is granted ('auto', 'manual'): gated repositories are free but ask for consent. */
  gated: z.union([z.literal(false), z.string()]).default(false),
  disabled: z.boolean().default(false),
  likes: z.number().int().nonnegative().default(0),
  downloads: z.number().int().nonnegative().optional(),
  pipeline_tag: z.string().nullable().optional(),
  library_name: z.string().nullable().optional(),
  sdk: z.string().nullable().optional(),
  tags: z.array(z.string()).default([]),
  cardData: z
    .object({
      license: z.union([z.string(), z.array(z.string())]).optional(),
      title: z.string().optional(),
      short_description: z.string().optional(),
    })
    .nullable()
    .optional(),
})
export type THuggingFaceRepository = z.infer<typeof ZHuggingFaceRepository>

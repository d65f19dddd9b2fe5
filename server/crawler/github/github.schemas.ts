import { z } from 'zod'

/**
 * The fields the crawler reads from GitHub's `repo-search-result-item` and `full-repository`
 * (REST API 2022-11-28). Anything else in the answer is ignored; an item missing these is skipped.
 */
export const ZGitHubRepository = z.object({
  id: z.number().int(),
  full_name: z.string().regex(/^[^/\s]+\/[^/\s]+$/),
  name: z.string(),
  html_url: z.url(),
  description: z.string().nullable(),
  homepage: z.string().nullable().optional(),
  stargazers_count: z.number().int().nonnegative(),
  language: z.string().nullable(),
  topics: z.array(z.string()).default([]),
  license: z.object({ spdx_id: z.string().nullable().optional(), key: z.string().optional() }).nullable(),
  archived: z.boolean(),
  disabled: z.boolean().optional(),
  fork: z.boolean(),
  private: z.boolean(),
  owner: z.object({ login: z.string(), html_url: z.url().optional() }),
  pushed_at: z.string().nullable().optional(),
})
export type TGitHubRepository = z.infer<typeof ZGitHubRepository>

/** Search answers: items are checked one by one so one bad item never loses a page. */
export const ZGitHubSearchPage = z.object({
  total_count: z.number().int(),
  incomplete_results: z.boolean().optional(),
  items: z.array(z.unknown()),
})
export type TGitHubSearchPage = z.infer<typeof ZGitHubSearchPage>

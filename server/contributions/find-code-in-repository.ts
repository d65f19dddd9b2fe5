import { isRateLimitedError, isUnavailableError, readRepositoryFile } from '../crawler/index.ts'
import { AppError } from '../shared/errors.ts'
import { CLAIM_FILE_NAMES, OTHER_README_NAMES } from './claim-files.ts'

export type FindCodeInRepositoryOptions = { repoFullName: string; code: string }

/** The file the code was found in, or null. GitHub unreachable: SERVICE_UNAVAILABLE. */
export async function findCodeInRepository({ repoFullName, code }: FindCodeInRepositoryOptions): Promise<string | null> {
  let hasReadme = false
  try {
    for (const path of [...CLAIM_FILE_NAMES, ...OTHER_README_NAMES]) {
      const isOtherReadme = (OTHER_README_NAMES as readonly string[]).includes(path)
      if (isOtherReadme && hasReadme) break
      const file = await readRepositoryFile({ fullName: repoFullName, path })
      if (file.status === 'unavailable') throw new AppError('SERVICE_UNAVAILABLE', 'GitHub could not be reached. Please try again in a few minutes.')
      if (file.status === 'missing') continue
      if (path === 'README.md') hasReadme = true
      if (file.text.includes(code)) return path
    }
  } catch (error) {
    if (isRateLimitedError(error) || isUnavailableError(error)) {
      throw new AppError('SERVICE_UNAVAILABLE', 'GitHub could not be reached. Please try again in a few minutes.')
    }
    throw error
  }

  return null
}

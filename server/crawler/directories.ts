/**
 * The public directories the catalogue is built from, with the licence we reuse each one under.
 * Only permissively licensed directories are here (MIT, Apache-2.0, CC BY 4.0, CC0): lists
 * under a non-commercial licence or with no licence at all are never read.
 * The attribution page (/about/sources) renders this list, so titles and descriptions are prose.
 */
import type { DirectorySeed } from './directory-seed-shape.ts'
import { SEEDS } from './directory-seeds.ts'

/** A directory as the attribution page and the crawler see it: its seed with the links derived. */
export type Directory = Omit<DirectorySeed, 'licenceFile'> & {
  url: string
  licenceName: string
  /** Where the licence is stated, at the snapshot we read. */
  licenceUrl: string
}

const LICENCE_NAMES: Record<string, string> = {
  MIT: 'MIT License',
  'Apache-2.0': 'Apache License 2.0',
  'CC-BY-4.0': 'Creative Commons Attribution 4.0 International',
  'CC0-1.0': 'Creative Commons Zero 1.0 Universal (public domain dedication)',
}

function toDirectory({ licenceFile, ...seed }: DirectorySeed): Directory {
  const url = `https://github.com/${seed.key}`
  const [file, anchor] = licenceFile.split('#')

  return {
    ...seed,
    url,
    licenceName: LICENCE_NAMES[seed.licence] ?? seed.licence,
    licenceUrl: `${url}/blob/${seed.commit}/${file}${anchor ? `#${anchor}` : ''}`,
  }
}

export const DIRECTORIES: readonly Directory[] = SEEDS.map(toDirectory)

/** The directory with this key ('owner/repo', compared case-insensitively), or null. */
export function getDirectory(key: string): Directory | null {
  const wanted = key.toLowerCase()

  return DIRECTORIES.find((directory) => directory.key.toLowerCase() === wanted) ?? null
}

export type DirectoryKind = 'awesome-list' | 'structured-list' | 'template-gallery' | 'skill-library'

/** A directory as written here; its URL and licence links are derived (directories.ts). */
export type DirectorySeed = {
  /** 'owner/repo' on GitHub, as GitHub spells it. */
  key: string
  title: string
  /** SPDX id of the licence we reuse the directory's text under. */
  licence: string
  /** The licence file in the repository, with an optional '#anchor'. */
  licenceFile: string
  kind: DirectoryKind
  description: string
  /** The snapshot commit the shipped catalogue was built from; the crawler reads newer ones. */
  commit: string
  /** Commit date of that snapshot (ISO 8601, UTC day). */
  committedAt: string
}

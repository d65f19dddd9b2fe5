/**
 * Files of a repository's default branch where a builder may publish the verification code,
 * read in this order. `.agent-atlas` is ours; the README variants cover GitHub's usual names.
 */
export const CLAIM_FILE_NAMES = ['.agent-atlas', 'README.md'] as const

/** Read too when README.md is missing: other spellings GitHub shows as the README. */
export const OTHER_README_NAMES = ['readme.md', 'README', 'README.rst', 'README.txt'] as const

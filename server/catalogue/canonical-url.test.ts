import { describe, expect, it } from 'vitest'
import { canonicalizeUrl, huggingFaceIdFromUrl, isRepositoryRootUrl, repoFullNameFromUrl } from './canonical-url.ts'

describe('canonicalizeUrl', () => {
  it('normalises scheme, host, www, trailing slash and fragment', () => {
    expect(canonicalizeUrl('http://WWW.Example.com/Path/?b=2&a=1#section')).toBe('https://example.com/Path?a=1&b=2')
    expect(canonicalizeUrl('https://example.com/')).toBe('https://example.com')
    expect(canonicalizeUrl('example.com/tools/')).toBe('https://example.com/tools')
  })

  it('drops tracking parameters but keeps meaningful ones', () => {
    expect(canonicalizeUrl('https://agpt.co/?utm_source=awesome-ai-agents&utm_medium=list')).toBe('https://agpt.co')
    expect(canonicalizeUrl('https://site.dev/page?ref=producthunt&fbclid=x&id=7')).toBe('https://site.dev/page?id=7')
  })

  it('gives one identity to a GitHub repository however it is spelled', () => {
    const expected = 'https://github.com/owner/repo'
    expect(canonicalizeUrl('https://github.com/Owner/Repo')).toBe(expected)
    expect(canonicalizeUrl('https://github.com/Owner/Repo/')).toBe(expected)
    expect(canonicalizeUrl('https://github.com/Owner/Repo.git')).toBe(expected)
    expect(canonicalizeUrl('http://www.github.com/Owner/Repo#readme')).toBe(expected)
  })

  it('keeps paths inside a repository distinct, with their own case', () => {
    expect(canonicalizeUrl('https://github.com/Owner/Repo/tree/main/Agents/Legal/')).toBe(
      'https://github.com/owner/repo/tree/main/Agents/Legal',
    )
  })

  it('returns unparseable input trimmed', () => {
    expect(canonicalizeUrl('  not a url  ')).toBe('not a url')
    expect(canonicalizeUrl('mailto:team@example.com')).toBe('mailto:team@example.com')
  })
})

describe('repoFullNameFromUrl', () => {
  it('reads owner/repo from repository URLs, lower-cased', () => {
    expect(repoFullNameFromUrl('https://github.com/Microsoft/AutoGen')).toBe('microsoft/autogen')
    expect(repoFullNameFromUrl('https://github.com/a/b.git')).toBe('a/b')
    expect(repoFullNameFromUrl('https://github.com/a/b/blob/main/README.md')).toBe('a/b')
    expect(repoFullNameFromUrl('https://raw.githubusercontent.com/Zie619/n8n-workflows/main/x.json')).toBe('zie619/n8n-workflows')
  })

  it('ignores profiles, product pages and gists', () => {
    expect(repoFullNameFromUrl('https://github.com/topics/ai-agents')).toBeNull()
    expect(repoFullNameFromUrl('https://github.com/orgs/openai/repositories')).toBeNull()
    expect(repoFullNameFromUrl('https://github.com/sponsors/someone')).toBeNull()
    expect(repoFullNameFromUrl('https://github.com/features/preview/copilot-x')).toBeNull()
    expect(repoFullNameFromUrl('https://gist.github.com/user/abc123')).toBeNull()
    expect(repoFullNameFromUrl('https://github.com/Artisan-AI')).toBeNull()
    expect(repoFullNameFromUrl('https://gitlab.com/a/b')).toBeNull()
  })
})

describe('isRepositoryRootUrl', () => {
  it('is true only for the repository home page', () => {
    expect(isRepositoryRootUrl('https://github.com/a/b/')).toBe(true)
    expect(isRepositoryRootUrl('https://github.com/a/b/tree/main/x')).toBe(false)
    expect(isRepositoryRootUrl('https://github.com/topics/x')).toBe(false)
  })
})

describe('huggingFaceIdFromUrl', () => {
  it('reads models, spaces and datasets without letting them collide', () => {
    expect(huggingFaceIdFromUrl('https://huggingface.co/nlpaueb/legal-bert-base-uncased')).toBe('nlpaueb/legal-bert-base-uncased')
    expect(huggingFaceIdFromUrl('https://huggingface.co/spaces/owner/demo/')).toBe('spaces/owner/demo')
    expect(huggingFaceIdFromUrl('https://huggingface.co/datasets/coastalcph/ecthr_cases')).toBe('datasets/coastalcph/ecthr_cases')
  })

  it('ignores site pages and other hosts', () => {
    expect(huggingFaceIdFromUrl('https://huggingface.co/docs/transformers')).toBeNull()
    expect(huggingFaceIdFromUrl('https://huggingface.co/spaces')).toBeNull()
    expect(huggingFaceIdFromUrl('https://github.com/a/b')).toBeNull()
  })
})

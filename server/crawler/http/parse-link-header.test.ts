import { describe, expect, it } from 'vitest'
import { parseLinkHeader } from './parse-link-header.ts'

describe('parseLinkHeader', () => {
  it('reads every relation of a GitHub search page', () => {
    const header =
      '<https://api.github.com/search/repositories?q=topic%3Aai-agent&page=1>; rel="prev", <https://api.github.com/search/repositories?q=topic%3Aai-agent&page=3>; rel="next", <https://api.github.com/search/repositories?q=topic%3Aai-agent&page=34>; rel="last"'

    expect(parseLinkHeader(header)).toEqual({
      prev: 'https://api.github.com/search/repositories?q=topic%3Aai-agent&page=1',
      next: 'https://api.github.com/search/repositories?q=topic%3Aai-agent&page=3',
      last: 'https://api.github.com/search/repositories?q=topic%3Aai-agent&page=34',
    })
  })

  it('keeps commas inside a URL (Hugging Face cursors) and unquoted relations', () => {
    const header = '<https://huggingface.co/api/models?search=agent&expand=a,b&cursor=eyJ9>; rel=next'

    expect(parseLinkHeader(header).next).toBe('https://huggingface.co/api/models?search=agent&expand=a,b&cursor=eyJ9')
  })

  it('answers no links for a missing or broken header', () => {
    expect(parseLinkHeader(null)).toEqual({})
    expect(parseLinkHeader('not a link')).toEqual({})
  })
})

import { renderToStaticMarkup } from 'react-dom/server'
import { Markdown } from './markdown.tsx'

/**
 * A guide rendered to HTML on the server, for pages that show Markdown that does not change once
 * loaded (the agent page's deployment guide): the Markdown parser (~50 KB gzipped) then stays off the
 * page's first load (issue 19). The markup is the same as <Markdown> renders, so raw HTML in the
 * source is still not rendered and unsafe link protocols are still dropped.
 */
export function renderMarkdownHtml(markdown: string): string {
  return renderToStaticMarkup(<Markdown>{markdown}</Markdown>)
}

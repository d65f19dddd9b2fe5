/**
 * The Copy buttons of code blocks in server-rendered Markdown (markdown-html.server.tsx): one
 * delegated handler instead of a React component per block. Like <Markdown>'s CodeBlock, it copies
 * the block's text without its last newline and says "Copied" for two seconds.
 */
async function copyCodeOnClick(event: React.MouseEvent<HTMLDivElement>) {
  const button = (event.target as Element).closest('button')
  const code = button?.parentElement?.querySelector('pre')
  if (!button || !code || !event.currentTarget.contains(button)) return
  await navigator.clipboard.writeText((code.textContent ?? '').replace(/\n$/, ''))
  button.textContent = 'Copied'
  setTimeout(() => {
    button.textContent = 'Copy'
  }, 2000)
}

/** Markdown already rendered to HTML on the server (trusted: our own renderer's output). */
export function StaticMarkdown({ html }: { html: string }) {
  // The click handler only reacts to the code blocks' buttons; the HTML carries no other controls.
  return <div onClick={copyCodeOnClick} dangerouslySetInnerHTML={{ __html: html }} />
}

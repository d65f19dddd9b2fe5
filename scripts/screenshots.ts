import { mkdir } from 'node:fs/promises'
import { join } from 'node:path'
import startBuiltServer from '../tests/e2e/global-setup.ts'
import { launchBrowser } from '../tests/support/browser.ts'

/**
 * `npm run screenshots` (after `npm run build`): starts the built site on a fresh database the way
 * the end-to-end journeys do (port E2E_PORT, 3210 by default) and writes PNGs of the main pages at
 * 375 and 1280 px to docs/screenshots/, linked from the README.
 */

const PAGES = [
  ['home', '/'],
  ['marketplace', '/marketplace'],
  ['free-agents', '/free-agents'],
  ['shop', '/shop'],
  ['agent', null],
  ['matchmaker', '/matchmaker'],
  ['coaching', '/coaching'],
  ['deployment', '/deployment'],
  ['contribute', '/contribute'],
  ['advertise', '/advertise'],
  ['sign-in', '/sign-in'],
] as const

const WIDTHS = [
  { width: 375, height: 812 },
  { width: 1280, height: 900 },
]

const outDir = join(import.meta.dirname, '..', 'docs', 'screenshots')
let baseUrl = ''
const stop = await startBuiltServer({
  provide: (key: string, value: unknown) => {
    if (key === 'baseUrl') baseUrl = String(value)
  },
} as never)
const browser = await launchBrowser()
try {
  await mkdir(outDir, { recursive: true })
  const { agents } = (await (await fetch(new URL('/api/agents?limit=1', baseUrl))).json()) as { agents: { id: number }[] }
  for (const viewport of WIDTHS) {
    const page = await browser.newPage({ baseURL: baseUrl, viewport })
    for (const [name, path] of PAGES) {
      await page.goto(path ?? `/agents/${agents[0]!.id}`, { waitUntil: 'networkidle' })
      const file = join(outDir, `${name}-${viewport.width}.png`)
      await page.screenshot({ path: file })
      console.log(file)
    }
    await page.close()
  }
} finally {
  await browser.close()
  await stop()
}

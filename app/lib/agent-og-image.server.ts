import { readFile } from 'node:fs/promises'
import { createRequire } from 'node:module'
import { Resvg } from '@resvg/resvg-js'
import satori from 'satori'
import { monogramHue, monogramInitials } from './agent-monogram.ts'

export type OgImageAgent = { id: number; name: string; description: string; industryLabel: string; sourceLabel: string; averageRating: number; totalRatings: number }

const WIDTH = 1200
const HEIGHT = 630
/** Bounds memory: a card is ~30–60 kB of PNG. */
const MAXIMUM_CACHED = 500

const require = createRequire(import.meta.url)
let fonts: Promise<{ name: string; data: Buffer; weight: 400 | 700; style: 'normal' }[]> | null = null

/** Inter from @fontsource/inter (WOFF: Satori reads TTF, OTF and WOFF, not WOFF2), read once. */
function loadFonts() {
  fonts ??= Promise.all(
    ([400, 700] as const).map(async (weight) => ({
      name: 'Inter',
      data: await readFile(require.resolve(`@fontsource/inter/files/inter-latin-${weight}-normal.woff`)),
      weight,
      style: 'normal' as const,
    })),
  )

  return fonts
}

const cache = new Map<string, Buffer>()

function cacheKey(agent: OgImageAgent): string {
  return JSON.stringify([agent.id, agent.name, agent.description, agent.industryLabel, agent.sourceLabel, agent.averageRating, agent.totalRatings])
}

function clip(text: string, length: number): string {
  return text.length > length ? `${text.slice(0, length - 1).trimEnd()}…` : text
}

/** Satori takes React-like element objects; plain objects keep this file free of JSX. */
function element(type: string, style: Record<string, unknown>, children?: unknown) {
  return { type, props: { style, children } }
}

function layout(agent: OgImageAgent) {
  const rating = agent.totalRatings > 0 && agent.averageRating > 0 ? `★ ${agent.averageRating.toFixed(1)} (${agent.totalRatings} reviews)` : 'Not rated yet'

  return element('div', { display: 'flex', flexDirection: 'column', width: WIDTH, height: HEIGHT, padding: 72, background: '#0f1d4a', color: 'white', fontFamily: 'Inter' }, [
    element('div', { display: 'flex', alignItems: 'center', gap: 32 }, [
      element(
        'div',
        { display: 'flex', alignItems: 'center', justifyContent: 'center', width: 140, height: 140, borderRadius: 28, background: `hsl(${monogramHue(agent.name)}, 55%, 40%)`, fontSize: 64, fontWeight: 700 },
        monogramInitials(agent.name),
      ),
      element('div', { display: 'flex', flexDirection: 'column', flex: 1 }, [
        element('div', { fontSize: 64, fontWeight: 700, lineHeight: 1.1 }, clip(agent.name, 60)),
        element('div', { fontSize: 30, color: '#c7d2fe', marginTop: 12 }, `${agent.industryLabel} · ${agent.sourceLabel}`),
      ]),
    ]),
    element('div', { display: 'flex', fontSize: 32, lineHeight: 1.4, color: '#e2e8f0', marginTop: 48, flex: 1 }, clip(agent.description, 200)),
    element('div', { display: 'flex', justifyContent: 'space-between', fontSize: 30, color: '#c7d2fe' }, [element('div', {}, rating), element('div', { fontWeight: 700, color: 'white' }, 'Agent Atlas')]),
  ])
}

/** The agent's Open Graph picture (1200×630 PNG), rendered once per version of its card and kept in memory. */
export async function renderAgentOgImage(agent: OgImageAgent): Promise<Buffer> {
  const key = cacheKey(agent)
  const cached = cache.get(key)
  if (cached) return cached
  const svg = await satori(layout(agent) as Parameters<typeof satori>[0], { width: WIDTH, height: HEIGHT, fonts: await loadFonts() })
  const png = new Resvg(svg).render().asPng()
  if (cache.size >= MAXIMUM_CACHED) cache.delete(cache.keys().next().value!)
  cache.set(key, png)

  return png
}

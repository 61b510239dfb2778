/** Scenes: a background plus motifs, at the size of a hero, cover or OG image. */
import { C, r1, rng } from './palette'
import { backup, browser, cloud, gauge, leaf, migrate, pluginShield, rack, sharedServer, storefront, terminal, uptime } from './hostingMotifs'
import { calendar, connect, cookie, dns, domainEndings, envelope, envelopeWarning, globe, inbox, key, network, paper, redirect, shield } from './webMotifs'

/** Every motif by name. */
export const MOTIFS = {
  rack, globe, shield, envelope, envelopeWarning, dns, gauge, migrate, backup, terminal, browser, calendar, uptime, key, cloud, leaf, cookie, redirect,
  paper, network, connect, inbox, domainEndings, storefront, pluginShield, sharedServer,
}
export type MotifName = keyof typeof MOTIFS

/** Background gradients, from top left to bottom right. */
export const BACKGROUNDS = {
  indigo: [C.indigoDeep, C.violet],
  teal: [C.indigo, C.teal],
  violet: [C.violet, C.indigo],
  dusk: [C.indigo, '#7c2d92'],
  night: [C.indigoDeep, C.indigoMid],
  amber: [C.indigo, '#b45309'],
} as const
export type Background = keyof typeof BACKGROUNDS

export interface SceneOptions {
  width: number
  height: number
  seed: string
  background: Background
  motifs: { name: MotifName; x: number; y: number; size: number }[]
  extra?: string
}

/** A gradient background with soft glows and a dot grid, then the motifs, then any extra SVG. */
export function scene({ width, height, seed, background, motifs, extra = '' }: SceneOptions): string {
  const rand = rng(seed)
  const [from, to] = BACKGROUNDS[background]
  let svg = `<defs><linearGradient id="bg" x1="0" y1="0" x2="1" y2="1"><stop offset="0" stop-color="${from}"/><stop offset="1" stop-color="${to}"/></linearGradient>`
  const glows = [C.violet, C.teal, C.amber]
  glows.forEach((col, i) => {
    svg += `<radialGradient id="glow${i}"><stop offset="0" stop-color="${col}" stop-opacity="${i === 2 ? 0.35 : 0.55}"/><stop offset="1" stop-color="${col}" stop-opacity="0"/></radialGradient>`
  })
  svg += `<pattern id="dots" width="28" height="28" patternUnits="userSpaceOnUse"><circle cx="2" cy="2" r="1.6" fill="#fff" opacity=".09"/></pattern></defs>`
  svg += `<rect width="${width}" height="${height}" fill="url(#bg)"/>`
  glows.forEach((_, i) => {
    const r = (0.35 + rand() * 0.3) * Math.max(width, height)
    svg += `<circle cx="${r1(rand() * width)}" cy="${r1(rand() * height)}" r="${r1(r)}" fill="url(#glow${i})"/>`
  })
  svg += `<rect width="${width}" height="${height}" fill="url(#dots)"/>`
  for (const m of motifs) {
    const scale = m.size / 600
    svg += `<g transform="translate(${r1(m.x)} ${r1(m.y)}) scale(${scale})">${MOTIFS[m.name](rng(`${seed}:${m.name}`))}</g>`
  }
  svg += extra
  return svg
}

/** A 1200×675 article cover: one motif, placed left, centre or right and sized by the seed, so covers sharing a motif still differ. */
export function cover(seed: string, name: MotifName, background: Background): SceneOptions {
  const rand = rng(`${seed}:place`)
  const centreX = [420, 600, 780][Math.floor(rand() * 3)] ?? 600
  const size = 480 + Math.floor(rand() * 4) * 30
  return { width: 1200, height: 675, seed, background, motifs: [{ name, x: centreX - size / 2, y: 337 - size / 2, size }] }
}

/** A 1600×1000 hero image. */
export function hero(seed: string, background: Background, motifs: SceneOptions['motifs']): SceneOptions {
  return { width: 1600, height: 1000, seed, background, motifs }
}

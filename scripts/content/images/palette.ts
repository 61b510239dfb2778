/** The brand palette and drawing helpers shared by every image of the content pack. */

export const C = {
  indigo: '#1e1b4b',
  indigoDeep: '#12102f',
  indigoMid: '#312e81',
  violet: '#6d28d9',
  violetLight: '#a78bfa',
  teal: '#0d9488',
  tealLight: '#5eead4',
  amber: '#f59e0b',
  amberLight: '#fcd34d',
  white: '#ffffff',
  mist: '#eef2ff',
}
export const FONT = "'Liberation Sans', 'DejaVu Sans', Arial, sans-serif"

/** mulberry32, seeded from a string: deterministic decoration. */
export function rng(seed: string): () => number {
  let h = 1779033703 ^ seed.length
  for (let i = 0; i < seed.length; i++) {
    h = Math.imul(h ^ seed.charCodeAt(i), 3432918353)
    h = (h << 13) | (h >>> 19)
  }
  let a = h >>> 0
  return () => {
    a = (a + 0x6d2b79f5) | 0
    let t = Math.imul(a ^ (a >>> 15), 1 | a)
    t = (t + Math.imul(t ^ (t >>> 7), 61 | t)) ^ t
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296
  }
}

/** Rounds to one decimal: keeps the SVG short and the output stable. */
export const r1 = (n: number) => Math.round(n * 10) / 10

/** Draws into a 600×600 box; `rand` is seeded, so the same motif always draws the same picture. */
export type Motif = (rand: () => number) => string

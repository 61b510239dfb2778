/**
 * Draws the demo content pack's images as inline SVG in the local chromium and writes them to `content/media/`.
 *
 *   npx tsx scripts/content/renderImages.ts [--only PREFIX]
 *
 * Everything is drawn from shapes: no photographs, no network, no randomness beyond a PRNG seeded by the file
 * name, so the same machine (same chromium, same fonts) writes the same bytes every time.
 * Sizes: heroes 1600×1000 JPEG, article covers 1200×675 JPEG, the OG image 1200×630 JPEG, author avatars
 * 400×400 JPEG, brand logos 320×96 PNG (transparent), payment logos 160×100 PNG.
 */
import { mkdirSync, statSync, writeFileSync } from 'node:fs'
import { join, resolve } from 'node:path'
import { fileURLToPath } from 'node:url'
import { launchBrowser } from '../../runtime/testing/launchBrowser'

const OUT = resolve(fileURLToPath(import.meta.url), '../../../content/media')

const C = {
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
const FONT = "'Liberation Sans', 'DejaVu Sans', Arial, sans-serif"

/** mulberry32, seeded from a string: deterministic decoration. */
function rng(seed: string): () => number {
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

const r1 = (n: number) => Math.round(n * 10) / 10

// ---------------------------------------------------------------------------------------------------------------
// Motifs: each draws into a 600×600 box.

type Motif = (rand: () => number) => string

const ledColours = [C.tealLight, C.tealLight, C.tealLight, C.amber, C.violetLight]

const rack: Motif = (rand) => {
  let out = `<ellipse cx="300" cy="548" rx="270" ry="22" fill="#000" opacity=".28"/>`
  for (const [i, x] of [40, 222, 404].entries()) {
    const top = i === 1 ? 40 : 80
    const height = 540 - top
    out += `<rect x="${x}" y="${top}" width="156" height="${height}" rx="12" fill="${C.indigoDeep}" stroke="rgba(255,255,255,.18)" stroke-width="2"/>`
    out += `<rect x="${x + 8}" y="${top + 8}" width="140" height="10" rx="4" fill="rgba(255,255,255,.06)"/>`
    const units = Math.floor((height - 40) / 44)
    for (let u = 0; u < units; u++) {
      const y = top + 26 + u * 44
      out += `<rect x="${x + 12}" y="${y}" width="132" height="36" rx="5" fill="${C.indigoMid}" opacity=".95"/>`
      for (let v = 0; v < 5; v++) out += `<rect x="${x + 22 + v * 9}" y="${y + 10}" width="4" height="16" rx="2" fill="rgba(255,255,255,.16)"/>`
      for (let l = 0; l < 3; l++) {
        const on = rand() > 0.25
        const col = ledColours[Math.floor(rand() * ledColours.length)]!
        out += `<circle cx="${x + 100 + l * 12}" cy="${y + 18}" r="3.6" fill="${on ? col : 'rgba(255,255,255,.18)'}"/>`
        if (on) out += `<circle cx="${x + 100 + l * 12}" cy="${y + 18}" r="9" fill="${col}" opacity=".18"/>`
      }
    }
  }
  return out
}

const globe: Motif = () => {
  let out = `<defs><radialGradient id="gl" cx="35%" cy="30%" r="75%"><stop offset="0" stop-color="${C.tealLight}" stop-opacity=".9"/><stop offset=".55" stop-color="${C.teal}"/><stop offset="1" stop-color="${C.indigo}"/></radialGradient></defs>`
  out += `<circle cx="300" cy="300" r="205" fill="url(#gl)"/>`
  for (const k of [0.25, 0.55, 0.82]) out += `<ellipse cx="300" cy="300" rx="${r1(205 * k)}" ry="205" fill="none" stroke="rgba(255,255,255,.35)" stroke-width="2"/>`
  out += `<line x1="300" y1="95" x2="300" y2="505" stroke="rgba(255,255,255,.35)" stroke-width="2"/>`
  for (const dy of [-140, -75, 0, 75, 140]) {
    const half = Math.sqrt(205 * 205 - dy * dy)
    out += `<ellipse cx="300" cy="${300 + dy}" rx="${r1(half)}" ry="${r1(half * 0.12)}" fill="none" stroke="rgba(255,255,255,.3)" stroke-width="2"/>`
  }
  out += `<ellipse cx="300" cy="300" rx="285" ry="92" fill="none" stroke="${C.amber}" stroke-width="3" transform="rotate(-18 300 300)" stroke-dasharray="2 10" stroke-linecap="round"/>`
  const pills: [string, number, number, string][] = [['.com', 60, 250, C.amber], ['.co.uk', 440, 150, C.white], ['.io', 470, 380, C.violetLight], ['.dev', 120, 455, C.tealLight]]
  for (const [label, x, y, col] of pills) {
    const w = 28 + label.length * 17
    out += `<rect x="${x}" y="${y}" width="${w}" height="46" rx="23" fill="${C.indigoDeep}" stroke="${col}" stroke-width="2.5"/>`
    out += `<text x="${x + w / 2}" y="${y + 31}" text-anchor="middle" font-family="${FONT}" font-size="24" font-weight="700" fill="${col}">${label}</text>`
  }
  return out
}

const shield: Motif = () => {
  let out = ''
  for (const [r, o] of [[270, 0.08], [225, 0.12], [180, 0.16]] as const) out += `<circle cx="300" cy="300" r="${r}" fill="none" stroke="${C.white}" stroke-opacity="${o}" stroke-width="2"/>`
  out += `<defs><linearGradient id="sh" x1="0" y1="0" x2="1" y2="1"><stop offset="0" stop-color="${C.violetLight}"/><stop offset="1" stop-color="${C.violet}"/></linearGradient></defs>`
  out += `<path d="M300 92 L452 150 V292 C452 392 386 462 300 502 C214 462 148 392 148 292 V150 Z" fill="url(#sh)" stroke="rgba(255,255,255,.5)" stroke-width="3"/>`
  out += `<path d="M300 120 L428 170 V292 C428 376 372 436 300 472 Z" fill="#fff" opacity=".08"/>`
  out += `<path d="M258 270 V238 a42 42 0 0 1 84 0 V270" fill="none" stroke="${C.white}" stroke-width="18" stroke-linecap="round"/>`
  out += `<rect x="236" y="262" width="128" height="104" rx="16" fill="${C.amber}"/>`
  out += `<circle cx="300" cy="304" r="13" fill="${C.indigo}"/><rect x="294" y="310" width="12" height="30" rx="5" fill="${C.indigo}"/>`
  return out
}

const envelope: Motif = (rand) => {
  let out = ''
  let d = 'M60 470'
  for (let i = 1; i <= 4; i++) d += ` Q${60 + i * 60 - 30} ${470 - i * 40 - 40 * rand()} ${60 + i * 60} ${470 - i * 48}`
  out += `<path d="${d}" fill="none" stroke="${C.amberLight}" stroke-width="3" stroke-dasharray="4 12" stroke-linecap="round"/>`
  out += `<g transform="rotate(-8 330 300)"><rect x="150" y="190" width="360" height="240" rx="18" fill="${C.white}"/>`
  out += `<path d="M150 208 L330 330 L510 208" fill="none" stroke="${C.violet}" stroke-width="10" stroke-linejoin="round"/>`
  out += `<path d="M150 420 L280 300 M510 420 L380 300" stroke="#c7d2fe" stroke-width="6"/></g>`
  out += `<circle cx="490" cy="180" r="52" fill="${C.teal}" stroke="${C.white}" stroke-width="6"/>`
  out += `<path d="M466 180 l16 16 l30 -32" fill="none" stroke="${C.white}" stroke-width="10" stroke-linecap="round" stroke-linejoin="round"/>`
  return out
}

const envelopeWarning: Motif = (rand) => {
  let out = envelope(rand).replace(`fill="${C.teal}"`, `fill="${C.amber}"`)
  out = out.replace(/<path d="M466 180[^>]*\/>/, `<text x="490" y="204" text-anchor="middle" font-family="${FONT}" font-size="64" font-weight="700" fill="${C.indigo}">!</text>`)
  out += `<path d="M60 130 q30 -40 60 0 v60 a30 30 0 0 1 -60 0" fill="none" stroke="${C.white}" stroke-opacity=".6" stroke-width="8" stroke-linecap="round"/>`
  return out
}

const dns: Motif = () => {
  const node = (x: number, y: number, label: string, fill: string, text = C.white, w = 120) =>
    `<rect x="${x - w / 2}" y="${y - 28}" width="${w}" height="56" rx="14" fill="${fill}" stroke="rgba(255,255,255,.35)" stroke-width="2"/>` +
    `<text x="${x}" y="${y + 9}" text-anchor="middle" font-family="${FONT}" font-size="24" font-weight="700" fill="${text}">${label}</text>`
  const line = (x1: number, y1: number, x2: number, y2: number) =>
    `<path d="M${x1} ${y1} C${x1} ${(y1 + y2) / 2} ${x2} ${(y1 + y2) / 2} ${x2} ${y2}" fill="none" stroke="rgba(255,255,255,.5)" stroke-width="3"/>`
  let out = ''
  out += line(300, 110, 130, 260) + line(300, 110, 300, 260) + line(300, 110, 470, 260)
  out += line(130, 290, 80, 440) + line(130, 290, 210, 440) + line(300, 290, 330, 440) + line(470, 290, 480, 440)
  out += node(300, 90, '.', C.amber, C.indigo, 90)
  out += node(130, 270, '.uk', C.violet) + node(300, 270, '.com', C.violet) + node(470, 270, '.org', C.violet)
  out += node(80, 460, 'co.uk', C.teal, C.white, 110) + node(210, 460, 'org.uk', C.teal, C.white, 110)
  out += node(330, 460, 'lumen', C.teal, C.white, 110) + node(480, 460, 'charity', C.teal, C.white, 120)
  return out
}

const gauge: Motif = (rand) => {
  let out = `<defs><linearGradient id="ga" x1="0" x2="1"><stop offset="0" stop-color="${C.teal}"/><stop offset=".6" stop-color="${C.violetLight}"/><stop offset="1" stop-color="${C.amber}"/></linearGradient></defs>`
  out += `<path d="M110 380 A200 200 0 1 1 490 380" fill="none" stroke="rgba(255,255,255,.12)" stroke-width="44" stroke-linecap="round"/>`
  out += `<path d="M110 380 A200 200 0 1 1 490 380" fill="none" stroke="url(#ga)" stroke-width="44" stroke-linecap="round" stroke-dasharray="940 2000"/>`
  for (let i = 0; i <= 10; i++) {
    const a = Math.PI * (1.1 - i * 0.12)
    const x1 = 300 + Math.cos(a) * 150, y1 = 330 - Math.sin(a) * 150
    const x2 = 300 + Math.cos(a) * 128, y2 = 330 - Math.sin(a) * 128
    out += `<line x1="${r1(x1)}" y1="${r1(y1)}" x2="${r1(x2)}" y2="${r1(y2)}" stroke="rgba(255,255,255,.55)" stroke-width="4" stroke-linecap="round"/>`
  }
  out += `<line x1="300" y1="330" x2="430" y2="210" stroke="${C.white}" stroke-width="12" stroke-linecap="round"/>`
  out += `<circle cx="300" cy="330" r="28" fill="${C.amber}" stroke="${C.white}" stroke-width="6"/>`
  for (let i = 0; i < 9; i++) {
    const h = 20 + rand() * 50
    out += `<rect x="${156 + i * 34}" y="${540 - h}" width="22" height="${r1(h)}" rx="6" fill="${i % 3 === 2 ? C.amber : C.tealLight}" opacity=".85"/>`
  }
  return out
}

const server = (x: number, y: number, w: number, h: number, rand: () => number) => {
  let out = `<rect x="${x}" y="${y}" width="${w}" height="${h}" rx="14" fill="${C.indigoDeep}" stroke="rgba(255,255,255,.25)" stroke-width="2"/>`
  const units = Math.floor((h - 20) / 40)
  for (let u = 0; u < units; u++) {
    out += `<rect x="${x + 12}" y="${y + 14 + u * 40}" width="${w - 24}" height="30" rx="5" fill="${C.indigoMid}"/>`
    out += `<circle cx="${x + w - 30}" cy="${y + 29 + u * 40}" r="4" fill="${rand() > 0.3 ? C.tealLight : C.amber}"/>`
  }
  return out
}

const migrate: Motif = (rand) => {
  let out = server(40, 260, 150, 230, rand) + server(410, 130, 150, 360, rand)
  out += `<path d="M190 300 C260 150 340 130 400 170" fill="none" stroke="${C.amber}" stroke-width="6" stroke-dasharray="14 12" stroke-linecap="round"/>`
  out += `<path d="M382 148 l26 24 l-34 12" fill="none" stroke="${C.amber}" stroke-width="6" stroke-linecap="round" stroke-linejoin="round"/>`
  for (const [x, y, col] of [[236, 210, C.tealLight], [286, 170, C.violetLight], [338, 156, C.white]] as const) {
    out += `<rect x="${x - 14}" y="${y - 14}" width="28" height="28" rx="6" fill="${col}"/>`
  }
  out += `<ellipse cx="300" cy="530" rx="270" ry="18" fill="#000" opacity=".25"/>`
  return out
}

const backup: Motif = () => {
  let out = ''
  const cylinder = (cx: number, top: number, col: string) =>
    `<path d="M${cx - 110} ${top} v70 a110 30 0 0 0 220 0 v-70" fill="${col}" stroke="rgba(255,255,255,.35)" stroke-width="2"/>` +
    `<ellipse cx="${cx}" cy="${top}" rx="110" ry="30" fill="${col}" stroke="rgba(255,255,255,.5)" stroke-width="2"/>` +
    `<circle cx="${cx + 70}" cy="${top + 52}" r="6" fill="${C.tealLight}"/>`
  out += cylinder(300, 380, C.indigoMid) + cylinder(300, 290, C.violet) + cylinder(300, 200, '#7c3aed')
  out += `<path d="M120 300 A190 190 0 0 1 470 180" fill="none" stroke="${C.amber}" stroke-width="12" stroke-linecap="round"/>`
  out += `<path d="M452 142 l26 44 l-50 6" fill="none" stroke="${C.amber}" stroke-width="12" stroke-linecap="round" stroke-linejoin="round"/>`
  out += `<path d="M480 330 A190 190 0 0 1 160 470" fill="none" stroke="${C.tealLight}" stroke-width="12" stroke-linecap="round" stroke-dasharray="2 22"/>`
  return out
}

const codeWindow = (rand: () => number, x: number, y: number, w: number, h: number, light = false) => {
  const bg = light ? '#f8fafc' : C.indigoDeep
  let out = `<rect x="${x}" y="${y}" width="${w}" height="${h}" rx="18" fill="${bg}" stroke="rgba(255,255,255,.3)" stroke-width="2"/>`
  out += `<rect x="${x}" y="${y}" width="${w}" height="44" rx="18" fill="${light ? '#e2e8f0' : C.indigoMid}"/><rect x="${x}" y="${y + 26}" width="${w}" height="18" fill="${light ? '#e2e8f0' : C.indigoMid}"/>`
  for (const [i, col] of ['#f87171', C.amber, C.tealLight].entries()) out += `<circle cx="${x + 28 + i * 24}" cy="${y + 22}" r="7" fill="${col}"/>`
  return out
}

const terminal: Motif = (rand) => {
  let out = codeWindow(rand, 50, 90, 500, 420)
  const palette = [C.tealLight, C.violetLight, C.amberLight, 'rgba(255,255,255,.55)']
  for (let line = 0; line < 9; line++) {
    const y = 170 + line * 34
    let x = 84
    if (line % 3 === 0) {
      out += `<text x="${x}" y="${y + 8}" font-family="'DejaVu Sans Mono', monospace" font-size="24" font-weight="700" fill="${C.amber}">$</text>`
      x += 30
    } else x += 24 * Math.floor(rand() * 3)
    const tokens = 1 + Math.floor(rand() * 3)
    for (let t = 0; t < tokens; t++) {
      const w = 40 + Math.floor(rand() * 110)
      if (x + w > 510) break
      out += `<rect x="${x}" y="${y - 8}" width="${w}" height="16" rx="8" fill="${palette[Math.floor(rand() * palette.length)]}"/>`
      x += w + 14
    }
  }
  out += `<rect x="84" y="484" width="16" height="26" fill="${C.white}" opacity=".85"/>`
  return out
}

const browser: Motif = (rand) => {
  let out = `<ellipse cx="300" cy="540" rx="250" ry="18" fill="#000" opacity=".22"/>`
  out += codeWindow(rand, 40, 80, 520, 440, true)
  out += `<rect x="150" y="92" width="300" height="22" rx="11" fill="#fff"/>`
  out += `<rect x="70" y="150" width="460" height="140" rx="12" fill="${C.violet}"/>`
  out += `<rect x="96" y="182" width="220" height="22" rx="11" fill="#fff"/><rect x="96" y="218" width="160" height="14" rx="7" fill="rgba(255,255,255,.6)"/>`
  out += `<rect x="96" y="248" width="96" height="26" rx="13" fill="${C.amber}"/>`
  out += `<circle cx="440" cy="222" r="48" fill="${C.tealLight}" opacity=".9"/>`
  for (let i = 0; i < 3; i++) {
    const x = 70 + i * 156
    out += `<rect x="${x}" y="312" width="140" height="180" rx="12" fill="#fff" stroke="#e2e8f0" stroke-width="2"/>`
    out += `<rect x="${x + 14}" y="326" width="112" height="64" rx="8" fill="${[C.teal, C.indigoMid, C.amber][i]}" opacity=".85"/>`
    for (let l = 0; l < 3; l++) out += `<rect x="${x + 14}" y="${404 + l * 22}" width="${60 + Math.floor(rand() * 52)}" height="10" rx="5" fill="#cbd5e1"/>`
  }
  return out
}

const calendar: Motif = (rand) => {
  let out = `<rect x="70" y="110" width="400" height="380" rx="24" fill="#fff"/>`
  out += `<rect x="70" y="110" width="400" height="80" rx="24" fill="${C.violet}"/><rect x="70" y="160" width="400" height="30" fill="${C.violet}"/>`
  for (const x of [150, 390]) out += `<rect x="${x - 8}" y="86" width="16" height="56" rx="8" fill="${C.indigo}"/>`
  const hot = 5 + Math.floor(rand() * 20)
  for (let i = 0; i < 28; i++) {
    const cx = 112 + (i % 7) * 53, cy = 228 + Math.floor(i / 7) * 62
    out += `<rect x="${cx - 19}" y="${cy - 19}" width="38" height="38" rx="9" fill="${i === hot ? C.amber : '#e0e7ff'}"/>`
  }
  out += `<circle cx="470" cy="440" r="92" fill="${C.teal}" stroke="#fff" stroke-width="10"/>`
  out += `<path d="M470 390 V440 L505 462" fill="none" stroke="#fff" stroke-width="12" stroke-linecap="round" stroke-linejoin="round"/>`
  return out
}

const uptime: Motif = (rand) => {
  let out = `<rect x="40" y="120" width="520" height="360" rx="24" fill="${C.indigoDeep}" stroke="rgba(255,255,255,.25)" stroke-width="2"/>`
  out += `<text x="80" y="196" font-family="${FONT}" font-size="54" font-weight="700" fill="#fff">99.98%</text>`
  out += `<rect x="80" y="222" width="190" height="14" rx="7" fill="rgba(255,255,255,.3)"/>`
  for (let i = 0; i < 45; i++) {
    const bad = i === 31 || (i === 12 && rand() > 0.2)
    out += `<rect x="${80 + i * 10.2}" y="${bad ? 290 : 280}" width="6" height="${bad ? 60 : 70}" rx="3" fill="${bad ? C.amber : C.tealLight}"/>`
  }
  let d = 'M80 440'
  for (let i = 1; i <= 8; i++) d += ` L${80 + i * 55} ${r1(440 - 20 * rand() - i * 6)}`
  out += `<path d="${d}" fill="none" stroke="${C.violetLight}" stroke-width="5" stroke-linejoin="round" stroke-linecap="round"/>`
  return out
}

const key: Motif = () => {
  let out = `<rect x="330" y="110" width="200" height="380" rx="30" fill="${C.indigoDeep}" stroke="rgba(255,255,255,.5)" stroke-width="4"/>`
  out += `<rect x="350" y="150" width="160" height="290" rx="12" fill="${C.indigoMid}"/>`
  out += `<text x="430" y="250" text-anchor="middle" font-family="'DejaVu Sans Mono', monospace" font-size="40" font-weight="700" fill="${C.tealLight}">482</text>`
  out += `<text x="430" y="300" text-anchor="middle" font-family="'DejaVu Sans Mono', monospace" font-size="40" font-weight="700" fill="${C.tealLight}">913</text>`
  out += `<path d="M380 360 A50 50 0 1 1 480 360" fill="none" stroke="${C.amber}" stroke-width="8" stroke-linecap="round"/>`
  out += `<circle cx="430" cy="465" r="10" fill="rgba(255,255,255,.5)"/>`
  out += `<g transform="rotate(-35 200 330)"><circle cx="140" cy="330" r="80" fill="${C.amber}"/><circle cx="140" cy="330" r="32" fill="${C.indigo}"/>`
  out += `<rect x="210" y="312" width="200" height="36" rx="10" fill="${C.amber}"/><rect x="330" y="340" width="24" height="48" rx="6" fill="${C.amber}"/><rect x="376" y="340" width="24" height="36" rx="6" fill="${C.amber}"/></g>`
  return out
}

const cloud: Motif = (rand) => {
  let out = `<g fill="#fff" opacity=".95"><circle cx="210" cy="230" r="90"/><circle cx="320" cy="190" r="120"/><circle cx="430" cy="250" r="80"/><rect x="130" y="230" width="370" height="100" rx="50"/></g>`
  out += `<path d="M210 330 V400 M320 330 V420 M430 330 V400 M120 460 H500" stroke="rgba(255,255,255,.6)" stroke-width="4" fill="none"/>`
  for (const x of [210, 320, 430]) out += server(x - 50, 400, 100, 100, rand).replace(/rx="14"/, 'rx="10"')
  out += `<text x="320" y="300" text-anchor="middle" font-family="${FONT}" font-size="46" font-weight="700" fill="${C.violet}">VPS</text>`
  return out
}

const leaf: Motif = (rand) => {
  let out = server(330, 150, 190, 360, rand)
  out += `<path d="M90 470 C60 300 170 140 360 110 C380 300 280 440 90 470 Z" fill="${C.teal}" stroke="rgba(255,255,255,.6)" stroke-width="3"/>`
  out += `<path d="M100 460 C180 360 250 260 340 130" fill="none" stroke="${C.tealLight}" stroke-width="6" stroke-linecap="round"/>`
  for (const [x1, y1, x2, y2] of [[170, 370, 150, 300], [220, 300, 210, 220], [210, 330, 290, 320], [270, 230, 330, 230]] as const) {
    out += `<path d="M${x1} ${y1} Q${(x1 + x2) / 2 - 10} ${(y1 + y2) / 2} ${x2} ${y2}" fill="none" stroke="${C.tealLight}" stroke-width="4" stroke-linecap="round" opacity=".8"/>`
  }
  out += `<circle cx="480" cy="110" r="56" fill="${C.amber}"/>`
  return out
}

const cookie: Motif = (rand) => {
  let out = `<circle cx="220" cy="300" r="170" fill="#d6a25c"/><circle cx="220" cy="300" r="170" fill="none" stroke="#b07a36" stroke-width="10"/>`
  for (let i = 0; i < 9; i++) {
    const a = rand() * Math.PI * 2, d = 30 + rand() * 110
    out += `<ellipse cx="${r1(220 + Math.cos(a) * d)}" cy="${r1(300 + Math.sin(a) * d)}" rx="14" ry="10" fill="#5b3412" transform="rotate(${Math.floor(rand() * 180)} ${r1(220 + Math.cos(a) * d)} ${r1(300 + Math.sin(a) * d)})"/>`
  }
  out += `<rect x="330" y="250" width="240" height="250" rx="22" fill="#fff"/>`
  for (let i = 0; i < 3; i++) {
    const y = 300 + i * 70, on = i !== 2
    out += `<rect x="354" y="${y - 8}" width="110" height="16" rx="8" fill="#cbd5e1"/>`
    out += `<rect x="484" y="${y - 18}" width="64" height="36" rx="18" fill="${on ? C.teal : '#cbd5e1'}"/><circle cx="${on ? 530 : 502}" cy="${y}" r="14" fill="#fff"/>`
  }
  return out
}

const redirect: Motif = () => {
  const page = (x: number, y: number, col: string, label: string) =>
    `<rect x="${x}" y="${y}" width="170" height="220" rx="16" fill="#fff"/>` +
    `<rect x="${x + 20}" y="${y + 24}" width="130" height="60" rx="8" fill="${col}"/>` +
    `<rect x="${x + 20}" y="${y + 104}" width="110" height="12" rx="6" fill="#cbd5e1"/><rect x="${x + 20}" y="${y + 128}" width="90" height="12" rx="6" fill="#cbd5e1"/>` +
    `<text x="${x + 85}" y="${y + 196}" text-anchor="middle" font-family="'DejaVu Sans Mono', monospace" font-size="22" font-weight="700" fill="${C.indigo}">${label}</text>`
  let out = page(40, 190, '#94a3b8', '/old') + page(390, 190, C.violet, '/new')
  out += `<path d="M225 300 H370" stroke="${C.amber}" stroke-width="12" stroke-linecap="round"/><path d="M340 270 l34 30 l-34 30" fill="none" stroke="${C.amber}" stroke-width="12" stroke-linecap="round" stroke-linejoin="round"/>`
  out += `<rect x="232" y="200" width="130" height="56" rx="28" fill="${C.indigoDeep}" stroke="${C.amber}" stroke-width="3"/>`
  out += `<text x="297" y="238" text-anchor="middle" font-family="${FONT}" font-size="28" font-weight="700" fill="${C.amber}">301</text>`
  return out
}

const paper: Motif = () => {
  let out = `<rect x="150" y="70" width="300" height="400" rx="18" fill="#fff" transform="rotate(-6 300 270)" opacity=".5"/>`
  out += `<rect x="160" y="90" width="300" height="400" rx="18" fill="#fff"/>`
  out += `<rect x="196" y="130" width="180" height="22" rx="11" fill="${C.indigo}"/>`
  for (let i = 0; i < 8; i++) out += `<rect x="196" y="${180 + i * 30}" width="${i % 3 === 2 ? 150 : 228}" height="12" rx="6" fill="#cbd5e1"/>`
  out += `<circle cx="420" cy="450" r="62" fill="${C.amber}" stroke="#fff" stroke-width="8"/><path d="M392 450 l20 20 l36 -40" fill="none" stroke="${C.indigo}" stroke-width="12" stroke-linecap="round" stroke-linejoin="round"/>`
  return out
}

const network: Motif = (rand) => {
  const sites: [number, number, string][] = [[250, 330, 'Manchester'], [300, 440, 'London'], [470, 400, 'Amsterdam']]
  let out = ''
  const pts: [number, number][] = []
  for (let i = 0; i < 26; i++) pts.push([40 + rand() * 520, 40 + rand() * 520])
  for (const [x, y] of pts) {
    const [sx, sy] = sites[Math.floor(rand() * sites.length)]!
    out += `<line x1="${r1(x)}" y1="${r1(y)}" x2="${sx}" y2="${sy}" stroke="rgba(255,255,255,.14)" stroke-width="2"/>`
  }
  for (const [x, y] of pts) out += `<circle cx="${r1(x)}" cy="${r1(y)}" r="5" fill="${C.violetLight}" opacity=".8"/>`
  out += `<path d="M250 330 L300 440 L470 400 Z" fill="none" stroke="${C.amber}" stroke-width="4" stroke-dasharray="8 8"/>`
  for (const [x, y, label] of sites) {
    out += `<circle cx="${x}" cy="${y}" r="34" fill="${C.teal}" opacity=".3"/><circle cx="${x}" cy="${y}" r="16" fill="${C.tealLight}" stroke="#fff" stroke-width="4"/>`
    out += `<text x="${x}" y="${y - 34}" text-anchor="middle" font-family="${FONT}" font-size="22" font-weight="700" fill="#fff">${label}</text>`
  }
  return out
}

const MOTIFS = { rack, globe, shield, envelope, envelopeWarning, dns, gauge, migrate, backup, terminal, browser, calendar, uptime, key, cloud, leaf, cookie, redirect, paper, network }
type MotifName = keyof typeof MOTIFS

// ---------------------------------------------------------------------------------------------------------------
// Scenes

const BACKGROUNDS = {
  indigo: [C.indigoDeep, C.violet],
  teal: [C.indigo, C.teal],
  violet: [C.violet, C.indigo],
  dusk: [C.indigo, '#7c2d92'],
  night: [C.indigoDeep, C.indigoMid],
  amber: [C.indigo, '#b45309'],
} as const
type Background = keyof typeof BACKGROUNDS

interface SceneOptions {
  width: number
  height: number
  seed: string
  background: Background
  motifs: { name: MotifName; x: number; y: number; size: number }[]
  extra?: string
}

function scene({ width, height, seed, background, motifs, extra = '' }: SceneOptions): string {
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

/** One motif centred a little right of the middle: the usual cover. */
function cover(seed: string, name: MotifName, background: Background): SceneOptions {
  return { width: 1200, height: 675, seed, background, motifs: [{ name, x: 660 - 260, y: 337 - 260, size: 520 }] }
}

function hero(seed: string, background: Background, motifs: SceneOptions['motifs']): SceneOptions {
  return { width: 1600, height: 1000, seed, background, motifs }
}

// ---------------------------------------------------------------------------------------------------------------
// Logos

function markFor(brand: string): string {
  switch (brand) {
    case 'lumen-hosting':
      return `<circle cx="48" cy="48" r="36" fill="${C.violet}"/><circle cx="48" cy="48" r="16" fill="${C.amber}"/>` +
        Array.from({ length: 8 }, (_, i) => `<rect x="46" y="18" width="4" height="10" rx="2" fill="${C.amberLight}" transform="rotate(${i * 45} 48 48)"/>`).join('')
    case 'kestrel-domains':
      return `<rect x="12" y="12" width="72" height="72" rx="18" fill="${C.teal}"/><path d="M24 58 L48 30 L72 58 L56 50 L48 66 L40 50 Z" fill="#fff"/>`
    case 'harbour-cloud':
      return `<rect x="12" y="12" width="72" height="72" rx="36" fill="${C.indigo}"/><path d="M24 52 q12 -12 24 0 t24 0 M24 64 q12 -12 24 0 t24 0" fill="none" stroke="${C.tealLight}" stroke-width="5" stroke-linecap="round"/><circle cx="48" cy="34" r="8" fill="${C.amber}"/>`
    case 'fernway-mail':
      return `<rect x="12" y="20" width="72" height="56" rx="12" fill="${C.teal}"/><path d="M48 70 C48 50 48 36 48 26 M48 60 l-14 -8 M48 60 l14 -8 M48 48 l-12 -8 M48 48 l12 -8 M48 36 l-9 -6 M48 36 l9 -6" stroke="#fff" stroke-width="4" stroke-linecap="round" fill="none"/>`
    default:
      return `<path d="M40 84 L44 36 H52 L56 84 Z" fill="${C.indigo}"/><rect x="38" y="24" width="20" height="14" rx="3" fill="${C.amber}"/><path d="M58 30 L92 14 V46 Z" fill="${C.amberLight}" opacity=".8"/>`
  }
}

function logo(brand: string, name: string): string {
  const [first, ...rest] = name.split(' ')
  const size = name.length > 13 ? 25 : 30
  return `<svg xmlns="http://www.w3.org/2000/svg" width="320" height="96" viewBox="0 0 320 96">${markFor(brand)}` +
    `<text x="100" y="${48 + size * 0.35}" font-family="${FONT}" font-size="${size}" font-weight="700" fill="${C.indigo}" letter-spacing="-.5">${first}<tspan font-weight="400" fill="${C.violet}"> ${rest.join(' ')}</tspan></text></svg>`
}

function paymentLogo(kind: string): string {
  const card = (inner: string) =>
    `<svg xmlns="http://www.w3.org/2000/svg" width="160" height="100" viewBox="0 0 160 100"><rect x="2" y="2" width="156" height="96" rx="12" fill="#fff" stroke="#cbd5e1" stroke-width="2"/>${inner}</svg>`
  switch (kind) {
    case 'visa':
      return card(`<text x="80" y="64" text-anchor="middle" font-family="${FONT}" font-size="40" font-style="italic" font-weight="700" fill="#1a1f71" letter-spacing="1">VISA</text>`)
    case 'mastercard':
      return card(`<circle cx="64" cy="44" r="24" fill="#eb001b"/><circle cx="96" cy="44" r="24" fill="#f79e1b" opacity=".9"/><text x="80" y="86" text-anchor="middle" font-family="${FONT}" font-size="14" font-weight="700" fill="#231f20">mastercard</text>`)
    case 'amex':
      return card(`<rect x="18" y="22" width="124" height="56" rx="6" fill="#1f72cd"/><text x="80" y="59" text-anchor="middle" font-family="${FONT}" font-size="26" font-weight="700" fill="#fff" letter-spacing="1">AMEX</text>`)
    case 'paypal':
      return card(`<text x="80" y="62" text-anchor="middle" font-family="${FONT}" font-size="32" font-style="italic" font-weight="700"><tspan fill="#003087">Pay</tspan><tspan fill="#009cde">Pal</tspan></text>`)
    default:
      return card(`<path d="M26 34 h22 a16 16 0 0 1 0 32 h-22 z" fill="none" stroke="#1e1b4b" stroke-width="6"/><text x="62" y="46" font-family="${FONT}" font-size="17" font-weight="700" fill="#1e1b4b">Direct</text><text x="62" y="68" font-family="${FONT}" font-size="17" font-weight="700" fill="#1e1b4b">Debit</text>`)
  }
}

// ---------------------------------------------------------------------------------------------------------------
// Avatars

function avatar(seed: string, bg: string, skin: string, hair: string, top: string, glasses: boolean, longHair: boolean): string {
  let s = `<rect width="400" height="400" fill="${bg}"/>`
  s += `<circle cx="320" cy="70" r="120" fill="#fff" opacity=".12"/><circle cx="60" cy="360" r="90" fill="#000" opacity=".08"/>`
  if (longHair) s += `<path d="M118 200 C110 90 290 90 282 200 L292 330 H108 Z" fill="${hair}"/>`
  s += `<path d="M70 400 C76 300 140 280 200 280 C260 280 324 300 330 400 Z" fill="${top}"/>`
  s += `<rect x="178" y="236" width="44" height="54" rx="18" fill="${skin}"/>`
  s += `<ellipse cx="200" cy="186" rx="74" ry="84" fill="${skin}"/>`
  s += longHair
    ? `<path d="M126 180 C126 110 170 96 200 96 C240 96 278 118 276 182 C250 160 220 140 190 128 C170 150 150 166 126 180 Z" fill="${hair}"/>`
    : `<path d="M128 170 C120 110 164 90 204 92 C250 94 284 120 272 176 C262 150 240 134 200 132 C166 132 140 146 128 170 Z" fill="${hair}"/>`
  s += `<circle cx="174" cy="192" r="6" fill="${C.indigo}"/><circle cx="226" cy="192" r="6" fill="${C.indigo}"/>`
  s += `<path d="M180 228 Q200 244 220 228" fill="none" stroke="${C.indigo}" stroke-width="5" stroke-linecap="round"/>`
  if (glasses) s += `<g fill="none" stroke="${C.indigo}" stroke-width="5"><circle cx="174" cy="192" r="20"/><circle cx="226" cy="192" r="20"/><path d="M194 192 h12"/></g>`
  return `<svg xmlns="http://www.w3.org/2000/svg" width="400" height="400" viewBox="0 0 400 400" data-seed="${seed}">${s}</svg>`
}

// ---------------------------------------------------------------------------------------------------------------
// The manifest: every image of the pack.

interface Job {
  file: string
  width: number
  height: number
  svg: string
}

function sceneJob(file: string, options: SceneOptions): Job {
  return {
    file,
    width: options.width,
    height: options.height,
    svg: `<svg xmlns="http://www.w3.org/2000/svg" width="${options.width}" height="${options.height}" viewBox="0 0 ${options.width} ${options.height}">${scene(options)}</svg>`,
  }
}

/** Article covers: slug, motif, background. */
export const COVERS: [string, MotifName, Background][] = [
  ['what-nvme-storage-changes', 'gauge', 'indigo'],
  ['choosing-a-hosting-plan', 'rack', 'violet'],
  ['shared-hosting-or-vps', 'cloud', 'teal'],
  ['how-our-daily-backups-work', 'backup', 'night'],
  ['website-migration-checklist', 'migrate', 'dusk'],
  ['upgrading-to-php-8-4', 'terminal', 'indigo'],
  ['http3-for-every-site', 'gauge', 'teal'],
  ['speed-up-wordpress', 'browser', 'amber'],
  ['wordpress-staging-sites', 'browser', 'night'],
  ['how-to-transfer-a-domain', 'migrate', 'teal'],
  ['co-uk-or-com', 'globe', 'violet'],
  ['dns-records-explained', 'dns', 'indigo'],
  ['dns-propagation-explained', 'dns', 'dusk'],
  ['what-happens-when-a-domain-expires', 'calendar', 'amber'],
  ['keep-your-domain-safe', 'shield', 'teal'],
  ['free-ssl-certificates-explained', 'shield', 'indigo'],
  ['spf-dkim-dmarc', 'envelope', 'violet'],
  ['two-factor-authentication', 'key', 'night'],
  ['spotting-phishing-emails', 'envelopeWarning', 'dusk'],
  ['how-we-handle-malware', 'shield', 'amber'],
  ['setting-up-business-email', 'envelope', 'teal'],
  ['cron-jobs-on-shared-hosting', 'calendar', 'indigo'],
  ['deploying-with-git', 'terminal', 'teal'],
  ['uptime-and-incident-reports', 'uptime', 'violet'],
  ['our-data-centres-and-energy', 'leaf', 'teal'],
  ['cookie-banners-for-uk-websites', 'cookie', 'night'],
  ['introducing-lumen-vps', 'cloud', 'violet'],
  ['redirects-that-keep-rankings', 'redirect', 'indigo'],
]

function jobs(): Job[] {
  const list: Job[] = []
  list.push(sceneJob('hero-home.jpg', hero('hero-home', 'indigo', [
    { name: 'rack', x: 780, y: 170, size: 720 },
    { name: 'globe', x: 110, y: 300, size: 600 },
  ])))
  list.push(sceneJob('hero-web-hosting.jpg', hero('hero-web-hosting', 'violet', [{ name: 'rack', x: 400, y: 110, size: 800 }])))
  list.push(sceneJob('hero-domains.jpg', hero('hero-domains', 'teal', [{ name: 'globe', x: 380, y: 80, size: 840 }])))
  list.push(sceneJob('hero-about.jpg', hero('hero-about', 'night', [{ name: 'network', x: 360, y: 80, size: 860 }])))
  list.push(sceneJob('hero-legal.jpg', hero('hero-legal', 'dusk', [{ name: 'paper', x: 450, y: 150, size: 700 }])))
  list.push(sceneJob('og-lumen-hosting.jpg', {
    width: 1200, height: 630, seed: 'og', background: 'indigo',
    motifs: [{ name: 'rack', x: 780, y: 130, size: 400 }],
    extra: `<g transform="translate(80 200) scale(1.2)">${markFor('lumen-hosting')}</g>` +
      `<text x="210" y="282" font-family="${FONT}" font-size="76" font-weight="700" fill="#fff">Lumen <tspan font-weight="400" fill="${C.amberLight}">Hosting</tspan></text>` +
      `<text x="84" y="380" font-family="${FONT}" font-size="36" fill="#e0e7ff">UK web hosting and domains,</text>` +
      `<text x="84" y="430" font-family="${FONT}" font-size="36" fill="#e0e7ff">backed by people who pick up the phone.</text>` +
      `<text x="84" y="540" font-family="${FONT}" font-size="26" font-weight="700" fill="${C.tealLight}">lumenhosting.example</text>`,
  }))
  for (const [slug, motif, background] of COVERS) list.push(sceneJob(`cover-${slug}.jpg`, cover(slug, motif, background)))
  list.push({ file: 'avatar-priya-raman.jpg', width: 400, height: 400, svg: avatar('priya', C.violet, '#a86b48', '#1f130d', C.teal, false, true) })
  list.push({ file: 'avatar-tom-whitfield.jpg', width: 400, height: 400, svg: avatar('tom', C.teal, '#f0c8a8', '#8a5a2b', C.indigoMid, true, false) })
  list.push({ file: 'avatar-megan-lloyd.jpg', width: 400, height: 400, svg: avatar('megan', C.amber, '#f5d0b5', '#b4532a', C.violet, false, true) })
  for (const [brand, name] of [['lumen-hosting', 'Lumen Hosting'], ['kestrel-domains', 'Kestrel Domains'], ['harbour-cloud', 'Harbour Cloud'], ['fernway-mail', 'Fernway Mail'], ['beacon-ssl', 'Beacon SSL']] as const) {
    list.push({ file: `logo-${brand}.png`, width: 320, height: 96, svg: logo(brand, name) })
  }
  for (const kind of ['visa', 'mastercard', 'amex', 'paypal', 'direct-debit']) {
    list.push({ file: `payment-${kind}.png`, width: 160, height: 100, svg: paymentLogo(kind) })
  }
  return list
}

async function main(): Promise<void> {
  const args = process.argv.slice(2)
  const onlyAt = args.indexOf('--only')
  const only = onlyAt >= 0 ? args[onlyAt + 1] : undefined
  mkdirSync(OUT, { recursive: true })
  const browser = await launchBrowser()
  try {
    const context = await browser.newContext({ deviceScaleFactor: 1, colorScheme: 'light', reducedMotion: 'reduce' })
    const page = await context.newPage()
    let total = 0
    for (const job of jobs()) {
      if (only && !job.file.startsWith(only)) continue
      const png = job.file.endsWith('.png')
      await page.setViewportSize({ width: job.width, height: job.height })
      await page.setContent(
        `<!doctype html><html><head><meta charset="utf-8"><style>html,body{margin:0;padding:0;background:${png ? 'transparent' : '#1e1b4b'}}svg{display:block}</style></head><body>${job.svg}</body></html>`,
      )
      await page.evaluate(() => document.fonts.ready)
      const buffer = await page.screenshot({
        clip: { x: 0, y: 0, width: job.width, height: job.height },
        type: png ? 'png' : 'jpeg',
        ...(png ? { omitBackground: true } : { quality: 80 }),
        animations: 'disabled',
        caret: 'hide',
      })
      const path = join(OUT, job.file)
      writeFileSync(path, buffer)
      total += statSync(path).size
      console.log(`${job.file} ${job.width}×${job.height} ${(buffer.length / 1024).toFixed(1)} KB`)
    }
    console.log(`${(total / 1024 / 1024).toFixed(2)} MB written to content/media`)
  } finally {
    await browser.close()
  }
}

if (process.argv[1] && resolve(process.argv[1]) === fileURLToPath(import.meta.url)) {
  main().catch((error: unknown) => {
    console.error(error)
    process.exit(1)
  })
}

/** Motifs about servers and sites: racks, gauges, terminals, browsers, clouds, shops. Each draws into a 600×600 box. */
import { C, FONT, r1, type Motif } from './palette'

const ledColours = [C.tealLight, C.tealLight, C.tealLight, C.amber, C.violetLight]

export const rack: Motif = (rand) => {
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


export const gauge: Motif = (rand) => {
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

export const server = (x: number, y: number, w: number, h: number, rand: () => number) => {
  let out = `<rect x="${x}" y="${y}" width="${w}" height="${h}" rx="14" fill="${C.indigoDeep}" stroke="rgba(255,255,255,.25)" stroke-width="2"/>`
  const units = Math.floor((h - 20) / 40)
  for (let u = 0; u < units; u++) {
    out += `<rect x="${x + 12}" y="${y + 14 + u * 40}" width="${w - 24}" height="30" rx="5" fill="${C.indigoMid}"/>`
    out += `<circle cx="${x + w - 30}" cy="${y + 29 + u * 40}" r="4" fill="${rand() > 0.3 ? C.tealLight : C.amber}"/>`
  }
  return out
}

export const migrate: Motif = (rand) => {
  let out = server(40, 260, 150, 230, rand) + server(410, 130, 150, 360, rand)
  out += `<path d="M190 300 C260 150 340 130 400 170" fill="none" stroke="${C.amber}" stroke-width="6" stroke-dasharray="14 12" stroke-linecap="round"/>`
  out += `<path d="M382 148 l26 24 l-34 12" fill="none" stroke="${C.amber}" stroke-width="6" stroke-linecap="round" stroke-linejoin="round"/>`
  for (const [x, y, col] of [[236, 210, C.tealLight], [286, 170, C.violetLight], [338, 156, C.white]] as const) {
    out += `<rect x="${x - 14}" y="${y - 14}" width="28" height="28" rx="6" fill="${col}"/>`
  }
  out += `<ellipse cx="300" cy="530" rx="270" ry="18" fill="#000" opacity=".25"/>`
  return out
}

export const backup: Motif = () => {
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

export const codeWindow = (rand: () => number, x: number, y: number, w: number, h: number, light = false) => {
  const bg = light ? '#f8fafc' : C.indigoDeep
  let out = `<rect x="${x}" y="${y}" width="${w}" height="${h}" rx="18" fill="${bg}" stroke="rgba(255,255,255,.3)" stroke-width="2"/>`
  out += `<rect x="${x}" y="${y}" width="${w}" height="44" rx="18" fill="${light ? '#e2e8f0' : C.indigoMid}"/><rect x="${x}" y="${y + 26}" width="${w}" height="18" fill="${light ? '#e2e8f0' : C.indigoMid}"/>`
  for (const [i, col] of ['#f87171', C.amber, C.tealLight].entries()) out += `<circle cx="${x + 28 + i * 24}" cy="${y + 22}" r="7" fill="${col}"/>`
  return out
}

export const terminal: Motif = (rand) => {
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

export const browser: Motif = (rand) => {
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


export const uptime: Motif = (rand) => {
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


export const cloud: Motif = (rand) => {
  let out = `<g fill="#fff" opacity=".95"><circle cx="210" cy="230" r="90"/><circle cx="320" cy="190" r="120"/><circle cx="430" cy="250" r="80"/><rect x="130" y="230" width="370" height="100" rx="50"/></g>`
  out += `<path d="M210 330 V400 M320 330 V420 M430 330 V400 M120 460 H500" stroke="rgba(255,255,255,.6)" stroke-width="4" fill="none"/>`
  for (const x of [210, 320, 430]) out += server(x - 50, 400, 100, 100, rand).replace(/rx="14"/, 'rx="10"')
  out += `<text x="320" y="300" text-anchor="middle" font-family="${FONT}" font-size="46" font-weight="700" fill="${C.violet}">VPS</text>`
  return out
}

export const leaf: Motif = (rand) => {
  let out = server(330, 150, 190, 360, rand)
  out += `<path d="M90 470 C60 300 170 140 360 110 C380 300 280 440 90 470 Z" fill="${C.teal}" stroke="rgba(255,255,255,.6)" stroke-width="3"/>`
  out += `<path d="M100 460 C180 360 250 260 340 130" fill="none" stroke="${C.tealLight}" stroke-width="6" stroke-linecap="round"/>`
  for (const [x1, y1, x2, y2] of [[170, 370, 150, 300], [220, 300, 210, 220], [210, 330, 290, 320], [270, 230, 330, 230]] as const) {
    out += `<path d="M${x1} ${y1} Q${(x1 + x2) / 2 - 10} ${(y1 + y2) / 2} ${x2} ${y2}" fill="none" stroke="${C.tealLight}" stroke-width="4" stroke-linecap="round" opacity=".8"/>`
  }
  out += `<circle cx="480" cy="110" r="56" fill="${C.amber}"/>`
  return out
}

export const storefront: Motif = () => {
  let out = `<ellipse cx="300" cy="540" rx="280" ry="18" fill="#000" opacity=".25"/>`
  out += `<rect x="60" y="200" width="480" height="330" rx="10" fill="${C.indigoMid}" stroke="rgba(255,255,255,.3)" stroke-width="2"/>`
  // the striped awning, scalloped along its edge
  out += `<path d="M40 130 H560 L580 210 H20 Z" fill="#fff"/>`
  for (let i = 0; i < 7; i += 2) out += `<path d="M${r1(20 + i * 80)} 210 L${r1(40 + i * 74.3)} 130 H${r1(40 + (i + 1) * 74.3)} L${r1(20 + (i + 1) * 80)} 210 Z" fill="${C.amber}"/>`
  for (let i = 0; i < 7; i++) out += `<path d="M${20 + i * 80} 210 a40 26 0 0 0 80 0" fill="${i % 2 === 0 ? C.amber : '#fff'}"/>`
  // the shop window shows the shop's new website
  out += `<rect x="96" y="270" width="250" height="200" rx="12" fill="#f8fafc"/>`
  out += `<rect x="96" y="270" width="250" height="30" rx="12" fill="#e2e8f0"/><rect x="96" y="288" width="250" height="12" fill="#e2e8f0"/>`
  for (const [i, col] of ['#f87171', C.amber, C.teal].entries()) out += `<circle cx="${114 + i * 16}" cy="285" r="5" fill="${col}"/>`
  out += `<rect x="114" y="316" width="214" height="70" rx="8" fill="${C.violet}"/><rect x="130" y="334" width="110" height="14" rx="7" fill="#fff"/><rect x="130" y="358" width="60" height="16" rx="8" fill="${C.amber}"/>`
  for (let i = 0; i < 3; i++) out += `<rect x="${114 + i * 74}" y="400" width="62" height="52" rx="6" fill="${[C.teal, C.indigoMid, C.amber][i]}" opacity=".85"/>`
  // the door, with its sign turned to open
  out += `<rect x="382" y="270" width="122" height="260" rx="8" fill="${C.indigoDeep}" stroke="rgba(255,255,255,.35)" stroke-width="2"/>`
  out += `<circle cx="486" cy="410" r="7" fill="${C.amberLight}"/>`
  out += `<path d="M415 300 L443 276 L471 300" fill="none" stroke="#fff" stroke-width="3"/>`
  out += `<rect x="400" y="300" width="86" height="44" rx="8" fill="${C.teal}" stroke="#fff" stroke-width="3"/>`
  out += `<text x="443" y="331" text-anchor="middle" font-family="${FONT}" font-size="24" font-weight="700" fill="#fff">OPEN</text>`
  return out
}

export const pluginShield: Motif = (rand) => {
  let out = `<ellipse cx="280" cy="540" rx="250" ry="18" fill="#000" opacity=".22"/>`
  out += codeWindow(rand, 30, 90, 440, 400, true)
  // plugins as puzzle pieces, one of them out of date
  const piece = (x: number, y: number, col: string) =>
    `<path d="M${x} ${y} h44 a18 18 0 1 1 36 0 h44 v44 a18 18 0 1 1 0 36 v44 h-124 Z" fill="${col}"/>`
  out += piece(70, 170, C.violet) + piece(250, 170, C.teal) + piece(70, 330, C.indigoMid)
  out += piece(250, 330, '#cbd5e1')
  out += `<circle cx="312" cy="392" r="26" fill="${C.amber}"/><path d="M300 392 a12 12 0 1 0 12 -12 M312 372 l0 8 l8 0" fill="none" stroke="${C.indigo}" stroke-width="5" stroke-linecap="round" stroke-linejoin="round"/>`
  // and the shield that closes the known weaknesses
  out += `<path d="M460 200 L560 238 V330 C560 396 516 442 460 468 C404 442 360 396 360 330 V238 Z" fill="${C.amber}" stroke="#fff" stroke-width="6"/>`
  out += `<path d="M418 330 l30 30 l56 -62" fill="none" stroke="${C.indigo}" stroke-width="16" stroke-linecap="round" stroke-linejoin="round"/>`
  return out
}

export const sharedServer: Motif = (rand) => {
  let out = `<ellipse cx="300" cy="550" rx="270" ry="18" fill="#000" opacity=".25"/>`
  out += server(140, 380, 320, 160, rand)
  // many small sites, one well-kept server
  const sites: [number, number, string][] = [[30, 150, C.violet], [170, 60, C.teal], [330, 60, C.amber], [470, 150, C.violetLight], [250, 200, C.tealLight]]
  for (const [x, y] of sites) out += `<path d="M${x + 50} ${y + 90} C${x + 50} 320 300 320 300 380" fill="none" stroke="rgba(255,255,255,.45)" stroke-width="3" stroke-dasharray="2 8" stroke-linecap="round"/>`
  for (const [x, y, col] of sites) {
    out += `<rect x="${x}" y="${y}" width="100" height="90" rx="10" fill="#fff"/>`
    out += `<rect x="${x}" y="${y}" width="100" height="18" rx="10" fill="#e2e8f0"/><rect x="${x}" y="${y + 10}" width="100" height="8" fill="#e2e8f0"/>`
    out += `<rect x="${x + 10}" y="${y + 28}" width="80" height="26" rx="5" fill="${col}"/>`
    out += `<rect x="${x + 10}" y="${y + 62}" width="${40 + Math.floor(rand() * 40)}" height="8" rx="4" fill="#cbd5e1"/>`
  }
  return out
}

/** Motifs about domains, email and safety: globes, DNS trees, shields, envelopes, keys, inboxes. Each draws into a 600×600 box. */
import { C, FONT, r1, type Motif } from './palette'
import { server } from './hostingMotifs'

export const globe: Motif = () => {
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

export const shield: Motif = () => {
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

export const envelope: Motif = (rand) => {
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

export const envelopeWarning: Motif = (rand) => {
  let out = envelope(rand).replace(`fill="${C.teal}"`, `fill="${C.amber}"`)
  out = out.replace(/<path d="M466 180[^>]*\/>/, `<text x="490" y="204" text-anchor="middle" font-family="${FONT}" font-size="64" font-weight="700" fill="${C.indigo}">!</text>`)
  out += `<path d="M60 130 q30 -40 60 0 v60 a30 30 0 0 1 -60 0" fill="none" stroke="${C.white}" stroke-opacity=".6" stroke-width="8" stroke-linecap="round"/>`
  return out
}

export const dns: Motif = () => {
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


export const calendar: Motif = (rand) => {
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


export const key: Motif = () => {
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


export const cookie: Motif = (rand) => {
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

export const redirect: Motif = () => {
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

export const paper: Motif = () => {
  let out = `<rect x="150" y="70" width="300" height="400" rx="18" fill="#fff" transform="rotate(-6 300 270)" opacity=".5"/>`
  out += `<rect x="160" y="90" width="300" height="400" rx="18" fill="#fff"/>`
  out += `<rect x="196" y="130" width="180" height="22" rx="11" fill="${C.indigo}"/>`
  for (let i = 0; i < 8; i++) out += `<rect x="196" y="${180 + i * 30}" width="${i % 3 === 2 ? 150 : 228}" height="12" rx="6" fill="#cbd5e1"/>`
  out += `<circle cx="420" cy="450" r="62" fill="${C.amber}" stroke="#fff" stroke-width="8"/><path d="M392 450 l20 20 l36 -40" fill="none" stroke="${C.indigo}" stroke-width="12" stroke-linecap="round" stroke-linejoin="round"/>`
  return out
}

export const network: Motif = (rand) => {
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

export const connect: Motif = (rand) => {
  let out = `<ellipse cx="300" cy="540" rx="270" ry="18" fill="#000" opacity=".22"/>`
  out += server(390, 250, 170, 270, rand)
  // the address bar of the domain, plugged into the server by a cable
  out += `<rect x="30" y="110" width="330" height="72" rx="36" fill="#fff"/>`
  out += `<circle cx="72" cy="146" r="22" fill="${C.teal}"/><ellipse cx="72" cy="146" rx="9" ry="22" fill="none" stroke="#fff" stroke-width="3"/><line x1="50" y1="146" x2="94" y2="146" stroke="#fff" stroke-width="3"/>`
  out += `<text x="108" y="157" font-family="${FONT}" font-size="30" font-weight="700" fill="${C.indigo}">yourshop.co.uk</text>`
  out += `<path d="M250 182 C250 300 330 330 420 300" fill="none" stroke="${C.amber}" stroke-width="12" stroke-linecap="round"/>`
  out += `<rect x="404" y="282" width="40" height="36" rx="8" fill="${C.amberLight}" stroke="${C.indigoDeep}" stroke-width="3"/>`
  out += `<rect x="50" y="250" width="160" height="50" rx="25" fill="${C.indigoDeep}" stroke="${C.tealLight}" stroke-width="3"/>`
  out += `<text x="130" y="283" text-anchor="middle" font-family="${FONT}" font-size="24" font-weight="700" fill="${C.tealLight}">A record</text>`
  out += `<circle cx="540" cy="240" r="40" fill="${C.teal}" stroke="#fff" stroke-width="6"/>`
  out += `<path d="M522 240 l12 12 l24 -26" fill="none" stroke="#fff" stroke-width="9" stroke-linecap="round" stroke-linejoin="round"/>`
  return out
}

export const inbox: Motif = (rand) => {
  let out = `<rect x="190" y="110" width="370" height="400" rx="22" fill="#fff"/>`
  out += `<rect x="190" y="110" width="370" height="64" rx="22" fill="${C.violet}"/><rect x="190" y="150" width="370" height="24" fill="${C.violet}"/>`
  out += `<text x="220" y="154" font-family="${FONT}" font-size="28" font-weight="700" fill="#fff">Inbox</text>`
  for (let i = 0; i < 4; i++) {
    const y = 196 + i * 76
    if (i === 0) out += `<rect x="202" y="${y - 6}" width="346" height="68" rx="12" fill="#ccfbf1"/><rect x="202" y="${y - 6}" width="8" height="68" rx="4" fill="${C.teal}"/>`
    out += `<circle cx="248" cy="${y + 28}" r="20" fill="${[C.teal, C.amber, C.violetLight, C.indigoMid][i]}"/>`
    out += `<rect x="282" y="${y + 12}" width="${110 + Math.floor(rand() * 90)}" height="12" rx="6" fill="${i === 0 ? C.indigo : '#94a3b8'}"/>`
    out += `<rect x="282" y="${y + 34}" width="${140 + Math.floor(rand() * 100)}" height="10" rx="5" fill="#cbd5e1"/>`
  }
  // a message arriving, and the junk folder it stays out of
  out += `<path d="M40 120 Q110 60 180 170" fill="none" stroke="${C.amberLight}" stroke-width="3" stroke-dasharray="4 12" stroke-linecap="round"/>`
  out += `<g transform="rotate(12 150 215)"><rect x="92" y="176" width="116" height="78" rx="10" fill="${C.amber}"/><path d="M92 182 L150 222 L208 182" fill="none" stroke="${C.indigo}" stroke-width="6" stroke-linejoin="round"/></g>`
  out += `<rect x="40" y="420" width="128" height="64" rx="14" fill="${C.indigoDeep}" stroke="rgba(255,255,255,.4)" stroke-width="2" stroke-dasharray="8 6"/>`
  out += `<text x="104" y="461" text-anchor="middle" font-family="${FONT}" font-size="24" font-weight="700" fill="rgba(255,255,255,.6)">Junk</text>`
  return out
}

export const domainEndings: Motif = () => {
  const rows: [string, string][][] = [
    [['.shop', C.amber], ['.london', C.white], ['.app', C.tealLight]],
    [['.studio', C.violetLight], ['.online', C.tealLight]],
    [['.tech', C.white], ['.cymru', C.amber], ['.blog', C.violetLight]],
    [['.scot', C.tealLight], ['.design', C.white]],
  ]
  let out = ''
  rows.forEach((row, r) => {
    const widths = row.map(([label]) => 40 + label.length * 19)
    let x = 300 - (widths.reduce((a, b) => a + b, 0) + (row.length - 1) * 20) / 2
    row.forEach(([label, col], i) => {
      const w = widths[i]!
      const y = 96 + r * 112
      const hot = r === 1 && i === 0
      out += `<rect x="${r1(x)}" y="${y}" width="${w}" height="66" rx="33" fill="${hot ? C.amber : C.indigoDeep}" stroke="${col}" stroke-width="3"/>`
      out += `<text x="${r1(x + w / 2)}" y="${y + 44}" text-anchor="middle" font-family="${FONT}" font-size="32" font-weight="700" fill="${hot ? C.indigo : col}">${label}</text>`
      if (hot) out += `<path d="M${r1(x + w - 6)} ${y - 22} l7 15 l16 2 l-12 11 l3 16 l-14 -8 l-14 8 l3 -16 l-12 -11 l16 -2 Z" fill="${C.white}"/>`
      x += w + 20
    })
  })
  return out
}

/**
 * The static map of the company-details page: a stylised street map of the streets around the (fictional)
 * Manchester office, drawn from shapes in the colours of common street maps. 1200×800.
 */
import { FONT } from '../images/palette'

const W = 1200
const H = 800

function street(d: string, width: number): string {
  return `<path d="${d}" fill="none" stroke="#c9c2b6" stroke-width="${width + 4}" stroke-linecap="round" stroke-linejoin="round"/>` +
    `<path d="${d}" fill="none" stroke="#ffffff" stroke-width="${width}" stroke-linecap="round" stroke-linejoin="round"/>`
}

function label(text: string, x: number, y: number, angle = 0, size = 21): string {
  return `<text x="${x}" y="${y}" transform="rotate(${angle} ${x} ${y})" text-anchor="middle" font-family="${FONT}" font-size="${size}" fill="#3f3a33" stroke="#fff" stroke-width="4" paint-order="stroke" stroke-linejoin="round">${text}</text>`
}

/** The map as an SVG document. */
export function streetMap(): string {
  const blocks = [
    [60, 60, 230, 150], [330, 40, 200, 120], [580, 30, 240, 140], [870, 40, 270, 160],
    [40, 270, 200, 180], [300, 230, 170, 150], [960, 270, 200, 170],
    [60, 540, 220, 200], [330, 560, 210, 190], [610, 520, 170, 110], [860, 530, 280, 200],
  ]
  let svg = `<svg xmlns="http://www.w3.org/2000/svg" width="${W}" height="${H}" viewBox="0 0 ${W} ${H}">`
  svg += `<rect width="${W}" height="${H}" fill="#f2efe9"/>`
  svg += blocks.map(([x, y, w, h]) => `<rect x="${x}" y="${y}" width="${w}" height="${h}" rx="6" fill="#e2dcd2"/>`).join('')
  // a small park and the canal basin
  svg += `<rect x="600" y="262" width="220" height="104" rx="10" fill="#c8e6b4"/>`
  svg += label('Sackville Gardens', 710, 321, 0, 19)
  svg += `<path d="M-20 150 C 200 200 380 420 560 450 S 900 520 1220 700" fill="none" stroke="#aad3df" stroke-width="34"/>`
  svg += label('Rochdale Canal', 1030, 585, 17, 22)
  // railway into Piccadilly
  svg += `<path d="M1220 90 L 1040 160" stroke="#9a9a9a" stroke-width="8"/><path d="M1220 90 L 1040 160" stroke="#fff" stroke-width="3" stroke-dasharray="14 12"/>`
  svg += `<rect x="880" y="130" width="190" height="64" rx="8" fill="#d9c9e6" stroke="#9b7fb8" stroke-width="2"/>`
  svg += label('Piccadilly station', 975, 169, 0, 19)
  // streets
  svg += street('M0 220 L 1200 235', 22) + label('Piccadilly', 200, 228, 0.7)
  svg += street('M0 490 L 1200 505', 18) + label('Whitworth Street', 170, 497, 0.7)
  svg += street('M290 0 L 310 800', 18) + label('Portland Street', 300, 120, 88)
  svg += street('M560 0 C 565 300 560 500 575 800', 14) + label('Canal Street', 562, 640, 88)
  svg += street('M850 0 L 870 800', 16) + label('Aytoun Street', 860, 640, 89)
  svg += street('M0 390 L 540 400', 12)
  // the office: a pin with a label
  svg += `<g transform="translate(640 455)"><ellipse cx="0" cy="4" rx="16" ry="6" fill="#000" opacity=".2"/>` +
    `<path d="M0 0 C -8 -18 -26 -30 -26 -52 a26 26 0 0 1 52 0 C 26 -30 8 -18 0 0z" fill="#6d28d9" stroke="#fff" stroke-width="3"/>` +
    `<circle cx="0" cy="-52" r="10" fill="#fcd34d"/></g>`
  svg += `<g transform="translate(672 372)"><rect width="300" height="70" rx="10" fill="#1e1b4b"/>` +
    `<text x="16" y="30" font-family="${FONT}" font-size="23" font-weight="700" fill="#fff">Lumen Hosting</text>` +
    `<text x="16" y="56" font-family="${FONT}" font-size="19" fill="#e0e7ff">Unit 4, Tanner Yard</text></g>`
  // north arrow and scale
  svg += `<g transform="translate(1130 720)"><circle r="30" fill="#fff" stroke="#c9c2b6" stroke-width="2"/><path d="M0 -22 L 9 8 L 0 2 L -9 8z" fill="#1e1b4b"/>` +
    `<text y="24" text-anchor="middle" font-family="${FONT}" font-size="13" font-weight="700" fill="#1e1b4b">N</text></g>`
  svg += `<g transform="translate(40 760)"><rect x="-10" y="-24" width="236" height="36" rx="6" fill="#fff" opacity=".85"/><path d="M0 0 h160 M0 -8 v8 M160 -8 v8" stroke="#3f3a33" stroke-width="3"/>` +
    `<text x="170" y="2" font-family="${FONT}" font-size="14" fill="#3f3a33">200 m</text></g>`
  return `${svg}</svg>`
}

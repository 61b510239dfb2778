/** Logos: the group's brands and the payment methods the brand accepts. */
import { C, FONT } from './palette'

/** The square mark of a brand of the group, in a 96×96 box. */
export function markFor(brand: string): string {
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

/** A brand logo, 320×96, transparent: mark and two-tone wordmark. */
export function logo(brand: string, name: string): string {
  const [first, ...rest] = name.split(' ')
  const size = name.length > 13 ? 25 : 30
  return `<svg xmlns="http://www.w3.org/2000/svg" width="320" height="96" viewBox="0 0 320 96">${markFor(brand)}` +
    `<text x="100" y="${48 + size * 0.35}" font-family="${FONT}" font-size="${size}" font-weight="700" fill="${C.indigo}" letter-spacing="-.5">${first}<tspan font-weight="400" fill="${C.violet}"> ${rest.join(' ')}</tspan></text></svg>`
}

/** A payment method logo on a white card, 160×100. */
export function paymentLogo(kind: string): string {
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

import { C } from './palette'

/** An illustrated author portrait, 400×400: a head-and-shoulders figure on a coloured ground. */
export function avatar(seed: string, bg: string, skin: string, hair: string, top: string, glasses: boolean, longHair: boolean): string {
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

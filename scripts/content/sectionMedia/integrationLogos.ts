/**
 * Marks for the apps in the integrations section, 128×128 on transparent. They are our own simple drawings in
 * each app's colours, not the apps' trademarked logos: the section prints every app's name beside its mark.
 */
import { FONT } from '../images/palette'

const tile = (fill: string, inner: string, stroke = '') =>
  `<svg xmlns="http://www.w3.org/2000/svg" width="128" height="128" viewBox="0 0 128 128"><rect x="4" y="4" width="120" height="120" rx="28" fill="${fill}"${stroke}/>${inner}</svg>`

/** Every integration mark: file name (without `integration-` and `.png`) and its SVG. */
export const integrationLogos: Record<string, string> = {
  wordpress: tile('#21759b', `<circle cx="64" cy="64" r="38" fill="none" stroke="#fff" stroke-width="6"/><text x="64" y="81" text-anchor="middle" font-family="Georgia, 'DejaVu Serif', serif" font-size="50" font-weight="700" fill="#fff">W</text>`),
  woocommerce: tile('#7f54b3', `<path d="M22 38 h84 a10 10 0 0 1 10 10 v26 a10 10 0 0 1 -10 10 h-30 l8 14 -22 -14 h-40 a10 10 0 0 1 -10 -10 v-26 a10 10 0 0 1 10 -10z" fill="#fff"/><text x="64" y="71" text-anchor="middle" font-family="${FONT}" font-size="25" font-weight="700" fill="#7f54b3">Woo</text>`),
  cloudflare: tile('#ffffff', `<path d="M30 86 h70 a14 14 0 0 0 0 -28 a22 22 0 0 0 -42 -8 a16 16 0 0 0 -26 14 a11 11 0 0 0 -2 22z" fill="#f38020"/><path d="M62 86 h38 a14 14 0 0 0 0 -28 a22 22 0 0 0 -8 -2 a26 26 0 0 1 -30 30z" fill="#faad3f"/>`, ' stroke="#e2e8f0" stroke-width="3"'),
  github: tile('#24292f', `<circle cx="44" cy="38" r="9" fill="none" stroke="#fff" stroke-width="6"/><circle cx="44" cy="92" r="9" fill="none" stroke="#fff" stroke-width="6"/><circle cx="86" cy="50" r="9" fill="none" stroke="#fff" stroke-width="6"/><path d="M44 47 v36 M86 59 c0 16 -42 10 -42 24" fill="none" stroke="#fff" stroke-width="6" stroke-linecap="round"/>`),
  'lets-encrypt': tile('#2c3c69', `<path d="M46 58 v-10 a18 18 0 0 1 36 0 v10" fill="none" stroke="#ffa400" stroke-width="8" stroke-linecap="round"/><rect x="34" y="56" width="60" height="44" rx="8" fill="#ffa400"/><circle cx="64" cy="75" r="6" fill="#2c3c69"/><rect x="61" y="78" width="6" height="12" rx="3" fill="#2c3c69"/>`),
  'microsoft-365': tile('#d83b01', `<text x="64" y="80" text-anchor="middle" font-family="${FONT}" font-size="44" font-weight="700" fill="#fff" letter-spacing="-1">365</text>`),
}

import { DARK_MODE_COOKIE } from './constants'

/**
 * The inline <head> script that adds the `dark` class before first paint (no flash of the light theme), by the
 * same rule as darkModeMachine: the dark-mode cookie is true or the stored preference is dark. The cookie's half is
 * the server's: it draws `class="dark"` from the cookie, read by the one parser the render cache keys on, so this
 * script keeps that class and adds the stored preference instead of reading the cookie a second way. Hash it or
 * give it the page's CSP nonce.
 */
export function darkModeBootScript(): string {
  const name = JSON.stringify(DARK_MODE_COOKIE)
  return (
    '(function(h,d){' +
    'd=h.classList.contains("dark");' +
    `try{d=d||localStorage.getItem(${name})=="dark"}catch(e){}` +
    'h.classList.toggle("dark",d)' +
    '})(document.documentElement);'
  )
}

import { DARK_MODE_COOKIE } from './constants'

/**
 * The inline <head> script that adds the `dark` class before first paint (no flash of the light theme), by the
 * same rule as darkModeMachine: the dark-mode cookie is true or the stored preference is dark. Hash it or give it
 * the page's CSP nonce.
 */
export function darkModeBootScript(): string {
  const name = JSON.stringify(DARK_MODE_COOKIE)
  const pair = JSON.stringify(`;${DARK_MODE_COOKIE}=true;`)
  return (
    '(function(d){' +
    `try{d=(";"+document.cookie+";").replace(/\\s/g,"").indexOf(${pair})>-1}catch(e){}` +
    `try{d=d||localStorage.getItem(${name})=="dark"}catch(e){}` +
    'document.documentElement.classList.toggle("dark",!!d)' +
    '})();'
  )
}

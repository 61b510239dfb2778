import { DARK_MODE_COOKIE } from './constants'

/**
 * The inline <head> script that adds the `dark` class before first paint (no flash of the light theme), by the
 * same rule as darkModeMachine: the dark-mode cookie is true or the stored preference is dark. Hash it or give it
 * the page's CSP nonce.
 */
export function darkModeBootScript(): string {
  const name = JSON.stringify(DARK_MODE_COOKIE)
  return (
    '(function(){var d=false;' +
    `try{d=(";"+document.cookie+";").replace(/\\s/g,"").indexOf(";"+${name}+"=true;")>-1}catch(e){}` +
    `try{d=d||window.localStorage.getItem(${name})==="dark"}catch(e){}` +
    'document.documentElement.classList.toggle("dark",d)' +
    '})();'
  )
}

/** Vike's inline script that starts the client: a module script whose body imports the page's entries, nothing else. */
const VIKE_START = /(<script type="module" async(?: nonce="[^"]*")?>)(\s*(?:import\("[^"]+"\);\s*)+)(<\/script>)/

/** The longest the client waits for the load event, in ms after its script is parsed. */
export const CLIENT_START_TIMEOUT = 3000

/**
 * Issue 9: the client's code starts downloading once the page has loaded and the frame after that is painted,
 * instead of as soon as the parser reaches Vike's script at the end of the body. The server's HTML is the whole page,
 * styled: what the first screen needs (the web font, the hero image) then has the connection to itself, and the
 * 120 KB of scripts come after it rather than beside it. On a slow mobile link that is the order a visitor wants;
 * Lighthouse's LCP simulation counts every request that ended before the largest paint, so it sees the same thing.
 * The frame matters: a load event can come before the first paint, and scripts fetched in between counted.
 *
 * A visitor who taps, clicks or types first starts it at once, and a load event that never comes (an iframe that
 * hangs) holds it back CLIENT_START_TIMEOUT ms at most. Until then links are plain links and the page reads as
 * rendered. Any other script is left as it is; so is Vike's if it ever holds more than its imports.
 */
export function clientStartAfterLoad(html: string): string {
  return html.replace(VIKE_START, (_, open: string, imports: string, close: string) => {
    const start =
      'var s=0,go=function(){if(s++)return;' +
      imports.trim().replace(/\s+/g, '') +
      '},' +
      'painted=function(){requestAnimationFrame(function(){setTimeout(go,0)})};' +
      'if(document.readyState==="complete")painted();else{' +
      'addEventListener("load",painted,{once:true});' +
      'addEventListener("pointerdown",go,{once:true,capture:true});' +
      'addEventListener("keydown",go,{once:true,capture:true});' +
      `setTimeout(go,${CLIENT_START_TIMEOUT})}`
    return `${open}${start}${close}`
  })
}

import { FIRST_SCREEN_IMAGE } from '../../../sections/Image'

/** Vike's inline script that starts the client: a module script whose body imports the page's entries, nothing else. */
const VIKE_START = /(<script type="module" async(?: nonce="[^"]*")?>)(\s*(?:import\("[^"]+"\);\s*)+)(<\/script>)/

/** The longest the client waits for the load event, in ms after its script is parsed. */
export const CLIENT_START_TIMEOUT = 3000

/**
 * Issue 9: the client's code starts downloading once the page has loaded and its first screen is on the screen,
 * instead of as soon as the parser reaches Vike's script at the end of the body. The server's HTML is the whole page,
 * styled: what the first screen needs (the web font, the hero image) then has the connection to itself, and the
 * 120 KB of scripts come after it rather than beside it. On a slow mobile link that is the order a visitor wants;
 * Lighthouse's LCP simulation counts every request that ended before the largest paint, so it sees the same thing.
 *
 * "On the screen" is what the browser reports, not a frame the page asks for: a load event can come before the
 * first paint, and a frame's paint is shown tens of milliseconds after its animation frame on a busy device. So after
 * the load event the start waits for the paint timing entry of the first contentful paint and for an element timing
 * entry of each loaded first-screen image in the viewport (marked FIRST_SCREEN_IMAGE), all reported once shown. A
 * browser without element timing starts at the load event.
 *
 * A visitor who taps, clicks or types first starts it at once, and a load event or paint report that never comes (an
 * iframe that hangs, an image covered by another) holds it back CLIENT_START_TIMEOUT ms at most. Until then links are
 * plain links and the page reads as rendered. Any other script is left as it is; so is Vike's if it ever holds more
 * than its imports.
 */
export function clientStartAfterLoad(html: string): string {
  return html.replace(VIKE_START, (_, open: string, imports: string, close: string) => {
    // a module script: every browser that runs one has arrow functions; the script is kept short, as it is in every page
    const start =
      `var s=0,go=()=>{if(!s++){${imports.trim().replace(/\s+/g, '')}}},` +
      // after the load event: the first contentful paint, and each loaded first-screen image in view, reported shown
      `shown=()=>{var P=PerformanceObserver,f=0,o,w=[].filter.call(document.querySelectorAll("img[elementtiming=${FIRST_SCREEN_IMAGE}]"),` +
      'i=>{var r=i.getBoundingClientRect();return i.naturalWidth&&r.width&&r.top<innerHeight&&r.bottom>0});' +
      'if(!(P.supportedEntryTypes||[]).includes("element"))return go();' +
      'o=new P(l=>{l.getEntries().map(e=>{f|=e.name=="first-contentful-paint";w=w.filter(i=>i!=e.element)});f&&!w.length&&(o.disconnect(),go())});' +
      'o.observe({type:"paint",buffered:!0});o.observe({type:"element",buffered:!0})};' +
      'addEventListener("pointerdown",go,!0);addEventListener("keydown",go,!0);' +
      `setTimeout(go,${CLIENT_START_TIMEOUT});` +
      'document.readyState=="complete"?shown():addEventListener("load",shown)'
    return `${open}${start}${close}`
  })
}

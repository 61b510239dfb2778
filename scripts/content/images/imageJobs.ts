import { avatar } from './avatar'
import { logo, markFor, paymentLogo } from './logos'
import { C, FONT } from './palette'
import { cover, hero, scene, type Background, type MotifName, type SceneOptions } from './scene'

/** One image to draw: its file in content/media, its exact size, and its SVG. */
export interface Job {
  file: string
  width: number
  height: number
  svg: string
}

function sceneJob(file: string, options: SceneOptions): Job {
  return {
    file,
    width: options.width,
    height: options.height,
    svg: `<svg xmlns="http://www.w3.org/2000/svg" width="${options.width}" height="${options.height}" viewBox="0 0 ${options.width} ${options.height}">${scene(options)}</svg>`,
  }
}

/** Article covers: slug, motif, background. */
export const COVERS: [string, MotifName, Background][] = [
  ['what-nvme-storage-changes', 'gauge', 'indigo'],
  ['choosing-a-hosting-plan', 'rack', 'violet'],
  ['shared-hosting-or-vps', 'cloud', 'teal'],
  ['how-our-daily-backups-work', 'backup', 'night'],
  ['website-migration-checklist', 'migrate', 'dusk'],
  ['upgrading-to-php-8-4', 'terminal', 'indigo'],
  ['http3-for-every-site', 'gauge', 'teal'],
  ['speed-up-wordpress', 'browser', 'amber'],
  ['wordpress-staging-sites', 'browser', 'night'],
  ['how-to-transfer-a-domain', 'migrate', 'teal'],
  ['co-uk-or-com', 'globe', 'violet'],
  ['dns-records-explained', 'dns', 'indigo'],
  ['dns-propagation-explained', 'dns', 'dusk'],
  ['what-happens-when-a-domain-expires', 'calendar', 'amber'],
  ['keep-your-domain-safe', 'shield', 'teal'],
  ['free-ssl-certificates-explained', 'shield', 'indigo'],
  ['spf-dkim-dmarc', 'envelope', 'violet'],
  ['two-factor-authentication', 'key', 'night'],
  ['spotting-phishing-emails', 'envelopeWarning', 'dusk'],
  ['how-we-handle-malware', 'shield', 'amber'],
  ['setting-up-business-email', 'envelope', 'teal'],
  ['cron-jobs-on-shared-hosting', 'calendar', 'indigo'],
  ['deploying-with-git', 'terminal', 'teal'],
  ['uptime-and-incident-reports', 'uptime', 'violet'],
  ['our-data-centres-and-energy', 'leaf', 'teal'],
  ['cookie-banners-for-uk-websites', 'cookie', 'night'],
  ['introducing-lumen-vps', 'cloud', 'violet'],
  ['redirects-that-keep-rankings', 'redirect', 'indigo'],
  ['launching-a-small-business-website', 'storefront', 'amber'],
  ['wordpress-security-basics', 'pluginShield', 'dusk'],
  ['connecting-a-domain-to-your-hosting', 'connect', 'teal'],
  ['email-deliverability-basics', 'inbox', 'night'],
  ['newer-domain-endings', 'domainEndings', 'amber'],
]

/** Every image of the content pack. */
export function imageJobs(): Job[] {
  const list: Job[] = []
  list.push(sceneJob('hero-home.jpg', hero('hero-home', 'indigo', [
    { name: 'rack', x: 780, y: 170, size: 720 },
    { name: 'globe', x: 110, y: 300, size: 600 },
  ])))
  list.push(sceneJob('hero-web-hosting.jpg', hero('hero-web-hosting', 'violet', [{ name: 'rack', x: 400, y: 110, size: 800 }])))
  list.push(sceneJob('hero-domains.jpg', hero('hero-domains', 'teal', [{ name: 'globe', x: 380, y: 80, size: 840 }])))
  list.push(sceneJob('hero-about.jpg', hero('hero-about', 'night', [{ name: 'network', x: 360, y: 80, size: 860 }])))
  list.push(sceneJob('hero-legal.jpg', hero('hero-legal', 'dusk', [{ name: 'paper', x: 450, y: 150, size: 700 }])))
  list.push(sceneJob('og-lumen-hosting.jpg', {
    width: 1200, height: 630, seed: 'og', background: 'indigo',
    motifs: [{ name: 'rack', x: 780, y: 130, size: 400 }],
    extra: `<g transform="translate(80 200) scale(1.2)">${markFor('lumen-hosting')}</g>` +
      `<text x="210" y="282" font-family="${FONT}" font-size="76" font-weight="700" fill="#fff">Lumen <tspan font-weight="400" fill="${C.amberLight}">Hosting</tspan></text>` +
      `<text x="84" y="380" font-family="${FONT}" font-size="36" fill="#e0e7ff">UK web hosting and domains,</text>` +
      `<text x="84" y="430" font-family="${FONT}" font-size="36" fill="#e0e7ff">backed by people who pick up the phone.</text>` +
      `<text x="84" y="540" font-family="${FONT}" font-size="26" font-weight="700" fill="${C.tealLight}">lumenhosting.example</text>`,
  }))
  for (const [slug, motif, background] of COVERS) list.push(sceneJob(`cover-${slug}.jpg`, cover(slug, motif, background)))
  // the web hosting page's card for shared hosting: many sites on one server (its VPS card has the cloud)
  list.push(sceneJob('card-shared-hosting.jpg', cover('card-shared-hosting', 'sharedServer', 'teal')))
  list.push({ file: 'avatar-priya-raman.jpg', width: 400, height: 400, svg: avatar('priya', C.violet, '#a86b48', '#1f130d', C.teal, false, true) })
  list.push({ file: 'avatar-tom-whitfield.jpg', width: 400, height: 400, svg: avatar('tom', C.teal, '#f0c8a8', '#8a5a2b', C.indigoMid, true, false) })
  list.push({ file: 'avatar-megan-lloyd.jpg', width: 400, height: 400, svg: avatar('megan', C.amber, '#f5d0b5', '#b4532a', C.violet, false, true) })
  // the team (about page) and two quoted customers (reviews sections)
  list.push({ file: 'avatar-daniel-hughes.jpg', width: 400, height: 400, svg: avatar('daniel', C.indigoMid, '#e8b896', '#3b2a1e', C.amber, false, false) })
  list.push({ file: 'avatar-aisha-bello.jpg', width: 400, height: 400, svg: avatar('aisha', C.teal, '#6b4226', '#140c08', C.violetLight, false, true) })
  list.push({ file: 'avatar-callum-reid.jpg', width: 400, height: 400, svg: avatar('callum', C.violet, '#f3cdb0', '#c2562d', C.tealLight, true, false) })
  list.push({ file: 'avatar-hannah-pritchard.jpg', width: 400, height: 400, svg: avatar('hannah', C.tealLight, '#f1c9a5', '#5a3a22', C.indigo, true, true) })
  list.push({ file: 'avatar-owain-jenkins.jpg', width: 400, height: 400, svg: avatar('owain', C.amberLight, '#d9a27c', '#2b2b2b', C.teal, false, false) })
  for (const [brand, name] of [['lumen-hosting', 'Lumen Hosting'], ['kestrel-domains', 'Kestrel Domains'], ['harbour-cloud', 'Harbour Cloud'], ['fernway-mail', 'Fernway Mail'], ['beacon-ssl', 'Beacon SSL']] as const) {
    list.push({ file: `logo-${brand}.png`, width: 320, height: 96, svg: logo(brand, name) })
  }
  for (const kind of ['visa', 'mastercard', 'amex', 'paypal', 'direct-debit']) {
    list.push({ file: `payment-${kind}.png`, width: 160, height: 100, svg: paymentLogo(kind) })
  }
  return list
}

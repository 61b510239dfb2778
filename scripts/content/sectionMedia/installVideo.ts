/**
 * The juxtaposed-media demo video: the control panel installing WordPress, drawn on a canvas frame by frame.
 * `INSTALL_VIDEO_SCRIPT` runs in the page and defines `drawFrame(ctx, seconds)`; the same drawing at 0 s is
 * the poster. Silent, 960×540, 8 seconds.
 */
import { C, FONT } from '../images/palette'

export const INSTALL_VIDEO = { width: 960, height: 540, seconds: 8 }

const steps = ['Database created', 'SSL certificate issued', 'Caching switched on', 'WordPress installed']

/** Plain browser JavaScript (no TypeScript helpers), evaluated as a string so no bundler rewrites it. */
export const INSTALL_VIDEO_SCRIPT = `
window.drawFrame = function (g, t) {
  var W = ${INSTALL_VIDEO.width}, H = ${INSTALL_VIDEO.height}, font = ${JSON.stringify(FONT)};
  var steps = ${JSON.stringify(steps)};
  function rr(x, y, w, h, r, fill) { g.beginPath(); g.roundRect(x, y, w, h, r); g.fillStyle = fill; g.fill(); }
  function text(s, x, y, size, colour, weight) { g.font = (weight || 400) + ' ' + size + 'px ' + font; g.fillStyle = colour; g.fillText(s, x, y); }
  var ease = function (p) { p = Math.max(0, Math.min(1, p)); return p * p * (3 - 2 * p); };
  var bg = g.createLinearGradient(0, 0, W, H); bg.addColorStop(0, '${C.indigoDeep}'); bg.addColorStop(1, '${C.violet}');
  g.fillStyle = bg; g.fillRect(0, 0, W, H);
  // the window
  rr(60, 40, 840, 460, 16, '#ffffff');
  rr(60, 40, 840, 44, 16, '${C.mist}'); g.fillStyle = '${C.mist}'; g.fillRect(60, 64, 840, 20);
  ['#f87171', '#fbbf24', '#34d399'].forEach(function (c, i) { g.beginPath(); g.arc(86 + i * 22, 62, 7, 0, 7); g.fillStyle = c; g.fill(); });
  rr(170, 50, 420, 24, 12, '#ffffff'); text('my.lumenhosting.example/wordpress', 186, 67, 14, '#475569');
  // sidebar
  g.fillStyle = '${C.indigo}'; g.fillRect(60, 84, 190, 416); rr(60, 470, 190, 30, 16, '${C.indigo}');
  g.beginPath(); g.arc(92, 116, 14, 0, 7); g.fillStyle = '${C.violet}'; g.fill(); g.beginPath(); g.arc(92, 116, 6, 0, 7); g.fillStyle = '${C.amber}'; g.fill();
  text('Lumen', 114, 122, 18, '#ffffff', 700);
  ['Websites', 'WordPress', 'Domains', 'Email', 'Backups'].forEach(function (s, i) {
    if (i === 1) rr(72, 150 + i * 40, 166, 32, 8, 'rgba(255,255,255,.14)');
    text(s, 88, 172 + i * 40, 15, i === 1 ? '#ffffff' : '#c7d2fe', i === 1 ? 700 : 400);
  });
  // the form
  text('Install WordPress', 290, 130, 26, '${C.indigo}', 700);
  text('Domain', 290, 170, 14, '#475569', 700);
  rr(290, 180, 360, 40, 8, '#f1f5f9'); text('greenleaf-bakery.co.uk', 304, 206, 16, '#0f172a');
  var start = 1.0, end = 5.2, p = ease((t - start) / (end - start));
  var pressed = t > 0.6 && t < 1.0;
  rr(670, 180, 190, 40, 8, pressed ? '#d97706' : '${C.amber}'); text(t < start ? 'Install' : (p < 1 ? 'Installing…' : 'Installed'), 712, 206, 16, '#1f1300', 700);
  // progress
  rr(290, 244, 570, 12, 6, '#e2e8f0'); if (p > 0) rr(290, 244, Math.max(12, 570 * p), 12, 6, '${C.teal}');
  text(Math.round(p * 100) + '%', 290, 282, 14, '#475569', 700);
  steps.forEach(function (s, i) {
    var done = p >= (i + 1) / steps.length, y = 318 + i * 36;
    g.beginPath(); g.arc(302, y - 5, 11, 0, 7); g.fillStyle = done ? '${C.teal}' : '#e2e8f0'; g.fill();
    if (done) { g.beginPath(); g.moveTo(296, y - 5); g.lineTo(300, y - 1); g.lineTo(308, y - 10); g.strokeStyle = '#fff'; g.lineWidth = 3; g.stroke(); }
    text(s, 324, y, 16, done ? '#0f172a' : '#94a3b8', done ? 700 : 400);
  });
  // the live site slides in
  var live = ease((t - 5.6) / 0.8);
  if (live > 0) {
    g.globalAlpha = live;
    var x = 560 + (1 - live) * 60;
    rr(x, 290, 300, 190, 12, '${C.indigo}');
    rr(x + 16, 306, 268, 90, 8, '#fef3c7'); text('Greenleaf Bakery', x + 34, 348, 20, '#78350f', 700); text('Fresh bread, Manchester', x + 34, 374, 14, '#92400e');
    text('Your site is live', x + 16, 430, 20, '#ffffff', 700); text('https://greenleaf-bakery.co.uk', x + 16, 458, 14, '${C.tealLight}');
    g.globalAlpha = 1;
  }
};
`

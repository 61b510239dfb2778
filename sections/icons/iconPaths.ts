/**
 * The icon set of the section library: 24×24 outline drawings, stroked with currentColor so they take the
 * section's colour in either theme. Drawn for Stratum; no icon font, no CDN. The names are the enum of
 * schemas/shared/icon.schema.json (a test keeps the two equal).
 */
export const iconPaths = {
  check: ['M20 6 9 17l-5-5'],
  server: ['M4 4h16v6H4z', 'M4 14h16v6H4z', 'M8 7h.01', 'M8 17h.01', 'M12 7h4', 'M12 17h4'],
  shield: ['M12 3 4 6v6c0 4.8 3.4 8.2 8 9 4.6-.8 8-4.2 8-9V6z', 'm9 12 2 2 4-4'],
  globe: ['M12 3a9 9 0 1 0 0 18 9 9 0 0 0 0-18z', 'M3 12h18', 'M12 3c2.5 2.6 3.8 5.6 3.8 9s-1.3 6.4-3.8 9c-2.5-2.6-3.8-5.6-3.8-9S9.5 5.6 12 3z'],
  bolt: ['M13 2 4 14h7l-1 8 9-12h-7z'],
  lock: ['M5 11h14v10H5z', 'M8 11V7a4 4 0 0 1 8 0v4', 'M12 15v2'],
  mail: ['M3 5h18v14H3z', 'm3 6 9 7 9-7'],
  cloud: ['M7 18h11a4 4 0 0 0 .6-8A6 6 0 0 0 7.1 8.5 4.8 4.8 0 0 0 7 18z'],
  code: ['m8 7-5 5 5 5', 'm16 7 5 5-5 5', 'm14 4-4 16'],
  support: ['M4 14v-2a8 8 0 0 1 16 0v2', 'M4 14h3v5H5a1 1 0 0 1-1-1z', 'M20 14h-3v5h2a1 1 0 0 0 1-1z', 'M17 19c0 1.5-2 2-5 2'],
  speed: ['M4.9 18a9 9 0 1 1 14.2 0', 'm12 13 4-5', 'M12 13h.01'],
  backup: ['M3 12a9 9 0 1 0 3-6.7', 'M3 4v5h5', 'M12 8v4l3 2'],
} as const satisfies Record<string, readonly string[]>

/** The name of an icon of the set. */
export type IconName = keyof typeof iconPaths

/** Every icon name, in the order of the set. */
export const iconNames = Object.keys(iconPaths) as IconName[]

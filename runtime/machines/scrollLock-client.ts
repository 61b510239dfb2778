// Keeps the page behind a full-screen menu from scrolling. The root element, not body: iOS Safari scrolls the
// viewport through body overflow.

export function lockPageScroll(): void {
  if (typeof document !== 'undefined') document.documentElement.style.overflow = 'hidden'
}

export function unlockPageScroll(): void {
  if (typeof document !== 'undefined') document.documentElement.style.overflow = ''
}

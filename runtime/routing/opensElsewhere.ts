/** What a click, from the DOM or from React, says about where the visitor wants a link opened. */
export type LinkClick = Pick<MouseEvent, 'button' | 'metaKey' | 'ctrlKey' | 'shiftKey' | 'altKey'>

/**
 * Whether a click on a link asks for it somewhere else (a modified or non-primary click: a new tab or window, a
 * download): the browser should do that, and a handler that takes over plain clicks leaves it alone.
 */
export function opensElsewhere(click: LinkClick): boolean {
  return click.button !== 0 || click.metaKey || click.ctrlKey || click.shiftKey || click.altKey
}

import { Fragment, type ReactNode } from 'react'

/**
 * A message whose `{name}` placeholders are markup: `<Formatted message="Signed in as {name}." values={{ name:
 * <strong>{user}</strong> }} />`. A placeholder without a value stays visible, as format() leaves it.
 */
export function Formatted({ message, values }: { message: string; values: Readonly<Record<string, ReactNode>> }) {
  // split with a capture group: the placeholders' names at the odd places
  return message.split(/\{(\w+)\}/).map((part, index) => <Fragment key={index}>{index % 2 === 0 ? part : part in values ? values[part] : `{${part}}`}</Fragment>)
}

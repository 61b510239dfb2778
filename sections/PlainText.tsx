import { Fragment } from 'react'

/** Props of PlainText. */
export interface PlainTextProps {
  /** Text with no markup: a blank line starts a new paragraph, a single line break is kept. */
  text: string
  className?: string | undefined
}

/** Text written by a person (a customer's quote, a visitor's review) as paragraphs: never parsed as markup. */
export function PlainText({ text, className }: PlainTextProps) {
  const paragraphs = text
    .split(/\n\s*\n/)
    .map((p) => p.trim())
    .filter(Boolean)
  return (
    <div className={className}>
      {paragraphs.map((paragraph, i) => (
        <p key={i}>
          {paragraph.split('\n').map((line, j) => (
            <Fragment key={j}>
              {j > 0 && <br />}
              {line}
            </Fragment>
          ))}
        </p>
      ))}
    </div>
  )
}

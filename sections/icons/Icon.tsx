import { iconPaths, type IconName } from './iconPaths'

/** Props of Icon. */
export interface IconProps {
  name: IconName
  /** Rendered width and height in CSS pixels. */
  size?: number
  className?: string | undefined
  /** An accessible name; without one the icon is decorative and hidden from assistive technology. */
  label?: string | undefined
}

/** An inline SVG icon of the section library: no request, no font, and it inherits the text colour. */
export function Icon({ name, size = 24, className, label }: IconProps) {
  return (
    <svg
      className={className}
      width={size}
      height={size}
      viewBox="0 0 24 24"
      fill="none"
      stroke="currentColor"
      strokeWidth={2}
      strokeLinecap="round"
      strokeLinejoin="round"
      focusable="false"
      {...(label ? { role: 'img', 'aria-label': label } : { 'aria-hidden': true })}
    >
      {iconPaths[name].map((d) => (
        <path key={d} d={d} />
      ))}
    </svg>
  )
}

import type { Media } from '../runtime/generated/types'

declare module 'react' {
  interface ImgHTMLAttributes<T> {
    /** Element timing's identifier: the browser reports when the image is shown (not yet in React's types). */
    elementtiming?: string | undefined
  }
}

/** The `elementtiming` of the first screen's image: the client starts once the browser reports it shown (site/server/http/clientStartAfterLoad.ts). */
export const FIRST_SCREEN_IMAGE = 'first-screen'

/** Props of Image. */
export interface ImageProps {
  media: Media
  /** The `sizes` attribute: how wide the image shows at each viewport. */
  sizes: string
  /** The largest image of the first screen: loaded eagerly with high priority; every other image is lazy. */
  priority?: boolean
  className?: string | undefined
  /** In place of the media's alternative text: '' for an image inside a control that is named otherwise. */
  alt?: string | undefined
}

/** A responsive image from Strapi's formats, sized so it never shifts the layout. */
export function Image({ media, sizes, priority = false, className, alt }: ImageProps) {
  const candidates = Object.values(media.formats ?? {})
    .filter((format) => format !== undefined)
    .map((format) => ({ url: format.url, width: format.width }))
  if (media.width) candidates.push({ url: media.url, width: media.width })
  candidates.sort((a, b) => a.width - b.width)
  const srcSet = candidates.length > 1 ? candidates.map((c) => `${c.url} ${c.width}w`).join(', ') : undefined
  return (
    <img
      className={className}
      src={media.url}
      srcSet={srcSet}
      sizes={srcSet ? sizes : undefined}
      width={media.width ?? undefined}
      height={media.height ?? undefined}
      alt={alt ?? media.alternativeText ?? ''}
      loading={priority ? 'eager' : 'lazy'}
      fetchPriority={priority ? 'high' : undefined}
      decoding={priority ? 'sync' : 'async'}
      elementtiming={priority ? FIRST_SCREEN_IMAGE : undefined}
    />
  )
}

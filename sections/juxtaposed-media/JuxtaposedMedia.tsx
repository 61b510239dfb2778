import { useId } from 'react'
import type { JuxtaposedMediaSection, Media } from '../../runtime/generated/types'
import { Html } from '../Html'
import { Image } from '../Image'
import { LinkButton } from '../LinkButton'
import { Section } from '../Section'
import styles from './JuxtaposedMedia.module.css'
import { facadeLinkAttributes } from './playVideo'

/** The media column: half the width from 960 px, the whole width below. */
const MEDIA_SIZES = '(min-width: 960px) 50vw, 100vw'
const VIDEO_FILE = /\.(mp4|m4v|webm|ogv|mov)(\?|#|$)/i
const LANGUAGES: Record<string, string> = { en: 'English', cy: 'Cymraeg', gd: 'Gàidhlig', ga: 'Gaeilge', fr: 'Français', de: 'Deutsch', es: 'Español' }

/** Whether an uploaded file is a video: by its mime type, or by its file name when the mime is missing. */
export function isVideo(media: Media): boolean {
  return media.mime ? media.mime.startsWith('video/') : VIDEO_FILE.test(media.url)
}

/** The captions track's menu label, from its language tag (fixed text, so server and browser agree). */
function captionsLabel(language: string): string {
  return LANGUAGES[language.split('-')[0] ?? ''] ?? language
}

/**
 * Juxtaposed media section: an image or a video beside markdown text, on either side
 * (schemas/sections/juxtaposed-media.schema.json). A video never plays by itself: the page shows its poster in a
 * link that plays it, and the player, with native controls, is made when asked (playVideo.ts).
 */
export function JuxtaposedMedia({ eyebrow, heading, text, ctas = [], media, poster, captions, captionsLanguage = 'en-GB', mediaPosition = 'left', anchor, spacing, colour }: JuxtaposedMediaSection) {
  const headingId = useId()
  return (
    <Section anchor={anchor} spacing={spacing} colour={colour} labelledBy={headingId} className={`${styles.juxtaposed} ${styles[mediaPosition]}`}>
      <div className={styles.copy}>
        {eyebrow && <p className={styles.eyebrow}>{eyebrow}</p>}
        <h2 id={headingId} className={styles.heading}>
          {heading}
        </h2>
        <Html html={text} className={`prose ${styles.text}`} />
        {ctas.length > 0 && (
          <div className={styles.ctas}>
            {ctas.map((cta, index) => (
              <LinkButton key={cta.id ?? index} link={cta} variant={index === 0 ? 'primary' : 'secondary'} />
            ))}
          </div>
        )}
      </div>
      <div className={styles.media}>
        {isVideo(media) ? (
          <a
            className={`${styles.frame} ${styles.facade}`}
            {...facadeLinkAttributes({
              src: media.url,
              type: media.mime,
              poster: poster?.url,
              width: media.width ?? poster?.width,
              height: media.height ?? poster?.height,
              label: media.alternativeText,
              captions: captions && { src: captions.url, language: captionsLanguage, label: captionsLabel(captionsLanguage) },
            })}
          >
            {poster && <Image media={poster} alt="" sizes={MEDIA_SIZES} className={styles.poster} />}
            <span className={styles.play} aria-hidden="true" />
            <span className="visually-hidden">{`Play video: ${media.alternativeText || heading}`}</span>
          </a>
        ) : (
          <Image media={media} sizes={MEDIA_SIZES} className={styles.frame} />
        )}
      </div>
    </Section>
  )
}

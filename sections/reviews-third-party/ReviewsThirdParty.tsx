import { useId, type ReactNode } from 'react'
import { format, plural } from '../../runtime/i18n/format'
import { useSectionLocale, useSectionWords } from '../SectionWords'
import type { ReviewsThirdPartySection } from '../../runtime/generated/types'
import { useConsentedScript } from '../../runtime/machines/react/useConsentedScript'
import { Html } from '../Html'
import { Section } from '../Section'
import { formatRating, StarRating } from '../StarRating'
import styles from './ReviewsThirdParty.module.css'

type SummaryProps = Pick<ReviewsThirdPartySection, 'provider' | 'profileUrl' | 'rating' | 'reviewCount' | 'ratingLabel'> & { children?: ReactNode }

/** The section's own summary: the rating, the number of reviews and a link to them on the provider's site. */
function Summary({ provider, profileUrl, rating, reviewCount, ratingLabel, children }: SummaryProps) {
  const locale = useSectionLocale()
  const { reviews: words, links } = useSectionWords().sectionText
  return (
    <div className={styles.summary}>
      <p className={styles.score}>
        {ratingLabel && <span className={styles.label}>{ratingLabel}</span>}
        <StarRating rating={rating} className={styles.stars} />
        <span className={styles.value} aria-hidden="true">
          {formatRating(rating, locale)}
          <span className={styles.outOf}>/5</span>
        </span>
      </p>
      <p className={styles.count}>{format(plural(words.basedOn, reviewCount, locale), { count: reviewCount.toLocaleString(locale), provider })}</p>
      <a className={styles.link} href={profileUrl} target="_blank" rel="noopener noreferrer">
        {format(words.readOn, { provider })}
        <span className="visually-hidden">{` ${links.newTab}`}</span>
      </a>
      {children}
    </div>
  )
}

/**
 * The provider's live widget, requested only once the visitor's stored consent grants the section's category, read
 * from the consent record and followed as it changes (runtime/machines/consentedScriptMachine). Until then, and if
 * the script fails, the summary stands in. The widget mounts in the container marked `data-review-widget`, which
 * carries the business id and locale for the provider.
 */
function Widget({ scriptUrl, businessId, consentCategory, ...summary }: SummaryProps & Required<Pick<ReviewsThirdPartySection, 'scriptUrl' | 'businessId' | 'consentCategory'>>) {
  const { status } = useConsentedScript({ src: scriptUrl, name: summary.provider, category: consentCategory })
  const locale = useSectionLocale()
  const words = useSectionWords().sectionText.reviews
  return (
    <>
      {status !== 'loaded' && (
        <Summary {...summary}>
          {/* in the server's HTML and until the stored choice is read, its place is kept unseen: appearing then, it
              moved all below it (CLS 0.010–0.021 on a load of /#independent-reviews). A widget whose script failed
              leaves the summary for good, without the blank line */}
          {status !== 'failed' && (
            <p className={status === 'waiting' ? styles.note : `${styles.note} ${styles.noteUnseen}`}>
              {format(words.liveAfterConsent, { provider: summary.provider, category: consentCategory })}
            </p>
          )}
        </Summary>
      )}
      <div className={styles.widget} data-review-widget={summary.provider} data-business-id={businessId} data-locale={locale} data-state={status} />
    </>
  )
}

/**
 * Reviews from a third-party provider (schemas/sections/reviews-third-party.schema.json): a summary of the rating,
 * the number of reviews and a link to the provider's page, and, when the section names the provider's script, its
 * live widget in place of the summary once consented to and loaded. Without a script the summary is the section: no
 * third-party request, no consent note. No review structured data: these reviews are the provider's to publish.
 */
export function ReviewsThirdParty({ heading, intro, scriptUrl, businessId, consentCategory = 'marketing', anchor, spacing, colour, ...summary }: ReviewsThirdPartySection) {
  const headingId = useId()
  const words = useSectionWords().sectionText.reviews
  return (
    <Section anchor={anchor} spacing={spacing} colour={colour} labelledBy={headingId} className={styles.reviewsThirdParty}>
      <h2 id={headingId} className={styles.heading}>
        {heading ?? words.thirdPartyHeading}
      </h2>
      {intro && <Html html={intro} className={`prose ${styles.intro}`} />}
      {scriptUrl ? <Widget scriptUrl={scriptUrl} businessId={businessId} consentCategory={consentCategory} {...summary} /> : <Summary {...summary} />}
    </Section>
  )
}

import { createContext, useContext } from 'react'

/** What a section that could not load says, in the page's language. */
export interface SectionUnavailableWords {
  text: string
  reload: string
}

/** The site provides its page's words (site/layouts/SiteLayout); without a provider, British English. */
export const SectionUnavailableWordsContext = createContext<SectionUnavailableWords>({
  text: 'This part of the page could not load.',
  reload: 'Reload the page',
})

/** Props of SectionUnavailable. */
export interface SectionUnavailableProps {
  /** The section's index in its page, as its own outer element would carry it. */
  index: number
  /** The section's anchor, so a link to it still lands here. */
  anchor?: string | undefined
}

/**
 * What stands in for a section whose code could not load (SectionLoadError), for every visitor: it says so in
 * words where the section would be, as an alert, with a button that reloads the page, the one thing that helps.
 */
export function SectionUnavailable({ index, anchor }: SectionUnavailableProps) {
  const words = useContext(SectionUnavailableWordsContext)
  return (
    <div id={anchor} className="section-unavailable" data-section-index={index}>
      <div className="container">
        <div role="alert" className="section-unavailable-message">
          <p>{words.text}</p>
          <button type="button" className="button button-secondary" onClick={() => location.reload()}>
            {words.reload}
          </button>
        </div>
      </div>
    </div>
  )
}

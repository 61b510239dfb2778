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
  return (
    <div id={anchor} className="section-unavailable" data-section-index={index}>
      <div className="container">
        <div role="alert" className="section-unavailable-message">
          <p>This part of the page could not load.</p>
          <button type="button" className="button button-secondary" onClick={() => location.reload()}>
            Reload the page
          </button>
        </div>
      </div>
    </div>
  )
}

/**
 * Codegen could not read the stored content it was asked to check (STRAPI_URL and STRAPI_API_TOKEN are set): Strapi
 * did not answer, refused the token or the draft reads. The message says what to set or start; the CLI prints it
 * and exits 1, since a check that did not run must not pass for one that found nothing.
 */
export class StoredContentError extends Error {
  override name = 'StoredContentError'
}

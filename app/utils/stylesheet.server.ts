import stylesheet from '~/styles/app.css'

/**
 * The built stylesheet's address (fingerprinted, under /build): root.tsx links it on every page, and the
 * offline notices, which are not React pages, link it too.
 */
export function stylesheetHref(): string {
  return stylesheet
}

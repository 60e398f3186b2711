/**
 * Whether a link to `to` is the page being shown or one above it (a category and its products), as
 * NavLink decides it: the path, or the path followed by a slash, compared without regard to case.
 */
export function isCurrentPath(to: string, pathname: string): boolean {
  const target = to.toLowerCase().replace(/(.)\/$/, '$1')
  const here = pathname.toLowerCase()
  return here === target || (here.startsWith(target) && here.charAt(target.length) === '/')
}

import fs from 'node:fs'
import path from 'node:path'
import stylesheet from '~/styles/app.css'

let cached: string | undefined

/** The built stylesheet's text (public/build/_assets/...), read once. */
export function appCss(): string {
  cached ??= fs.readFileSync(path.join(process.cwd(), 'public', stylesheet), 'utf8')
  return cached
}

/** The built stylesheet's address, for the few documents that link it (the offline notices). */
export function stylesheetHref(): string {
  return stylesheet
}

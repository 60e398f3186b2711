/**
 * The e2e server has no SMTP server: the mail worker writes every message as an .eml file under
 * DATA_DIR/mail (playwright.config.ts sets DATA_DIR=.cache/e2e-data). A test reads its mail there.
 */
import fs from 'node:fs/promises'
import path from 'node:path'
import { expect } from '../setup/e2e'

const MAIL_FOLDER = path.resolve('.cache/e2e-data/mail')

/** Undo quoted-printable: soft line breaks and =XX escapes (nodemailer wraps long lines this way). */
function decodeQuotedPrintable(text: string): string {
  const bytes = text.replace(/=\r?\n/g, '').replace(/=([0-9A-F]{2})/g, (_, hex: string) => String.fromCharCode(parseInt(hex, 16)))
  return Buffer.from(bytes, 'latin1').toString('utf8')
}

/** The messages sent to `to` so far, oldest first, decoded. */
async function mailsTo(to: string): Promise<string[]> {
  const names = await fs.readdir(MAIL_FOLDER).catch(() => [] as string[])
  const found: string[] = []
  for (const name of names.filter((n) => n.endsWith('.eml')).sort()) {
    const raw = await fs.readFile(path.join(MAIL_FOLDER, name), 'utf8')
    const header = raw.slice(0, raw.search(/\r?\n\r?\n/))
    if (new RegExp(`^To: .*${to.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')}`, 'mi').test(header)) found.push(decodeQuotedPrintable(raw))
  }
  return found
}

/** Wait for the mail worker to deliver a message to `to`, and return the first link in it on `pathname`. */
export async function linkInMail(to: string, pathname: string): Promise<URL> {
  let link: URL | undefined
  await expect
    .poll(
      async () => {
        for (const mail of await mailsTo(to)) {
          for (const match of mail.matchAll(/https?:\/\/[^\s"<>]+/g)) {
            const url = new URL(match[0].replace(/&amp;/g, '&'))
            if (url.pathname === pathname) link = url
          }
        }
        return link?.href
      },
      { message: `a mail to ${to} with a link to ${pathname}`, timeout: 15_000 },
    )
    .toBeTruthy()
  return link!
}

/** Wait for a message to `to` whose text matches `pattern`, and return the match (for numbers and codes in a mail). */
export async function matchInMail(to: string, pattern: RegExp): Promise<RegExpMatchArray> {
  let found: RegExpMatchArray | null = null
  await expect
    .poll(
      async () => {
        for (const mail of await mailsTo(to)) found ??= mail.match(pattern)
        return found?.[0]
      },
      { message: `a mail to ${to} matching ${pattern}`, timeout: 15_000 },
    )
    .toBeTruthy()
  return found!
}

/** Wait for the mail worker to deliver a message to `to` whose text contains `containing`; returns it decoded. */
export async function mailTo(to: string, containing: string | RegExp): Promise<string> {
  let found: string | undefined
  await expect
    .poll(
      async () => {
        found = (await mailsTo(to)).find((mail) => (typeof containing === 'string' ? mail.includes(containing) : containing.test(mail)))
        return found !== undefined
      },
      { message: `a mail to ${to} containing ${String(containing)}`, timeout: 15_000 },
    )
    .toBe(true)
  return found!
}

/**
 * The pieces every mail's HTML part is built from, as React components rendered to static markup
 * (renderMailHtml): React escapes every text and attribute, so what a shopper typed arrives as text.
 *
 * Mail clients ignore stylesheets and most of CSS, so each element carries its own inline style, and
 * layout is tables and paragraphs. The plain-text part is written beside each mail (the providers), line
 * for line the same content.
 */
import { Fragment, type CSSProperties, type ReactElement, type ReactNode } from 'react'
import { renderToStaticMarkup } from 'react-dom/server'
import { SITE_NAME } from '~/utils/site'

/** The brand's link colour, readable on white. */
const LINK_COLOUR = '#0f5c4d'

export const mailStyles = {
  body: { fontFamily: 'Arial,Helvetica,sans-serif', fontSize: '15px', lineHeight: '1.5', color: '#1a1a1a', margin: 0, padding: '16px' },
  paragraph: { margin: '0 0 12px' },
  heading: { fontSize: '17px', margin: '16px 0 8px' },
  subheading: { fontSize: '15px', margin: '16px 0 4px' },
  button: { color: LINK_COLOUR, fontWeight: 'bold' },
  link: { color: LINK_COLOUR },
  cell: { padding: '4px 8px', borderBottom: '1px solid #e5e5e5', verticalAlign: 'top' },
} satisfies Record<string, CSSProperties>

/** A mail's HTML part as a document: React renders no doctype, so it is put in front here. */
export function renderMailHtml(mail: ReactElement): string {
  return `<!doctype html>${renderToStaticMarkup(mail)}`
}

/** The document around a mail: its language (the first part of the locale) and its subject as the title. */
export function MailDocument({ locale, subject, children }: { locale: string; subject: string; children: ReactNode }) {
  return (
    <html lang={locale.split('-')[0] || 'en'}>
      <head>
        <meta charSet="utf-8" />
        <title>{subject}</title>
      </head>
      <body style={mailStyles.body}>{children}</body>
    </html>
  )
}

export function Paragraph({ children, style }: { children: ReactNode; style?: CSSProperties }) {
  return <p style={{ ...mailStyles.paragraph, ...style }}>{children}</p>
}

/** Lines of one block (an address, a sign-off), each on a line of its own. */
export function Lines({ lines, style = mailStyles.paragraph }: { lines: string[]; style?: CSSProperties }) {
  return (
    <p style={style}>
      {lines.map((line, i) => (
        <Fragment key={i}>
          {i > 0 ? <br /> : null}
          {line}
        </Fragment>
      ))}
    </p>
  )
}

/** The one thing the mail asks the reader to do, as a bold link on a line of its own. */
export function ButtonLink({ href, children }: { href: string; children: ReactNode }) {
  return (
    <p style={{ margin: '0 0 16px' }}>
      <a href={href} style={mailStyles.button}>
        {children}
      </a>
    </p>
  )
}

export function SignOff({ signoff }: { signoff: string }) {
  return <Lines lines={[signoff, SITE_NAME]} style={{ margin: 0 }} />
}

/**
 * The order mails' HTML part (placed, payment approved or failed, shipped): the texts are chosen and
 * translated by renderOrderMail (app/providers/mail/mail.server.ts), which writes the plain-text part from
 * the same values; this only lays them out.
 */
import { Fragment } from 'react'
import { ButtonLink, Lines, MailDocument, Paragraph, SignOff, mailStyles } from './mail-document'

export interface MailRow {
  label: string
  value: string
  strong?: boolean
}

export interface OrderMailProps {
  locale: string
  subject: string
  greeting: string
  intro: string
  /** What happens with the payment now, one paragraph each. */
  payment: string[]
  downloads: { title: string; links: { href: string; label: string }[]; note: string } | null
  methodRows: MailRow[]
  bankRows: MailRow[]
  itemsTitle: string
  lineRows: MailRow[]
  totalRows: MailRow[]
  /** The shipping and billing addresses that the order has. */
  addresses: { title: string; lines: string[] }[]
  status: { intro: string; href: string; label: string }
  signoff: string
}

function RowTable({ rows }: { rows: MailRow[] }) {
  return (
    <table
      role="presentation"
      cellPadding={0}
      cellSpacing={0}
      style={{ borderCollapse: 'collapse', width: '100%', maxWidth: '560px', margin: '0 0 16px' }}
    >
      <tbody>
        {rows.map((row, i) => (
          <tr key={i}>
            <td style={mailStyles.cell}>{row.label}</td>
            <td style={{ ...mailStyles.cell, textAlign: 'right' }}>{row.strong ? <strong>{row.value}</strong> : row.value}</td>
          </tr>
        ))}
      </tbody>
    </table>
  )
}

export function OrderMail(props: OrderMailProps) {
  return (
    <MailDocument locale={props.locale} subject={props.subject}>
      <Paragraph>{props.greeting}</Paragraph>
      <Paragraph>{props.intro}</Paragraph>
      {props.payment.map((text, i) => (
        <Paragraph key={i}>{text}</Paragraph>
      ))}
      {props.downloads ? (
        <>
          <h2 style={mailStyles.heading}>{props.downloads.title}</h2>
          <ul style={{ margin: '0 0 12px', paddingLeft: '20px' }}>
            {props.downloads.links.map((link, i) => (
              <li key={i}>
                <a href={link.href} style={mailStyles.button}>
                  {link.label}
                </a>
              </li>
            ))}
          </ul>
          <Paragraph>{props.downloads.note}</Paragraph>
        </>
      ) : null}
      <RowTable rows={props.methodRows} />
      {props.bankRows.length ? <RowTable rows={props.bankRows} /> : null}
      <h2 style={mailStyles.heading}>{props.itemsTitle}</h2>
      <RowTable rows={props.lineRows} />
      <RowTable rows={props.totalRows} />
      {props.addresses
        .filter((address) => address.lines.length)
        .map((address) => (
          <Fragment key={address.title}>
            <h3 style={mailStyles.subheading}>{address.title}</h3>
            <Lines lines={address.lines} />
          </Fragment>
        ))}
      <Paragraph>{props.status.intro}</Paragraph>
      <ButtonLink href={props.status.href}>{props.status.label}</ButtonLink>
      <SignOff signoff={props.signoff} />
    </MailDocument>
  )
}

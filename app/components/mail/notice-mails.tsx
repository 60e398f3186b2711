/**
 * The HTML parts of the shop's shorter mails: the contact form's confirmation and notification, the
 * warranty registration's confirmation and the newsletter's double opt-in and coupon mails. The texts
 * come translated from the providers, which write the plain-text parts from the same values; what a
 * shopper typed is text here (React escapes it), line breaks they typed kept as breaks.
 */
import { Fragment } from 'react'
import { ButtonLink, Lines, MailDocument, Paragraph, SignOff, mailStyles } from './mail-document'

/** What the shopper wrote, quoted: their line breaks kept, none of their markup let through. */
function Quoted({ text }: { text: string }) {
  return (
    <blockquote style={{ margin: '0 0 16px', padding: '8px 12px', borderLeft: '3px solid #0f5c4d', background: '#f6f6f6' }}>
      {text.split(/\r?\n/).map((line, i) => (
        <Fragment key={i}>
          {i > 0 ? <br /> : null}
          {line}
        </Fragment>
      ))}
    </blockquote>
  )
}

/** The contact form's confirmation to the sender: the shop's own words and the reference, nothing they typed. */
export function ContactConfirmationMail(props: {
  locale: string
  subject: string
  greeting: string
  intro: string
  rows: string[]
  ignore: string
  signoff: string
}) {
  return (
    <MailDocument locale={props.locale} subject={props.subject}>
      <Paragraph>{props.greeting}</Paragraph>
      <Paragraph>{props.intro}</Paragraph>
      <Lines lines={props.rows} />
      <Paragraph>{props.ignore}</Paragraph>
      <SignOff signoff={props.signoff} />
    </MailDocument>
  )
}

/** The store's notification of a contact message: every field as a row, then the message. */
export function ContactNotificationMail(props: { subject: string; rows: [string, string][]; message: string }) {
  return (
    <MailDocument locale="en-US" subject={props.subject}>
      <table role="presentation" cellPadding={0} cellSpacing={0} style={{ borderCollapse: 'collapse', margin: '0 0 16px' }}>
        <tbody>
          {props.rows.map(([label, value]) => (
            <tr key={label}>
              <th scope="row" style={{ ...mailStyles.cell, textAlign: 'left' }}>
                {label}
              </th>
              <td style={mailStyles.cell}>{value}</td>
            </tr>
          ))}
        </tbody>
      </table>
      <Quoted text={props.message} />
    </MailDocument>
  )
}

/** The warranty registration's confirmation: what was registered, as rows of label and value. */
export function WarrantyConfirmationMail(props: {
  locale: string
  subject: string
  greeting: string
  intro: string
  facts: [string, string][]
  keep: string
  signoff: string
}) {
  return (
    <MailDocument locale={props.locale} subject={props.subject}>
      <Paragraph>{props.greeting}</Paragraph>
      <Paragraph>{props.intro}</Paragraph>
      <table role="presentation" style={{ borderCollapse: 'collapse', margin: '0 0 16px' }}>
        <tbody>
          {props.facts.map(([label, value]) => (
            <tr key={label}>
              <th scope="row" style={{ textAlign: 'left', padding: '2px 12px 2px 0' }}>
                {label}
              </th>
              <td style={{ padding: '2px 0' }}>{value}</td>
            </tr>
          ))}
        </tbody>
      </table>
      <Paragraph>{props.keep}</Paragraph>
      <SignOff signoff={props.signoff} />
    </MailDocument>
  )
}

/** One part of a newsletter mail: a paragraph, a paragraph with its button, or the coupon code shown large. */
export interface NewsletterMailPart {
  text: string
  link?: { href: string; label: string }
  code?: boolean
}

/** A newsletter mail: its parts, then the unsubscribe line every one of them carries. */
export function NewsletterMail(props: {
  locale: string
  subject: string
  parts: NewsletterMailPart[]
  unsubscribe: { intro: string; label: string; href: string }
}) {
  return (
    <MailDocument locale={props.locale} subject={props.subject}>
      {props.parts.map((part, i) =>
        part.code ? (
          <p key={i} style={{ margin: '0 0 16px', fontSize: '22px', fontWeight: 'bold', letterSpacing: '2px', fontFamily: 'monospace' }}>
            {part.text}
          </p>
        ) : (
          <Fragment key={i}>
            <Paragraph>{part.text}</Paragraph>
            {part.link ? <ButtonLink href={part.link.href}>{part.link.label}</ButtonLink> : null}
          </Fragment>
        ),
      )}
      <hr style={{ border: 0, borderTop: '1px solid #ccc', margin: '16px 0' }} />
      <p style={{ margin: 0, fontSize: '13px', color: '#444' }}>
        {props.unsubscribe.intro}{' '}
        <a href={props.unsubscribe.href} style={mailStyles.link}>
          {props.unsubscribe.label}
        </a>
      </p>
    </MailDocument>
  )
}

/** The password reset mail: the link as the mail's one button, how long it lasts, what to do if not asked for. */
export function PasswordResetMail(props: {
  locale: string
  subject: string
  greeting: string
  intro: string
  link: { href: string; label: string }
  expiry: string
  ignore: string
  signoff: string
}) {
  return (
    <MailDocument locale={props.locale} subject={props.subject}>
      <Paragraph>{props.greeting}</Paragraph>
      <Paragraph>{props.intro}</Paragraph>
      <ButtonLink href={props.link.href}>{props.link.label}</ButtonLink>
      <Paragraph>{props.expiry}</Paragraph>
      <Paragraph>{props.ignore}</Paragraph>
      <SignOff signoff={props.signoff} />
    </MailDocument>
  )
}

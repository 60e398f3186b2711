/** Names of the bot guard's hidden fields, shared by the form component and the server's check. */
/** A field only bots fill: named like something a spam script wants to fill in. */
export const HONEYPOT_FIELD = 'homepage'
/** The signed time the form was rendered. */
export const STAMP_FIELD = 'form_stamp'

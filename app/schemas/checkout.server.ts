// The checkout action's schema, through a server module: the page's browser code must not import zod with
// the page (its forms load their checks when a shopper starts on one, app/utils/deferred-check.ts), and a
// route module's imports stay in its browser bundle even when only its action uses them.
export { checkoutActionSchema } from './checkout'

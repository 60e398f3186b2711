/**
 * The throttle provider's entry: Throttle counters and the limit on mails a stranger can make the shop send.
 * Routes and components import this file, not the files beside it (docs/decisions/0065); the re-exports below
 * are what they use. Other server code imports the file that defines a name.
 */
export { ipAccountKey, ipKey } from './counters.server'

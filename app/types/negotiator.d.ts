// The part of negotiator (0.6.4, the compression middleware's own) that the shop uses. The published type
// definitions (0.6) lack `encoding`'s second list, the encodings the server prefers among those the browser
// accepts equally, which the middleware passes.
declare module 'negotiator' {
  export default class Negotiator {
    constructor(request: { headers: Record<string, string | string[] | undefined> })
    encoding(available: readonly string[], preferred?: readonly string[]): string | undefined
  }
}

/**
 * The key of a memo that lasts one HTTP request. Remix hands each loader of a page its own copy of the
 * request (it strips ?index and ?_data from the address), so a memo keyed by the Request object was filled
 * once per loader: the root loader and the page's read the same cookie and the same rows twice. The copies
 * keep the original's AbortSignal, which the Express adapter makes for each HTTP request: a memo of what cannot
 * change while the request runs (its cookie, and on a GET the rows it reads) keys by that.
 */
export function requestKey(request: Request): object {
  return request.signal ?? request
}

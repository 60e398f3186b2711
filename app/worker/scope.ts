/**
 * The few service-worker types the worker uses. The project compiles against the DOM library, which
 * cannot be combined with the WebWorker one in the same program.
 */
export interface ExtendableEvent extends Event {
  waitUntil(promise: Promise<unknown>): void
}

export interface FetchEvent extends ExtendableEvent {
  readonly request: Request
  respondWith(response: Response | Promise<Response>): void
}

export interface WorkerMessageEvent extends ExtendableEvent {
  readonly data: unknown
}

/** The Cookie Store API (Chromium): the only way a worker reads cookies; other browsers lack it. */
export interface WorkerCookieStore {
  get(name: string): Promise<{ value: string } | null>
}

export interface ServiceWorkerScope {
  readonly location: Location
  readonly cookieStore?: WorkerCookieStore
  readonly registration: ServiceWorkerRegistration
  readonly clients: {
    claim(): Promise<void>
    /** The open tabs: with includeUncontrolled, those that loaded before any worker (a first visit) too. */
    matchAll(options: { type: 'window'; includeUncontrolled: boolean }): Promise<readonly { readonly url: string }[]>
  }
  skipWaiting(): Promise<void>
  addEventListener(type: 'install' | 'activate', listener: (event: ExtendableEvent) => void): void
  addEventListener(type: 'fetch', listener: (event: FetchEvent) => void): void
  addEventListener(type: 'message', listener: (event: WorkerMessageEvent) => void): void
}

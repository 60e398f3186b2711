/**
 * The soak's parts. Each returns a result: figures to print and broken invariants (sentences); none
 * broken means the part passed. Every part is bounded in time and stops what it started.
 */
import fs from 'node:fs'
import os from 'node:os'
import path from 'node:path'
import { get } from '../bench/http'
import { lastLines } from '../bench/processes'
import type { RunningServer } from '../bench/server'
import { readSnapshot, readStock } from './database'
import { checkSnapshot, mailedTwice, rssFlat } from './invariants'
import { findNginx, startNginx } from './nginx'
import {
  drive,
  freshStore,
  mailDrained,
  percentile,
  prepareTarget,
  releasePort,
  sampleRss,
  sleep,
  soakPort,
  startShop,
  type Store,
} from './run'
import { OUTBOX_HEADERS, OUTBOX_PATH, SHOPPER_PASSWORD, Shopper, Tally, placedAt, type ShopTarget } from './shopper'
import { smtpSink } from './smtp-sink'
import { startTcpProxy } from './tcp-proxy'

export interface PartResult {
  name: string
  figures: string[]
  broken: string[]
  /** Checks that could not run here, and why. */
  skipped: string[]
}

export interface PartContext {
  root: string
  postgresUrl: string
  seconds: number
  connections: number
}

type Kind = 'sqlite' | 'postgres'

function processAlive(pid: number): boolean {
  try {
    process.kill(pid, 0)
    return fs.existsSync(`/proc/${pid}/status`) && !/^State:\s+Z/m.test(fs.readFileSync(`/proc/${pid}/status`, 'utf8'))
  } catch {
    return false
  }
}

const mb = (bytes: number) => `${(bytes / 1024 / 1024).toFixed(0)} MB`

function tallyFigures(tally: Tally, seconds: number): string[] {
  const statuses = [...tally.byStatus.entries()].sort(([a], [b]) => a - b).map(([status, count]) => `${status}: ${count}`)
  return [
    `${tally.requests} requests in ${seconds} s (${(tally.requests / seconds).toFixed(0)}/s), p50 ${percentile(tally.latencies, 50).toFixed(0)} ms, p99 ${percentile(tally.latencies, 99).toFixed(0)} ms; ${statuses.join(', ')}`,
    `${tally.checkouts} checkouts reached the review, ${tally.placed.size} orders answered as placed, ${tally.replays} replays of a key, ${tally.refused} place answers refused (stock, cart), ${tally.logins} logins`,
  ]
}

function serverErrors(tally: Pick<Tally, 'serverErrors' | 'networkErrors'>, allow?: (at: number, status: number) => boolean): string[] {
  const errors = [...tally.serverErrors, ...tally.networkErrors].filter((error) => !allow?.(error.at, error.status))
  if (errors.length === 0) return []
  const kinds = new Map<string, number>()
  for (const error of errors) {
    const key = `${error.status || 'no answer'} on ${error.what}`
    kinds.set(key, (kinds.get(key) ?? 0) + 1)
  }
  return [`${errors.length} server errors or unanswered requests: ${[...kinds].map(([key, count]) => `${count}x ${key}`).join('; ')}`]
}

async function invariants(store: Store, before: Awaited<ReturnType<typeof readStock>>, tally: Tally, mailSent: boolean): Promise<string[]> {
  const snapshot = await readSnapshot(store.db)
  return checkSnapshot(before, snapshot, tally.placed, { mailSent })
}

/** Mixed browse-and-buy traffic at `connections` for `seconds`, RSS sampled after a warm-up. */
export async function loadPart(context: PartContext, kind: Kind): Promise<PartResult> {
  const result: PartResult = { name: `load [${kind}]`, figures: [], broken: [], skipped: [] }
  const store = await freshStore(kind, context.postgresUrl)
  let server: RunningServer | undefined
  try {
    server = await startShop(context.root, store)
    const target = await prepareTarget(server.baseUrl, store.db)
    const before = await readStock(store.db)
    const tally = new Tally()
    // Warm-up: a fifth of the run (at least 5 s) before RSS counts, so caches and JIT have settled.
    const warmup = Math.max(5, Math.round(context.seconds / 5))
    const running = drive(target, tally, {
      connections: context.connections,
      seconds: context.seconds,
      behaviour: 'mixed',
      addressBlock: 1,
    })
    await sleep(warmup * 1000)
    const rss = sampleRss(server.pid)
    await running
    const samples = rss.stop()
    const load = os
      .loadavg()
      .map((value) => value.toFixed(2))
      .join(', ')
    result.figures.push(...tallyFigures(tally, context.seconds), `load average at the end: ${load}`)
    const flat = rssFlat(samples)
    result.figures.push(
      `RSS after warm-up: ${mb(flat.first)} (first third, median) -> ${mb(flat.last)} (last third); peak ${mb(Math.max(...samples))}`,
    )
    if (!flat.flat) result.broken.push(`RSS grew after warm-up: ${mb(flat.first)} -> ${mb(flat.last)}`)
    result.broken.push(...serverErrors(tally))
    const drained = await mailDrained(store.db, 30_000)
    if (!drained) result.broken.push('confirmation mail still unsent 30 s after the load')
    result.broken.push(...(await invariants(store, before, tally, true)))
    if (tally.placed.size === 0) result.broken.push('no order was placed: the invariants were not checked on real orders')
  } finally {
    await server?.stop()
    if (server) releasePort(server.port)
    await store.dispose()
  }
  return result
}

/** Two instances on one PostgreSQL database behind nginx on docker/nginx.conf. */
export async function twoInstancesPart(context: PartContext): Promise<PartResult> {
  const result: PartResult = { name: 'two instances behind nginx [postgres]', figures: [], broken: [], skipped: [] }
  if (!findNginx()) {
    result.skipped.push('nginx is not installed')
    return result
  }
  const store = await freshStore('postgres', context.postgresUrl)
  // The proofs of purchase live on one volume every replica mounts (docker-compose.yml): here one folder.
  const uploads = fs.mkdtempSync(path.join(os.tmpdir(), 'karoo-soak-uploads-'))
  const servers: RunningServer[] = []
  let proxy: Awaited<ReturnType<typeof startNginx>> | undefined
  const check = (ok: boolean, what: string) => {
    if (ok) result.figures.push(`ok: ${what}`)
    else result.broken.push(what)
  }
  try {
    // Shoppers reach the instances through nginx, whose Host header ($host) carries no port: the origin
    // forms are accepted from is PUBLIC_URL's, as in docker-compose.yml.
    const nginxPort = await soakPort()
    const env = { WARRANTY_UPLOADS_DIR: uploads, PUBLIC_URL: `http://127.0.0.1:${nginxPort}` }
    servers.push(await startShop(context.root, store, { env }))
    // The second starts on the seeded database with a data folder of its own: nothing shared but PostgreSQL.
    const secondDir = fs.mkdtempSync(path.join(os.tmpdir(), 'karoo-soak-second-'))
    servers.push(await startShop(context.root, store, { env, dataDir: secondDir }))
    const [a, b] = servers
    proxy = await startNginx(context.root, nginxPort, [a.port, b.port])
    const target = await prepareTarget(a.baseUrl, store.db, 2)
    const on = (server: RunningServer, shopper: Shopper) =>
      new Shopper({ ...target, baseUrl: server.baseUrl }, shopper.tally, shopper.address)

    // A cart started on one continues on the other.
    const tally = new Tally()
    const cartShopper = new Shopper(target, tally, '198.18.50.1')
    const onA = on(a, cartShopper)
    await onA.addToCart(target.skus[0])
    const onB = on(b, cartShopper)
    onB.jar = onA.jar
    const cartOnB = await onB.get('/cart')
    const name = (await store.db.query<{ name: string }>('SELECT name FROM product WHERE sku = $1', [target.skus[0]]))[0]?.name ?? ''
    check(
      cartOnB?.status === 200 && cartOnB.body.includes(name.replace(/&/g, '&amp;')),
      'a cart started on instance A lists its product on instance B',
    )

    // A login on one is valid on the other.
    const loginA = on(a, new Shopper(target, tally, '198.18.50.2'))
    check(await loginA.login(), 'a customer logs in on A')
    const loginOnB = on(b, loginA)
    loginOnB.jar = loginA.jar
    const accountOnB = await loginOnB.get('/my-account')
    check(accountOnB?.status === 200, 'the session of a login on A opens My account on B')

    // A password change on one ends the other sessions on both.
    const email = target.customers[1]
    // One customer, three sessions: the change is made in the first; the second (B) and third (A) must end.
    const signedIn = (server: RunningServer, address: string) =>
      new Shopper({ ...target, baseUrl: server.baseUrl, customers: [email] }, tally, address)
    const first = signedIn(a, '198.18.50.3')
    const second = signedIn(b, '198.18.50.4')
    const third = signedIn(a, '198.18.50.5')
    check((await first.login()) && (await second.login()) && (await third.login()), 'one customer logs in three times, on A, B and A')
    // The form belongs to the index route of /my-account (Remix posts to a layout's index with ?index).
    const changed = await first.post('/my-account?index', {
      intent: 'change-password',
      currentPassword: SHOPPER_PASSWORD,
      password: `${SHOPPER_PASSWORD}-new`,
      confirmPassword: `${SHOPPER_PASSWORD}-new`,
    })
    check(changed?.status === 303, 'the password change on A is accepted')
    const afterB = await second.get('/my-account')
    const afterA = await third.get('/my-account')
    check(
      afterB?.status !== 200 && afterA?.status !== 200,
      `after the change the other sessions are ended on B (${afterB?.status}) and on A (${afterA?.status})`,
    )

    // Throttling counts across both: failed logins to one account, alternating instances and addresses.
    const victim = target.customers[0]
    let refusedAt = 0
    for (let attempt = 1; attempt <= 8 && refusedAt === 0; attempt++) {
      const server = attempt % 2 === 0 ? b : a
      const guesser = new Shopper({ ...target, baseUrl: server.baseUrl }, tally, `198.18.51.${attempt}`)
      const answer = await guesser.post('/login', { intent: 'login', email: victim, password: `wrong-${attempt}` })
      if (answer?.status === 429) refusedAt = attempt
    }
    check(
      refusedAt > 0 && refusedAt <= 7,
      `failed logins to one account from many addresses on both instances are refused together (429 at attempt ${refusedAt || 'none of 8'}; a per-instance count would not refuse before 12)`,
    )

    // A catalogue change reaches both: both pages cached for cookieless shoppers first, then a change by SQL.
    const sku = target.skus[2]
    const productUrl = (server: RunningServer) => `${server.baseUrl}/p/${encodeURIComponent(sku)}/x`
    const html = async (server: RunningServer) => {
      let url = productUrl(server)
      for (let hop = 0; hop < 3; hop++) {
        const answer = await get(url, { timeoutMs: 10_000 })
        if (answer.status >= 300 && answer.status < 400 && answer.headers.location)
          url = new URL(answer.headers.location, server.baseUrl).href
        else return answer.body.toString('utf8')
      }
      return ''
    }
    await html(a)
    await html(b)
    const renamed = `Soak renamed ${Date.now()}`
    await store.db.query('UPDATE product SET name = $1 WHERE sku = $2', [renamed, sku])
    check(
      (await html(a)).includes(renamed) && (await html(b)).includes(renamed),
      'a product renamed in the database shows at once on A and on B (page caches ended)',
    )

    // Uploads: where the design says they live.
    result.skipped.push(
      'a warranty proof is not posted through the soak: proofs are files in WARRANTY_UPLOADS_DIR, which docker-compose.yml mounts as one volume in every replica (README, decision 0030); both instances here were given one folder',
    )

    // Mixed traffic through nginx, round-robin over both.
    const viaNginx = new Tally()
    const seconds = Math.min(20, context.seconds)
    const before = await readStock(store.db)
    // Checkouts only: the customers' passwords and throttles were used up above.
    const nginxTarget: ShopTarget = { ...target, baseUrl: proxy.baseUrl, customers: [] }
    await drive(nginxTarget, viaNginx, { connections: 8, seconds, behaviour: 'buy', addressBlock: 52 })
    result.figures.push(...tallyFigures(viaNginx, seconds).map((line) => `through nginx: ${line}`))
    result.broken.push(...serverErrors(viaNginx))
    result.broken.push(...serverErrors(tally))
    if (!(await mailDrained(store.db, 30_000))) result.broken.push('confirmation mail still unsent 30 s after the traffic')
    result.broken.push(...(await invariants(store, before, viaNginx, true)))
    fs.rmSync(secondDir, { recursive: true, force: true })
  } finally {
    await proxy?.stop()
    for (const server of servers) {
      await server.stop()
      releasePort(server.port)
    }
    fs.rmSync(uploads, { recursive: true, force: true })
    await store.dispose()
  }
  return result
}

/**
 * PostgreSQL cut during load through a TCP proxy (the machine's server is shared and is never stopped):
 * answers while it is cut must be the 503 page and come fast; after it is restored the shop recovers
 * without a restart; no half-written order.
 */
export async function postgresDownPart(context: PartContext): Promise<PartResult> {
  const result: PartResult = { name: 'fault: PostgreSQL unreachable during load', figures: [], broken: [], skipped: [] }
  const store = await freshStore('postgres', context.postgresUrl)
  const pgUrl = new URL(store.db.url)
  const proxy = await startTcpProxy(pgUrl.hostname, Number(pgUrl.port || 5432), await soakPort())
  const viaProxy = new URL(store.db.url)
  viaProxy.host = `127.0.0.1:${proxy.port}`
  let server: RunningServer | undefined
  try {
    server = await startShop(context.root, store, { env: { DATABASE_URL: viaProxy.href } })
    const target = await prepareTarget(server.baseUrl, store.db)
    const before = await readStock(store.db)
    const tally = new Tally()
    const seconds = Math.min(30, Math.max(20, context.seconds))
    let cutFrom = 0
    let cutUntil = 0
    const running = drive(target, tally, { connections: 8, seconds, behaviour: 'mixed', addressBlock: 60 })
    await sleep(8000)
    cutFrom = Date.now()
    proxy.cut()
    await sleep(8000)
    proxy.restore()
    cutUntil = Date.now()
    await running
    result.figures.push(...tallyFigures(tally, seconds), `cut for ${((cutUntil - cutFrom) / 1000).toFixed(1)} s from second 8`)
    // While cut (and a moment after, for requests already waiting), only the 503 page is allowed.
    const inWindow = (at: number) => at >= cutFrom && at <= cutUntil + 5000
    const unexpected = [...tally.serverErrors, ...tally.networkErrors].filter((error) => !(inWindow(error.at) && error.status === 503))
    const expected503 = tally.serverErrors.filter((error) => inWindow(error.at) && error.status === 503).length
    result.figures.push(`${expected503} answers were the 503 page while PostgreSQL was cut`)
    if (unexpected.length > 0) result.broken.push(...serverErrors({ serverErrors: unexpected, networkErrors: [] }))
    // Recovered without a restart: the same process answers pages and readiness.
    if (!processAlive(server.pid)) {
      result.broken.push(`the server process died while PostgreSQL was cut:\n${lastLines(server.output(), 12)}`)
      return result
    }
    const ready = await get(`${server.baseUrl}/readyz`, { timeoutMs: 5000 })
    const home = await get(`${server.baseUrl}/`, { timeoutMs: 5000 })
    if (ready.status !== 200 || home.status !== 200)
      result.broken.push(`after PostgreSQL came back: /readyz ${ready.status}, / ${home.status} (same process)`)
    else result.figures.push('ok: recovered without a restart (/readyz 200, home 200)')
    // Fail fast: the slowest 503 while cut.
    const slowest = Math.max(0, ...tally.serverErrors.filter((error) => inWindow(error.at)).map((error) => error.ms))
    result.figures.push(`slowest 503 while cut: ${slowest.toFixed(0)} ms`)
    if (slowest > 10_000)
      result.broken.push(`a request waited ${(slowest / 1000).toFixed(1)} s for PostgreSQL before its 503: not failing fast`)
    if (!(await mailDrained(store.db, 45_000))) result.broken.push('confirmation mail still unsent 45 s after PostgreSQL came back')
    result.broken.push(...(await invariants(store, before, tally, true)))
  } finally {
    await server?.stop()
    if (server) releasePort(server.port)
    await proxy.close()
    releasePort(proxy.port)
    await store.dispose()
  }
  return result
}

/** SMTP down: orders are placed, their mail kept; sent once when the mail server is back. */
export async function smtpDownPart(context: PartContext, kind: Kind): Promise<PartResult> {
  const result: PartResult = { name: `fault: SMTP unreachable [${kind}]`, figures: [], broken: [], skipped: [] }
  const store = await freshStore(kind, context.postgresUrl)
  const smtpPort = await soakPort()
  const sink = smtpSink(smtpPort)
  let server: RunningServer | undefined
  try {
    server = await startShop(context.root, store, { env: { SMTP_URL: `smtp://127.0.0.1:${smtpPort}` } })
    const target = await prepareTarget(server.baseUrl, store.db, 1)
    const before = await readStock(store.db)
    const tally = new Tally()
    await drive(target, tally, { connections: 4, seconds: 10, behaviour: 'buy', addressBlock: 70 })
    const orders = await store.db.query<{ number: string }>('SELECT number FROM sales_order')
    const [unsent] = await store.db.query<{ n: number | string }>(`SELECT COUNT(*) AS n FROM mail_outbox WHERE status <> 'sent'`)
    result.figures.push(`${orders.length} orders placed while SMTP was down; ${unsent.n} mails kept unsent`)
    if (orders.length === 0) result.broken.push('no order was placed while SMTP was down')
    if (Number(unsent.n) < orders.length) result.broken.push(`only ${unsent.n} of ${orders.length} confirmations were kept`)
    result.broken.push(...serverErrors(tally))
    await sink.start()
    // The outbox retries 30 s after a failed attempt: wait for that, and then some.
    const drained = await mailDrained(store.db, 75_000)
    await sleep(3000)
    result.figures.push(`${sink.messages.length} messages reached the mail server after it came back`)
    if (!drained) result.broken.push('mail still unsent 75 s after SMTP came back')
    result.broken.push(
      ...mailedTwice(
        sink.messages,
        orders.map((order) => order.number),
      ),
    )
    const missing = orders.filter((order) => !sink.messages.some((message) => message.includes(order.number)))
    if (missing.length > 0)
      result.broken.push(`${missing.length} confirmations never reached the mail server: ${missing.map((o) => o.number).join(', ')}`)
    result.broken.push(...(await invariants(store, before, tally, true)))
  } finally {
    await server?.stop()
    if (server) releasePort(server.port)
    await sink.stop()
    releasePort(smtpPort)
    await store.dispose()
  }
  return result
}

/**
 * kill -9 of the server in the middle of checkouts, a restart on the same data, then every order form
 * whose answer was lost is sent again as the outbox would: no order without lines, no stock taken without
 * an order, no order twice, no mail lost.
 */
export async function killPart(context: PartContext, kind: Kind): Promise<PartResult> {
  const result: PartResult = { name: `fault: kill -9 mid-checkout [${kind}]`, figures: [], broken: [], skipped: [] }
  const store = await freshStore(kind, context.postgresUrl)
  let server: RunningServer | undefined
  let port = 0
  try {
    server = await startShop(context.root, store)
    port = server.port
    const target = await prepareTarget(server.baseUrl, store.db, 1)
    const before = await readStock(store.db)
    const tally = new Tally()
    const lost: { shopper: Shopper; form: Record<string, string> }[] = []
    const shoppers = Array.from({ length: 12 }, (_, i) => new Shopper(target, tally, `198.18.80.${i + 1}`))
    // Every place-order form a shopper sends is kept, so that those unanswered at the kill can be sent again.
    for (const shopper of shoppers) {
      const fill = shopper.fillCheckout.bind(shopper)
      shopper.fillCheckout = async () => {
        const form = await fill()
        if (form) lost.push({ shopper, form })
        return form
      }
    }
    const running = drive(target, tally, { connections: 12, seconds: 30, behaviour: 'buy', addressBlock: 80, shoppers })
    // Killed once orders are being placed (checkouts in flight), at most 25 s in.
    const killBy = Date.now() + 25_000
    while (tally.placed.size < 5 && Date.now() < killBy) await sleep(100)
    const killedAt = Date.now()
    process.kill(server.pid, 'SIGKILL')
    for (const shopper of shoppers) shopper.stopped = true
    await running
    await server.stop()
    const [atKill] = await store.db.query<{ n: number | string }>('SELECT COUNT(*) AS n FROM sales_order')
    server = await startShop(context.root, store, { port })
    result.figures.push(
      `killed after ${tally.placed.size} orders answered (${atKill.n} in the database); restarted in ${server.startSeconds.toFixed(1)} s`,
    )
    // The outbox sends again every form it kept; the same key must find the first order or place it once.
    for (const { shopper, form } of lost) {
      const answer = await shopper.post(OUTBOX_PATH, form, OUTBOX_HEADERS)
      const placed = answer ? placedAt(answer) : null
      if (placed) tally.orderPlaced(form.idempotencyKey, placed)
    }
    const afterKill = (at: number) => at >= killedAt
    result.broken.push(...serverErrors(tally, (at, status) => afterKill(at) && status === 0))
    // A row the killed process was sending stays 'sending' until its lease ends (MAIL_LEASE_MS, ten minutes),
    // then any instance takes it again: kept, not lost. Every other confirmation must be sent.
    await mailDrained(store.db, 30_000)
    result.broken.push(...(await invariants(store, before, tally, false)))
    const mail = await store.db.query<{ status: string; locked_until: string | null }>(
      `SELECT status, locked_until FROM mail_outbox WHERE kind = 'order_confirmation'`,
    )
    const leased = mail.filter(
      (row) => row.status === 'sending' && row.locked_until !== null && row.locked_until > new Date().toISOString(),
    )
    const unsent = mail.filter((row) => row.status !== 'sent' && !leased.includes(row))
    result.figures.push(
      `${mail.length - leased.length - unsent.length} confirmations sent, ${leased.length} held by the killed sender's lease (sent again when it ends)`,
    )
    if (unsent.length > 0)
      result.broken.push(`${unsent.length} confirmations neither sent nor leased: ${unsent.map((row) => row.status).join(', ')}`)
    const [orders] = await store.db.query<{ n: number | string }>('SELECT COUNT(*) AS n FROM sales_order')
    result.figures.push(`${orders.n} orders after ${lost.length} place-order forms were sent again`)
  } finally {
    await server?.stop()
    if (port) releasePort(port)
    await store.dispose()
  }
  return result
}

/** The search engine unreachable: ELASTICSEARCH_URL names a port where nothing listens. */
export async function searchDownPart(context: PartContext): Promise<PartResult> {
  const result: PartResult = { name: 'fault: search engine unreachable [sqlite]', figures: [], broken: [], skipped: [] }
  const store = await freshStore('sqlite', context.postgresUrl)
  const deadPort = await soakPort()
  let server: RunningServer | undefined
  try {
    try {
      server = await startShop(context.root, store, { env: { ELASTICSEARCH_URL: `http://127.0.0.1:${deadPort}` } })
    } catch (error) {
      result.broken.push(`the shop did not start with the search engine unreachable: ${String(error).split('\n')[0]}`)
      return result
    }
    const target = await prepareTarget(server.baseUrl, store.db, 0)
    const shopper = new Shopper(target, new Tally(), '198.18.90.1')
    const pages = ['/', target.categoryPath, `/p/${encodeURIComponent(target.skus[0])}/x`, '/search?q=fridge', '/readyz']
    for (const page of pages) {
      const answer = await shopper.get(page)
      result.figures.push(`${page}: ${answer?.status ?? 'no answer'}`)
      if (!answer || (answer.status >= 500 && answer.status !== 503))
        result.broken.push(`${page} answered ${answer?.status ?? 'nothing'} with the search engine down`)
    }
    const bought = (await shopper.addToCart()) && (await shopper.fillCheckout()) !== null
    result.figures.push(`cart and checkout with the search engine down: ${bought ? 'ok' : 'failed'}`)
    if (!bought) result.broken.push('the cart and checkout failed with the search engine down')
  } finally {
    await server?.stop()
    if (server) releasePort(server.port)
    releasePort(deadPort)
    await store.dispose()
  }
  return result
}

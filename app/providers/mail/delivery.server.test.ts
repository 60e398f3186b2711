import fs from 'node:fs'
import os from 'node:os'
import path from 'node:path'
import { afterAll, beforeEach, expect, it, vi } from 'vitest'
import { describeEachDatabase, useTestDatabase } from '../../../tests/setup/db'
import { insertTestOrder } from '../../../tests/setup/orders'
import { setDatabase } from '~/server/db.server'
import { deleteFinishedMail, deliverDueMail, FINISHED_MAIL_KEEP_DAYS, MAIL_LEASE_MS, startMailDelivery } from './delivery.server'
import { enqueueMail, nudgeMailDelivery, orderConfirmationKey } from './outbox.server'
import { mailFolder, type MailMessage } from './mail.server'

const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'karoo-outbox-'))
process.env.SESSION_SECRET = 'outbox-test-session-secret-0123456789'
process.env.DATA_DIR = dataDir
process.env.PUBLIC_URL = 'https://shop.example.co.za'
delete process.env.SMTP_URL
afterAll(() => fs.rmSync(dataDir, { recursive: true, force: true }))

/** A transport that records what it was handed, optionally taking its time. */
function recordingTransport(delayMs = 0) {
  const sent: MailMessage[] = []
  const send = async (message: MailMessage) => {
    if (delayMs) await new Promise((resolve) => setTimeout(resolve, delayMs * Math.random()))
    sent.push(message)
    return { messageId: `test-${sent.length}` }
  }
  return { sent, send }
}

const emlFiles = () => (fs.existsSync(mailFolder()) ? fs.readdirSync(mailFolder()) : [])

describeEachDatabase('mail outbox', (kind) => {
  const database = useTestDatabase(kind)
  beforeEach(() => {
    setDatabase(database())
    fs.rmSync(mailFolder(), { recursive: true, force: true })
  })

  /** An order in the database and its confirmation queued, both committed. */
  async function orderWithMail(email = 'thandi@example.co.za') {
    const order = await insertTestOrder(database().db, { email })
    await enqueueMail(database().db, {
      kind: 'order_confirmation',
      dedupeKey: orderConfirmationKey(order.id),
      to: email,
      payload: { orderId: order.id },
    })
    return order
  }

  const outbox = () => database().db.selectFrom('mail_outbox').selectAll().orderBy('id').execute()

  it('queues one message per event: the same dedupe key again adds nothing', async () => {
    const order = await orderWithMail()
    const again = await enqueueMail(database().db, {
      kind: 'order_confirmation',
      dedupeKey: orderConfirmationKey(order.id),
      to: 'someone-else@example.com',
      payload: { orderId: order.id },
    })
    expect(again).toBe(false)
    expect(await outbox()).toEqual([
      expect.objectContaining({
        dedupe_key: `order_confirmation:${order.id}`,
        recipient: 'thandi@example.co.za',
        status: 'pending',
        attempts: 0,
      }),
    ])
  })

  it('writes nothing when the transaction that queued the message rolls back', async () => {
    const order = await insertTestOrder(database().db)
    await expect(
      database()
        .db.transaction()
        .execute(async (trx) => {
          await enqueueMail(trx, {
            kind: 'order_confirmation',
            dedupeKey: orderConfirmationKey(order.id),
            to: 'x@example.com',
            payload: { orderId: order.id },
          })
          throw new Error('the order failed after queuing its mail')
        }),
    ).rejects.toThrow('the order failed')
    expect(await outbox()).toEqual([])
  })

  it('sends a due message once as an .eml file, marks it sent, and sends nothing on the next run', async () => {
    const order = await orderWithMail()
    expect(await deliverDueMail()).toEqual({ sent: 1, retrying: 0, failed: 0 })
    const files = emlFiles()
    expect(files).toHaveLength(1)
    const eml = fs.readFileSync(path.join(mailFolder(), files[0]), 'utf8')
    expect(eml).toMatch(/^To: thandi@example\.co\.za$/m)
    expect(eml).toMatch(new RegExp(`^Subject: Your Karoo order ${order.number}$`, 'm'))
    const [row] = await outbox()
    expect(row).toMatchObject({ status: 'sent', attempts: 1, locked_until: null, last_error: null })
    expect(row.sent_at).not.toBeNull()

    expect(await deliverDueMail()).toEqual({ sent: 0, retrying: 0, failed: 0 })
    expect(emlFiles()).toHaveLength(1)
  })

  it('deletes finished rows a month after they were queued, and never a message still to send', async () => {
    await orderWithMail()
    expect(await deliverDueMail()).toEqual({ sent: 1, retrying: 0, failed: 0 })
    await orderWithMail('sipho@example.co.za')
    const later = new Date(Date.now() + (FINISHED_MAIL_KEEP_DAYS + 1) * 24 * 3600_000)
    expect(await deleteFinishedMail(new Date())).toBe(0)
    expect(await deleteFinishedMail(later)).toBe(1)
    expect((await outbox()).map((row) => [row.recipient, row.status])).toEqual([['sipho@example.co.za', 'pending']])
  })

  it('keeps a message that failed, tries it again after the backoff, and sends it once the transport works', async () => {
    await orderWithMail()
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => {})
    const start = new Date()
    const failing = async (): Promise<never> => {
      throw new Error('connect ECONNREFUSED 127.0.0.1:2525')
    }
    expect(await deliverDueMail({ send: failing, now: () => start })).toEqual({ sent: 0, retrying: 1, failed: 0 })
    let [row] = await outbox()
    expect(row).toMatchObject({ status: 'pending', attempts: 1, locked_until: null, last_error: 'connect ECONNREFUSED 127.0.0.1:2525' })
    expect(row.next_attempt_at).toBe(new Date(start.getTime() + 30_000).toISOString())

    // Not due yet: nothing is tried before the wait is over.
    const transport = recordingTransport()
    expect(await deliverDueMail({ send: transport.send, now: () => new Date(start.getTime() + 29_000) })).toEqual({
      sent: 0,
      retrying: 0,
      failed: 0,
    })
    // The second failure waits twice as long.
    expect(await deliverDueMail({ send: failing, now: () => new Date(start.getTime() + 30_000) })).toMatchObject({ retrying: 1 })
    ;[row] = await outbox()
    expect(row).toMatchObject({ status: 'pending', attempts: 2 })
    expect(row.next_attempt_at).toBe(new Date(start.getTime() + 90_000).toISOString())
    expect(warn).toHaveBeenCalledTimes(2)
    warn.mockRestore()

    expect(await deliverDueMail({ send: transport.send, now: () => new Date(start.getTime() + 90_000) })).toEqual({
      sent: 1,
      retrying: 0,
      failed: 0,
    })
    expect(transport.sent).toHaveLength(1)
    ;[row] = await outbox()
    expect(row).toMatchObject({ status: 'sent', attempts: 3, last_error: null })
  })

  it('gives a message up after the last attempt, and one whose order is gone at once, saying so loudly', async () => {
    await orderWithMail()
    await enqueueMail(database().db, {
      kind: 'order_confirmation',
      dedupeKey: 'order_confirmation:gone',
      to: 'x@example.com',
      payload: { orderId: 'gone' },
    })
    const error = vi.spyOn(console, 'error').mockImplementation(() => {})
    const failing = async (): Promise<never> => {
      throw new Error('550 mailbox unavailable')
    }
    expect(await deliverDueMail({ send: failing, maxAttempts: 1 })).toEqual({ sent: 0, retrying: 0, failed: 2 })
    expect(error).toHaveBeenCalledTimes(2)
    expect(String(error.mock.calls[0][0])).toMatch(/^MAIL NOT SENT/)
    error.mockRestore()
    const rows = await outbox()
    expect(rows.map((row) => row.status)).toEqual(['failed', 'failed'])
    expect(rows.map((row) => row.last_error).sort()).toEqual(['550 mailbox unavailable', 'order gone does not exist'])
    // Failed rows stay failed: no later run picks them up.
    expect(await deliverDueMail({ now: () => new Date(Date.now() + 24 * 3600_000) })).toEqual({ sent: 0, retrying: 0, failed: 0 })
  })

  it('after a crash, a fresh start sends what was committed but never sent, and takes back a dead sender’s rows', async () => {
    // Committed before the "kill -9": one never tried, one taken by a sender that died mid-way (lease over),
    // and one another live instance is sending right now (lease running): that one is not ours to send.
    const untried = await orderWithMail('untried@example.com')
    const orphaned = await orderWithMail('orphaned@example.com')
    const busy = await orderWithMail('busy@example.com')
    const now = Date.now()
    await database()
      .db.updateTable('mail_outbox')
      .set({ status: 'sending', attempts: 1, locked_until: new Date(now - 1000).toISOString() })
      .where('dedupe_key', '=', orderConfirmationKey(orphaned.id))
      .execute()
    await database()
      .db.updateTable('mail_outbox')
      .set({ status: 'sending', attempts: 1, locked_until: new Date(now + MAIL_LEASE_MS).toISOString() })
      .where('dedupe_key', '=', orderConfirmationKey(busy.id))
      .execute()

    const transport = recordingTransport()
    // The worker's first run happens on start; stop() waits for it.
    const stop = startMailDelivery({ send: transport.send })
    await stop()
    expect(transport.sent.map((m) => m.to).sort()).toEqual(['orphaned@example.com', 'untried@example.com'])
    const rows = await outbox()
    const byKey = (id: string) => rows.find((row) => row.dedupe_key === orderConfirmationKey(id))
    expect(byKey(untried.id)).toMatchObject({ status: 'sent', attempts: 1 })
    expect(byKey(orphaned.id)).toMatchObject({ status: 'sent', attempts: 2 })
    expect(byKey(busy.id)).toMatchObject({ status: 'sending', attempts: 1 })
  })

  it('sends a message as soon as it is queued and nudged, without waiting for the next poll', async () => {
    const transport = recordingTransport()
    const stop = startMailDelivery({ send: transport.send, pollMs: 3_600_000 })
    try {
      // Past the start-up run over an empty outbox; the next poll is an hour away, so only the nudge can send.
      await new Promise((resolve) => setTimeout(resolve, 200))
      await orderWithMail('nudged@example.com')
      nudgeMailDelivery()
      await vi.waitFor(() => expect(transport.sent.map((m) => m.to)).toEqual(['nudged@example.com']), { timeout: 5000 })
    } finally {
      await stop()
    }
    expect((await outbox())[0]).toMatchObject({ status: 'sent' })
  })

  it('sends each message exactly once while four workers run at the same time', async () => {
    const orders = []
    for (let i = 0; i < 30; i++) orders.push(await orderWithMail(`shopper${i}@example.com`))
    const transport = recordingTransport(20)
    const reports = await Promise.all([1, 2, 3, 4].map(() => deliverDueMail({ send: transport.send })))
    expect(reports.reduce((sum, report) => sum + report.sent, 0)).toBe(30)
    const recipients = transport.sent.map((m) => m.to)
    expect(recipients).toHaveLength(30)
    expect(new Set(recipients).size).toBe(30)
    expect((await outbox()).every((row) => row.status === 'sent' && row.attempts === 1)).toBe(true)
  })
})

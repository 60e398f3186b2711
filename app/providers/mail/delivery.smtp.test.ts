/**
 * The outbox against a real SMTP exchange: SMTP_URL names a port on 127.0.0.1 where nothing listens at
 * first (connection refused, as when the mail server is down), then a minimal SMTP server that accepts
 * everything. A file of its own, because the environment (SMTP_URL) is read once per module graph.
 */
import fs from 'node:fs'
import net from 'node:net'
import os from 'node:os'
import path from 'node:path'
import { afterAll, beforeAll, beforeEach, expect, it, vi } from 'vitest'
import { describeEachDatabase, useTestDatabase } from '../../../tests/setup/db'
import { insertTestOrder } from '../../../tests/setup/orders'
import { smtpSink } from '../../../scripts/soak/smtp-sink'
import { setDatabase } from '~/server/db.server'
import { deliverDueMail } from './delivery.server'
import { enqueueMail, orderConfirmationKey } from './outbox.server'
import { mailFolder } from './mail.server'

const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'karoo-smtp-'))
process.env.SESSION_SECRET = 'smtp-test-session-secret-0123456789'
process.env.DATA_DIR = dataDir
process.env.PUBLIC_URL = 'https://shop.example.co.za'
afterAll(() => fs.rmSync(dataDir, { recursive: true, force: true }))

let port = 0
beforeAll(async () => {
  // A free port, closed again at once: connecting to it is refused until the fake server takes it.
  const probe = net.createServer()
  await new Promise<void>((resolve) => probe.listen(0, '127.0.0.1', resolve))
  port = (probe.address() as net.AddressInfo).port
  await new Promise((resolve) => probe.close(resolve))
  process.env.SMTP_URL = `smtp://127.0.0.1:${port}`
})

describeEachDatabase('mail outbox over SMTP', (kind) => {
  const database = useTestDatabase(kind)
  beforeEach(() => {
    setDatabase(database())
  })

  it('keeps the message while the SMTP server is unreachable, and sends it once when it is back', async () => {
    const order = await insertTestOrder(database().db, { email: 'thandi@example.co.za' })
    await enqueueMail(database().db, {
      kind: 'order_confirmation',
      dedupeKey: orderConfirmationKey(order.id),
      to: 'thandi@example.co.za',
      payload: { orderId: order.id },
    })
    const outbox = () => database().db.selectFrom('mail_outbox').selectAll().executeTakeFirstOrThrow()

    const warn = vi.spyOn(console, 'warn').mockImplementation(() => {})
    const start = new Date()
    expect(await deliverDueMail({ now: () => start })).toEqual({ sent: 0, retrying: 1, failed: 0 })
    expect(warn).toHaveBeenCalledOnce()
    warn.mockRestore()
    const waiting = await outbox()
    expect(waiting).toMatchObject({ status: 'pending', attempts: 1, locked_until: null })
    expect(waiting.last_error).toMatch(/ECONNREFUSED/)
    expect(waiting.next_attempt_at > start.toISOString()).toBe(true)
    // Nothing went to the .eml folder instead: with SMTP configured, SMTP is the only way out.
    expect(fs.existsSync(mailFolder())).toBe(false)

    const smtp = smtpSink(port)
    await smtp.start()
    try {
      const later = new Date(waiting.next_attempt_at)
      expect(await deliverDueMail({ now: () => later })).toEqual({ sent: 1, retrying: 0, failed: 0 })
      expect(await deliverDueMail({ now: () => later })).toEqual({ sent: 0, retrying: 0, failed: 0 })
    } finally {
      await smtp.stop()
    }
    expect(smtp.messages).toHaveLength(1)
    expect(smtp.messages[0]).toMatch(/^To: thandi@example\.co\.za$/m)
    expect(smtp.messages[0]).toMatch(new RegExp(`^Subject: Your Karoo order ${order.number}$`, 'm'))
    expect(await outbox()).toMatchObject({ status: 'sent', attempts: 2, last_error: null })
  })
})

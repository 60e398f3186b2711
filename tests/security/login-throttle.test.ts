/**
 * Password guessing, tried as an attacker would: from a new address for every guess, in a parallel
 * burst from one address, and from a signed-in session against the current password. Each test fails
 * if its limit stops holding.
 */
import '../integration/support/env'
import { afterEach, beforeEach, expect, it } from 'vitest'
import { TOO_MANY_ATTEMPTS } from '~/domain/throttle'
import { setDatabase } from '~/server/db.server'
import * as loginRoute from '~/routes/($store)+/_account+/login'
import * as myAccount from '~/routes/($store)+/_account+/my-account._index'
import { Browser, thandi } from '../integration/support/shop'
import { describeEachDatabase, useTestDatabase } from '../setup/db'

type Reply = { result: { error?: Record<string, string[] | null> }; params?: Record<string, number> }

describeEachDatabase('login throttle under attack', (kind) => {
  const database = useTestDatabase(kind)
  beforeEach(() => setDatabase(database()))
  afterEach(() => setDatabase(undefined))

  const login = (browser: Browser, fields: Record<string, string> = {}) =>
    browser.post(loginRoute.action, '/login', { intent: 'login', email: thandi.email, password: thandi.password, ...fields })
  const signedIn = async (browser: Browser) => (await browser.load(myAccount.loader, '/my-account')).status === 200
  const statuses = (responses: Response[]) => responses.map((response) => response.status)

  async function registered(ip?: string): Promise<Browser> {
    const browser = new Browser(ip)
    expect((await browser.post(loginRoute.action, '/login', thandi)).status).toBe(303)
    return browser
  }

  it('holds per account whatever the client address', async () => {
    await registered()
    const answers: number[] = []
    for (let i = 1; i <= 12; i++) answers.push((await login(new Browser(`198.51.100.${i}`), { password: `guess ${i}` })).status)
    const firstRefusal = answers.indexOf(429)
    expect(firstRefusal, answers.join(' ')).toBeGreaterThan(0)
    expect(firstRefusal, answers.join(' ')).toBeLessThan(11)
    // Once the account must wait, every further guess waits, whichever address it comes from.
    expect(
      answers.slice(firstRefusal).every((status) => status === 429),
      answers.join(' '),
    ).toBe(true)
  })

  it('a parallel burst against one account from one address gets no more guesses than a slow guesser', async () => {
    await registered()
    const burst = await Promise.all(Array.from({ length: 30 }, (_, i) => login(new Browser('203.0.113.7'), { password: `guess ${i}` })))
    // One guess, and one more while the first is undecided (a double click on "Log in" signs in twice).
    expect(statuses(burst).sort()).toEqual([400, 400, ...Array<number>(28).fill(429)])
  })

  it('the right password inside a burst does not open the gate for the rest of it', async () => {
    await registered()
    const burst = await Promise.all(
      Array.from({ length: 30 }, (_, i) => login(new Browser('203.0.113.8'), i === 2 ? {} : { password: `guess ${i}` })),
    )
    const answers = statuses(burst)
    // Two attempts get through (wrong guesses or the right password), and the rest wait.
    expect(
      answers.filter((status) => status !== 429),
      answers.join(' '),
    ).toHaveLength(2)
  })

  it('a parallel burst against many accounts from one address gets no more than the address allows', async () => {
    await registered()
    const burst = await Promise.all(
      Array.from({ length: 30 }, (_, i) =>
        login(new Browser('203.0.113.9'), i === 5 ? {} : { email: `nobody${i}@example.co.za`, password: `guess ${i}` }),
      ),
    )
    const answers = statuses(burst)
    // Ten free failures per address, the 11th starts the wait, and one more may be undecided beside it:
    // at most 12 wrong guesses are checked, whatever the right password did among them.
    expect(answers.filter((status) => status === 400).length, answers.join(' ')).toBeLessThanOrEqual(12)
    expect(answers.filter((status) => status === 429).length, answers.join(' ')).toBeGreaterThanOrEqual(17)
  })

  guessingCurrentPassword('change-password', (browser, i) =>
    browser.post(myAccount.action, '/my-account', {
      intent: 'change-password',
      currentPassword: `guess ${i}`,
      password: 'taken over!',
      confirmPassword: 'taken over!',
    }),
  )
  guessingCurrentPassword('e-mail change', (browser, i) =>
    browser.post(myAccount.action, '/my-account', {
      intent: 'profile',
      firstName: 'Thandi',
      lastName: 'Mokoena',
      email: 'attacker@example.com',
      currentPassword: `guess ${i}`,
    }),
  )

  /** Guessing the current password from a session: a 429 beside the field, then the session ends. */
  function guessingCurrentPassword(form: string, guess: (browser: Browser, i: number) => Promise<Response>) {
    it(`the current password cannot be guessed from a session (${form})`, async () => {
      const session = await registered('192.0.2.10')
      const otherSession = new Browser('192.0.2.11')
      expect((await login(otherSession)).status).toBe(303)

      const answers: number[] = []
      let throttledReply: Reply | undefined
      for (let i = 0; i < 15; i++) {
        const response = await guess(session, i)
        answers.push(response.status)
        if (response.status === 429) {
          expect(Number(response.headers.get('Retry-After'))).toBeGreaterThan(0)
          throttledReply ??= (await response.json()) as Reply
        }
        if (response.status === 303) {
          expect(response.headers.get('Location')).toBe('/login')
          break
        }
      }
      expect(answers, answers.join(' ')).toContain(429)
      expect(throttledReply?.result.error?.currentPassword).toEqual([TOO_MANY_ATTEMPTS])
      // "Please try again in 1 minute": the wait travels with the message.
      expect(throttledReply?.params).toEqual({ count: 1 })
      expect(answers.at(-1), answers.join(' ')).toBe(303)
      expect(await signedIn(session)).toBe(false)
      // The limit is the customer's: another session of the account meets it too, and ends as well.
      expect((await guess(otherSession, 99)).status).toBe(303)
      expect(await signedIn(otherSession)).toBe(false)
      // Nothing was changed by the guesses, and the owner signs in as before.
      expect(await signedIn(await loggedInAgain())).toBe(true)
    })
  }

  async function loggedInAgain(): Promise<Browser> {
    const browser = new Browser('192.0.2.99')
    expect((await login(browser)).status).toBe(303)
    return browser
  }
})

import { describe, expect, it } from 'vitest'
import * as z from '~/schemas/zod'
import { fieldsOfForm, formFields, LIST_LIMIT, parseForm } from './form.server'

function form(entries: [string, string][]): FormData {
  const data = new FormData()
  for (const [name, value] of entries) data.append(name, value)
  return data
}

const login = z.object({ intent: z.literal('login'), email: z.string(), remember: z.string().optional() })
const forgot = z.object({ intent: z.literal('forgot'), email: z.string() })
const auth = z.discriminatedUnion('intent', [login, forgot]).superRefine(() => {})

describe('formFields', () => {
  it('reads the fields through unions, refinements, transforms and preprocessing', () => {
    expect([...formFields(auth).keys()].sort()).toEqual(['email', 'intent', 'remember'])
    expect([...formFields(forgot.transform((v) => v)).keys()].sort()).toEqual(['email', 'intent'])
    expect([...formFields(z.preprocess((v) => v, forgot)).keys()].sort()).toEqual(['email', 'intent'])
  })

  it('gives a list field its maximum length, capped, and a plain field none', () => {
    const schema = z.object({ lines: z.array(z.string()).max(5).optional(), tags: z.array(z.string()), note: z.string() })
    expect(formFields(schema)).toEqual(
      new Map([
        ['lines', 5],
        ['tags', LIST_LIMIT],
        ['note', 0],
      ]),
    )
  })
})

describe('fieldsOfForm', () => {
  const fields = new Map([
    ['email', 0],
    ['lines', 3],
    ['options', 0],
  ])

  it('leaves out fields the form does not have, conform control fields among them', () => {
    const kept = fieldsOfForm(
      form([
        ['email', 'a@example.com'],
        ['junk', 'x'],
        ['__intent__', '{'],
        ['__state__', '{'],
      ]),
      fields,
    )
    expect([...kept.entries()]).toEqual([['email', 'a@example.com']])
  })

  it('keeps object paths and list entries below the list length', () => {
    const kept = fieldsOfForm(
      form([
        ['options.12', '3'],
        ['lines[2].qty', '1'],
        ['lines[]', '4'],
      ]),
      fields,
    )
    expect([...kept.keys()]).toEqual(['options.12', 'lines[2].qty', 'lines[]'])
  })

  it.each(['email[0]', 'options[999999999]', 'lines[3]', 'lines[0].x[1]', 'email[]'])(
    'refuses %s with a 400 that sends nothing back',
    async (name) => {
      let thrown: unknown
      try {
        fieldsOfForm(form([[name, '1']]), fields)
      } catch (error) {
        thrown = error
      }
      expect(thrown).toBeInstanceOf(Response)
      expect((thrown as Response).status).toBe(400)
      expect(await (thrown as Response).text()).toBe('The form could not be read.')
    },
  )
})

describe('parseForm', () => {
  it('replies with the form fields only', () => {
    const submission = parseForm(
      form([
        ['intent', 'forgot'],
        ['email', ''],
        ['x[200000]', '1'],
      ]),
      { schema: auth },
    )
    expect(submission.status).toBe('error')
    const reply = submission.reply()
    // conform leaves an empty field out of what it sends back
    expect(reply.initialValue).toEqual({ intent: 'forgot' })
    expect(reply.fields).toEqual(['intent', 'email'])
    expect(JSON.stringify(reply).length).toBeLessThan(500)
  })
})

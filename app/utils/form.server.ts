/**
 * Every action parses its form here: `parseForm(formData, { schema })` in place of conform's `parseWithZod`.
 *
 * Conform reads a field name as a path and builds what it names: `x[999999999]=1` becomes an array of a
 * billion entries, and the reply that sends a refused form back (`submission.reply()` echoes what was sent)
 * serialises it into gigabytes of `null,`: a 63-byte post blocked the server for a minute, and three killed
 * it. So before conform sees a form:
 * - a field that is not one of the schema's is left out, so it is neither validated nor sent back; conform's
 *   own control fields (`__intent__`, `__state__`, JSON that its browser side writes) are among them: the
 *   shop's forms carry an `intent` of their own;
 * - a field path may name a list entry only where the schema has a list, and only below the list's length
 *   (at most LIST_LIMIT entries); any other index refuses the whole post with a 400 that echoes nothing.
 */
import { parseWithZod } from '@conform-to/zod/v4'
import type { Submission } from '@conform-to/react'
import type { $ZodType, input, output } from 'zod/v4/core'
import { unreadableForm } from './request-body.server'

/** The most entries a list field may name when its schema sets no maximum. */
export const LIST_LIMIT = 100

interface Def {
  type: string
  shape?: Record<string, $ZodType>
  options?: $ZodType[]
  in?: $ZodType
  out?: $ZodType
  left?: $ZodType
  right?: $ZodType
  innerType?: $ZodType
  getter?: () => $ZodType
  checks?: { _zod: { def: { check: string; maximum?: number } } }[]
}

const def = (schema: $ZodType) => schema._zod.def as unknown as Def

/** The schemas a schema stands for once wrappers (optional, default, pipes, unions...) are looked through. */
function unwrap(schema: $ZodType): $ZodType[] {
  const d = def(schema)
  const inner = [d.innerType, d.in, d.out, d.left, d.right, ...(d.options ?? [])].filter((s): s is $ZodType => s !== undefined)
  if (d.type === 'lazy' && d.getter) inner.push(d.getter())
  return inner.length ? inner.flatMap(unwrap) : [schema]
}

/**
 * The top-level fields of a form's schema, each with how many list entries it may name (0: not a list).
 * A discriminated union has the fields of all its forms.
 */
export function formFields(schema: $ZodType): Map<string, number> {
  const fields = new Map<string, number>()
  for (const object of unwrap(schema)) {
    for (const [name, field] of Object.entries(def(object).shape ?? {})) {
      fields.set(name, Math.max(fields.get(name) ?? 0, listLength(field)))
    }
  }
  return fields
}

function listLength(field: $ZodType): number {
  const lists = unwrap(field).filter((s) => def(s).type === 'array')
  const lengths = lists.map((list) => {
    const max = def(list).checks?.find((check) => check._zod.def.check === 'max_length')?._zod.def.maximum
    return Math.min(max ?? LIST_LIMIT, LIST_LIMIT)
  })
  return Math.max(0, ...lengths)
}

/** `lines[3].qty` -> 'lines'; `email` -> 'email'. */
const fieldOf = (name: string) => name.split(/[.[]/, 1)[0]!

/** The posted fields that belong to the form, or a thrown 400 when a path names an entry no list has. */
export function fieldsOfForm(formData: FormData, fields: Map<string, number>): FormData {
  const kept = new FormData()
  for (const [name, value] of formData) {
    const field = fieldOf(name)
    const entries = fields.get(field)
    if (entries === undefined) continue
    // Only a list field names an entry, right after its name; no form has a list inside a list.
    const entry = /^\[(\d*)\]/.exec(name.slice(field.length))
    const rest = name.slice(field.length + (entry?.[0].length ?? 0))
    if (entry && (entries === 0 || Number(entry[1] || 0) >= entries)) throw unreadableForm()
    if (rest.includes('[')) throw unreadableForm()
    kept.append(name, value)
  }
  return kept
}

type ParseOptions<Schema extends $ZodType> = { schema: Schema; async?: boolean }
type FormSubmission<Schema extends $ZodType> = Submission<input<Schema>, string[], output<Schema>>

/** conform's `parseWithZod` over the fields that belong to the form (see above). */
export function parseForm<Schema extends $ZodType>(
  formData: FormData,
  options: ParseOptions<Schema> & { async?: false },
): FormSubmission<Schema>
export function parseForm<Schema extends $ZodType>(
  formData: FormData,
  options: ParseOptions<Schema> & { async: true },
): Promise<FormSubmission<Schema>>
export function parseForm<Schema extends $ZodType>(formData: FormData, options: ParseOptions<Schema>) {
  const kept = fieldsOfForm(formData, formFields(options.schema))
  return options.async ? parseWithZod(kept, { schema: options.schema, async: true }) : parseWithZod(kept, { schema: options.schema })
}

import { parse, type Submission } from '@conform-to/react'
import { useCallback, useEffect, useRef, useState } from 'react'

/**
 * A form's check in the browser with its zod schema, without zod in the page's first JavaScript.
 *
 * zod and a page's schemas are about 90 KB gzipped of script that a phone parses and runs before the page
 * answers a tap, for checks that only matter once the shopper types. So the module with the checks is
 * imported when the shopper first focuses or presses inside the form (`starters`, given to the form's
 * onFocus/onPointerDown), and until it has arrived:
 * - a field the shopper leaves is let through without messages, and checked as soon as the module is there
 *   (so a message still appears beside it, a moment later);
 * - a submitted form waits for the module (it started loading with the press on the button) and is then
 *   submitted again, checked as usual. If the module cannot load (offline before it ever did), the form goes
 *   as it is: the server's action parses it with the same schema and answers with the same messages beside
 *   the fields, as it does for every form without JavaScript.
 */
const arrived = new Map<() => Promise<unknown>, unknown>()
const arriving = new Map<() => Promise<unknown>, Promise<unknown>>()

function importOnce<M>(load: () => Promise<M>): Promise<M> {
  let pending = arriving.get(load) as Promise<M> | undefined
  if (!pending) {
    pending = load().then((module) => {
      arrived.set(load, module)
      return module
    })
    // A failed import (offline) may be tried again on the next focus; until then the server checks.
    pending.catch(() => arriving.delete(load))
    arriving.set(load, pending)
  }
  return pending
}

/** What conform's onValidate is given. */
interface Validation {
  form: HTMLFormElement
  formData: FormData
  submitter: HTMLInputElement | HTMLButtonElement | null
}

export interface DeferredCheck<M> {
  /** The form's onFocus and onPointerDown: they start importing the checks. */
  starters: { onFocus: () => void; onPointerDown: () => void }
  /** The form's onValidate: `run` with the checks once they are there. */
  check: <S extends Submission<unknown, unknown, unknown>>(validation: Validation, run: (checks: M) => S) => S
  /** Set to the form's metadata after useForm: the fields left before the checks arrived are checked then. */
  form: React.MutableRefObject<{ validate: (options: { name: string }) => void } | undefined>
}

/** Forms whose checks could not load: their next submission goes to the server unchecked. */
const uncheckable = new WeakSet<HTMLFormElement>()

export function useDeferredCheck<M>(load: () => Promise<M>): DeferredCheck<M> {
  const [module, setModule] = useState(() => arrived.get(load) as M | undefined)
  const left = useRef(new Set<string>())
  const form = useRef<{ validate: (options: { name: string }) => void }>()

  useEffect(() => {
    if (!module) return
    const names = [...left.current]
    left.current.clear()
    for (const name of names) form.current?.validate({ name })
  }, [module])

  const ready = useCallback(() => importOnce(load).then((m) => (setModule(() => m), m)), [load])
  const start = useCallback(() => {
    if (!module) ready().catch(() => {})
  }, [module, ready])

  const check = <S extends Submission<unknown, unknown, unknown>>(
    { form: element, formData, submitter }: Validation,
    run: (checks: M) => S,
  ): S => {
    // Another form of the page may have brought the checks already.
    const checks = module ?? (arrived.get(load) as M | undefined)
    if (checks) return run(checks)
    return parse(formData, {
      resolve(_payload, intent) {
        if (intent) {
          // A field being left: no messages yet, and checked when the checks arrive.
          if (intent.type === 'validate' && intent.payload.name) left.current.add(intent.payload.name)
          return { error: {} }
        }
        // `null` hands the submission to the server.
        if (uncheckable.delete(element)) return { error: null }
        // Held back (an error without messages) and submitted again, with the same button, once checkable.
        const again = () => element.requestSubmit(submitter?.form === element ? submitter : null)
        ready().then(again, () => {
          uncheckable.add(element)
          again()
        })
        return { error: {} }
      },
    }) as S
  }

  return { starters: { onFocus: start, onPointerDown: start }, check, form }
}

import { config } from 'zod'

// zod compiles object parsers with `new Function` when it may, and first tries whether it may: under the
// shop's Content-Security-Policy (no 'unsafe-eval') that probe is reported as a violation. Schemas import
// zod from here so that the switch is set before any schema is built, in the browser and on the server.
config({ jitless: true })

// Import it as a namespace (`import * as z from '~/schemas/zod'`): the browser bundle then keeps only the
// parts the schemas use. The `z` object of `import { z } from 'zod'` drags in every locale zod ships
// (about 65 KB gzipped more on every page with a form).
export * from 'zod'

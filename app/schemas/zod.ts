import { z } from 'zod'

// zod compiles object parsers with `new Function` when it may, and first tries whether it may: under the
// shop's Content-Security-Policy (no 'unsafe-eval') that probe is reported as a violation. Schemas import
// z from here so that the switch is set before any schema is built, in the browser and on the server.
z.config({ jitless: true })

export { z }

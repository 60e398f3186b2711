/**
 * Reading a form with one file (docs/decisions/0030). `readForm` caps every form at 64 KB; a form with a
 * proof of purchase needs megabytes, and must still never read more than it allows nor hold a body of
 * unknown size in memory. The body is counted as it arrives and reading stops at `maxBodyBytes`; the file
 * is collected up to `maxFileBytes` and no further. Text fields are kept as they come, so a form whose
 * file comes last (put the file input after the other fields) can be shown again with everything typed
 * and a message beside the file.
 */
import { unstable_parseMultipartFormData, type UploadHandler } from '@remix-run/node'
import { FORM_BODY_LIMIT, readForm } from './request-body.server'

export interface UploadedFile {
  /** The name the shopper's file had: shown back to them at most, never used to store it. */
  name: string
  bytes: Uint8Array<ArrayBuffer>
}

export interface UploadForm {
  /** The text fields (and only those). */
  formData: FormData
  /** The file of `fileField`; null when none was chosen (browsers send an empty part) or it was too large. */
  file: UploadedFile | null
  /** The file passed `maxFileBytes`, or the body its cap: reading stopped there. */
  fileTooLarge: boolean
}

class BodyTooLarge extends Error {}
class FileTooLarge extends Error {}

function plain(status: number, message: string): Response {
  return new Response(message, { status, headers: { 'Content-Type': 'text/plain; charset=utf-8' } })
}

/**
 * The body, stopping with BodyTooLarge once more than `limit` bytes came. The request's own stream is
 * released, not cancelled: cancelling would drop the connection before the answer is sent.
 */
function cappedBody(body: ReadableStream<Uint8Array>, limit: number): ReadableStream<Uint8Array> {
  const reader = body.getReader()
  let size = 0
  return new ReadableStream<Uint8Array>({
    async pull(controller) {
      const { done, value } = await reader.read()
      if (done) {
        controller.close()
        return
      }
      size += value.byteLength
      if (size > limit) {
        reader.releaseLock()
        controller.error(new BodyTooLarge())
        return
      }
      controller.enqueue(value)
    },
    cancel() {
      reader.releaseLock()
    },
  })
}

async function collect(data: AsyncIterable<Uint8Array>, limit: number, tooLarge: () => Error): Promise<Uint8Array<ArrayBuffer>> {
  const chunks: Uint8Array[] = []
  let size = 0
  for await (const chunk of data) {
    size += chunk.byteLength
    if (size > limit) throw tooLarge()
    chunks.push(chunk)
  }
  const bytes = new Uint8Array(size)
  let offset = 0
  for (const chunk of chunks) {
    bytes.set(chunk, offset)
    offset += chunk.byteLength
  }
  return bytes
}

/**
 * The submitted form and its one file. A body that is not a form is a 415 and one that does not parse a
 * 400 (thrown, as readForm does); a URL-encoded post (no file at all) is read by readForm. Text fields
 * together may take FORM_BODY_LIMIT, as in any form; a text field over it is a 413.
 */
export async function readUploadForm(
  request: Request,
  { fileField, maxFileBytes, maxBodyBytes }: { fileField: string; maxFileBytes: number; maxBodyBytes: number },
): Promise<UploadForm> {
  const contentType = request.headers.get('Content-Type') ?? ''
  if (!/^multipart\/form-data\s*;/i.test(contentType)) {
    return { formData: await readForm(request), file: null, fileTooLarge: false }
  }
  if (!request.body) throw plain(400, 'The form could not be read.')

  const formData = new FormData()
  let file: UploadedFile | null = null
  let textBytes = 0
  let inFile = false
  const decoder = new TextDecoder()

  const handler: UploadHandler = async (part) => {
    if (part.filename === undefined) {
      const bytes = await collect(part.data, FORM_BODY_LIMIT - textBytes, () => new BodyTooLarge())
      textBytes += bytes.byteLength
      formData.append(part.name, decoder.decode(bytes))
      return undefined
    }
    if (part.name !== fileField || file) {
      // A file nobody asked for: read past it (within the body's cap), keep nothing.
      for await (const chunk of part.data) void chunk
      return undefined
    }
    inFile = true
    const bytes = await collect(part.data, maxFileBytes, () => new FileTooLarge())
    inFile = false
    // No file chosen: browsers send the part with an empty name and no content.
    if (part.filename !== '' || bytes.byteLength > 0) file = { name: part.filename.slice(0, 255), bytes }
    return undefined
  }

  const capped = new Request(request.url, {
    method: 'POST',
    headers: { 'Content-Type': contentType },
    body: cappedBody(request.body, maxBodyBytes),
    // Node's fetch wants to know a stream body is sent one way.
    duplex: 'half',
  } as RequestInit)
  try {
    await unstable_parseMultipartFormData(capped, handler)
  } catch (error) {
    if (error instanceof FileTooLarge || (error instanceof BodyTooLarge && inFile)) {
      return { formData, file: null, fileTooLarge: true }
    }
    if (error instanceof BodyTooLarge) throw plain(413, 'Request body too large.')
    throw plain(400, 'The form could not be read.')
  }
  return { formData, file, fileTooLarge: false }
}

// The share-link codec: `#m=v1.<base64url(deflate-raw(model JSON))>` (ARCHITECTURE.md,
// "Share links"). Pure transport, no model logic: it turns the model's JSON text into a
// fragment and back, and enforces the two caps before anything else sees the content:
// a link over LINK_MAX characters is refused unread, and decompression stops as soon as
// the output passes CONTENT_MAX bytes (the input is fed in small slices, so a zip bomb
// never expands more than about one slice's worth past the cap). What the text means is
// the engine's business (keyscape:ValidateModel), after decoding.

export const LINK_VERSION = 'v1';
/** The longest `#m=` payload opened (64 KB of link). */
export const LINK_MAX = 64 * 1024;
/** The largest decompressed model text accepted (1 MB). */
export const CONTENT_MAX = 1024 * 1024;
/** Compressed bytes fed to the decompressor at a time (deflate expands at most ~1032:1). */
const SLICE = 512;

export type LinkProblem = 'not-a-link' | 'version' | 'too-long' | 'encoding' | 'truncated' | 'corrupt' | 'too-large';

export type Decoded = { ok: true; text: string } | { ok: false; reason: LinkProblem; message: string };
export type Encoded = { ok: true; fragment: string } | { ok: false; reason: 'too-long'; message: string };

const kb = (n: number) => (n >= 1024 * 1024 && n % (1024 * 1024) === 0 ? `${n / (1024 * 1024)} MB` : `${Math.ceil(n / 1024)} KB`);

export function tooLongMessage(length: number): string {
  return `This link is ${kb(length)}; keyscape opens links up to ${kb(LINK_MAX)}. Share the design as a file instead: Save file (Ctrl+S) downloads it, Open file or drag and drop opens it.`;
}

/** The payload of a `#m=` fragment (`v1.…`), or null when the hash holds no design link. */
export function linkPayload(hash: string): string | null {
  const m = /(?:^#|&)m=([^&]*)/.exec(hash);
  return m ? (m[1] ?? '') : null;
}

export function toBase64Url(bytes: Uint8Array): string {
  let bin = '';
  for (let i = 0; i < bytes.length; i += 0x8000) bin += String.fromCharCode(...bytes.subarray(i, i + 0x8000));
  return btoa(bin).replace(/\+/g, '-').replace(/\//g, '_').replace(/=+$/, '');
}

/** The bytes of a base64url text, or null when it is not base64url (or cut at an impossible length). */
export function fromBase64Url(text: string): Uint8Array<ArrayBuffer> | null {
  if (!/^[A-Za-z0-9_-]*$/.test(text) || text.length % 4 === 1) return null;
  const bin = atob(text.replace(/-/g, '+').replace(/_/g, '/') + '='.repeat((4 - (text.length % 4)) % 4));
  const out = new Uint8Array(bin.length);
  for (let i = 0; i < bin.length; i++) out[i] = bin.charCodeAt(i);
  return out;
}

async function deflate(bytes: Uint8Array): Promise<Uint8Array> {
  const stream = new Blob([bytes as BlobPart]).stream().pipeThrough(new CompressionStream('deflate-raw'));
  return new Uint8Array(await new Response(stream).arrayBuffer());
}

type Inflated = { ok: true; bytes: Uint8Array } | { ok: false; reason: 'truncated' | 'corrupt' | 'too-large'; detail: string };

/** Inflates `input`, stopping once the output passes `max` bytes. */
export async function inflateCapped(input: Uint8Array<ArrayBuffer>, max: number): Promise<Inflated> {
  const ds = new DecompressionStream('deflate-raw');
  const writer = ds.writable.getWriter();
  const reader = ds.readable.getReader();
  const chunks: Uint8Array[] = [];
  let total = 0;
  let over = false;
  const reading = (async () => {
    for (;;) {
      const { done, value } = await reader.read();
      if (done) return;
      total += value.byteLength;
      if (total > max) {
        over = true;
        await reader.cancel().catch(() => undefined);
        return;
      }
      chunks.push(value);
    }
  })();
  reading.catch(() => undefined);
  let failure: unknown = null;
  try {
    for (let i = 0; i < input.length && !over; i += SLICE) await writer.write(input.subarray(i, i + SLICE));
    if (!over) await writer.close();
  } catch (e) {
    failure = e;
  }
  try {
    await reading;
  } catch (e) {
    failure ??= e;
  }
  if (over) return { ok: false, reason: 'too-large', detail: `more than ${max} bytes` };
  if (failure !== null) {
    // A stream that ends before its last block is cut off (Chromium: "Compressed input was
    // truncated", Node: "unexpected end of file"); anything else the decompressor rejects is damage.
    const detail = failure instanceof Error ? failure.message : String(failure);
    return { ok: false, reason: /truncat|unexpected end|end of (file|input|stream)/i.test(detail) ? 'truncated' : 'corrupt', detail };
  }
  const out = new Uint8Array(total);
  let at = 0;
  for (const c of chunks) {
    out.set(c, at);
    at += c.byteLength;
  }
  return { ok: true, bytes: out };
}

/** `m=v1.…` for the model's JSON text, or the too-long refusal. */
export async function encodeLink(text: string): Promise<Encoded> {
  const payload = `${LINK_VERSION}.${toBase64Url(await deflate(new TextEncoder().encode(text)))}`;
  if (payload.length > LINK_MAX) return { ok: false, reason: 'too-long', message: tooLongMessage(payload.length) };
  return { ok: true, fragment: `m=${payload}` };
}

/** The model JSON text a `#m=` payload holds, or what is wrong with the link. */
export async function decodeLink(payload: string): Promise<Decoded> {
  const fail = (reason: LinkProblem, message: string): Decoded => ({ ok: false, reason, message });
  if (payload.length > LINK_MAX) return fail('too-long', tooLongMessage(payload.length));
  const dot = payload.indexOf('.');
  const version = dot < 0 ? '' : payload.slice(0, dot);
  if (!/^v\d+$/.test(version)) return fail('not-a-link', 'This is not a keyscape design link: it should read #m=v1. followed by the design.');
  if (version !== LINK_VERSION)
    return fail('version', `This link is in format ${version}; this version of keyscape opens ${LINK_VERSION} links only. Open it with the keyscape that made it, or ask for the design's file.`);
  const bytes = fromBase64Url(payload.slice(dot + 1));
  if (!bytes) return fail('encoding', 'This link is damaged: it holds characters (or a length) that base64url does not allow. Copy the whole link again.');
  const inflated = await inflateCapped(bytes, CONTENT_MAX);
  if (!inflated.ok) {
    if (inflated.reason === 'too-large')
      return fail('too-large', `This link's design is over ${kb(CONTENT_MAX)} once decompressed; keyscape stopped reading it there. A real design is far smaller: the link is not a design, or share the file instead.`);
    if (inflated.reason === 'truncated')
      return fail('truncated', 'This link is incomplete: its compressed design ends too early. It was probably cut off when it was copied; copy the whole link again.');
    return fail('corrupt', `This link is damaged: its compressed design cannot be decompressed (${inflated.detail}). It was changed after it was made; copy the original link again.`);
  }
  let text: string;
  try {
    text = new TextDecoder('utf-8', { fatal: true }).decode(inflated.bytes);
  } catch {
    return fail('corrupt', 'This link is damaged: its decompressed design is not UTF-8 text. Copy the original link again.');
  }
  return { ok: true, text };
}

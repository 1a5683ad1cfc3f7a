import { deflateRawSync } from 'node:zlib';
import { describe, expect, it } from 'vitest';
import { CONTENT_MAX, decodeLink, encodeLink, fromBase64Url, inflateCapped, LINK_MAX, linkPayload, toBase64Url } from './codec';

const MODEL = JSON.stringify({ format: 'keyscape-model', version: 1, name: 'Ünïcode ✓ <b>', tables: [{ name: 'T' }] });

async function payloadOf(text: string): Promise<string> {
  const e = await encodeLink(text);
  if (!e.ok) throw new Error(e.message);
  return e.fragment.slice(2);
}

describe('share link codec', () => {
  it('round-trips the model text byte for byte, as v1 base64url', async () => {
    const payload = await payloadOf(MODEL);
    expect(payload).toMatch(/^v1\.[A-Za-z0-9_-]+$/);
    expect(await decodeLink(payload)).toEqual({ ok: true, text: MODEL });
  });

  it('is deflate-raw: node zlib inflates it', async () => {
    const payload = await payloadOf(MODEL);
    const { inflateRawSync } = await import('node:zlib');
    expect(inflateRawSync(fromBase64Url(payload.slice(3)) as Uint8Array).toString('utf8')).toBe(MODEL);
  });

  it('base64url round-trips every byte value and rejects other characters and impossible lengths', () => {
    const all = new Uint8Array(256).map((_, i) => i);
    const text = toBase64Url(all);
    expect(text).not.toMatch(/[+/=]/);
    expect(Array.from(fromBase64Url(text) ?? [])).toEqual(Array.from(all));
    expect(fromBase64Url('ab+c')).toBeNull();
    expect(fromBase64Url('abcde')).toBeNull();
  });

  it('reads the payload of #m= and ignores other fragments', () => {
    expect(linkPayload('#m=v1.abc')).toBe('v1.abc');
    expect(linkPayload('#example=x&m=v1.q')).toBe('v1.q');
    expect(linkPayload('#example=lexicographic-trap')).toBeNull();
  });

  it('refuses to make a link over 64 KB and suggests the file', async () => {
    let s = 'x';
    let seed = 7;
    while (s.length < 120_000) s += String.fromCharCode(33 + ((seed = (seed * 48271) % 2147483647) % 90));
    const e = await encodeLink(JSON.stringify({ s }));
    expect(e.ok).toBe(false);
    if (!e.ok) expect(e.message).toMatch(/up to 64 KB.*Save file/);
  });

  it('refuses to open a link over 64 KB before reading it', async () => {
    const d = await decodeLink(`v1.${'A'.repeat(LINK_MAX)}`);
    expect(d).toMatchObject({ ok: false, reason: 'too-long' });
  });

  it('names a wrong version and a fragment that is no link', async () => {
    expect(await decodeLink('v2.AAAA')).toMatchObject({ ok: false, reason: 'version', message: expect.stringMatching(/format v2/) });
    expect(await decodeLink('hello')).toMatchObject({ ok: false, reason: 'not-a-link' });
  });

  it('names characters base64url does not allow', async () => {
    expect(await decodeLink('v1.ab$cd')).toMatchObject({ ok: false, reason: 'encoding' });
  });

  it('a truncated link is incomplete', async () => {
    const payload = await payloadOf(MODEL.repeat(20));
    const cut = payload.slice(0, Math.floor(payload.length / 2));
    const d = await decodeLink(cut.length % 4 === 1 ? cut.slice(0, -1) : cut);
    expect(d).toMatchObject({ ok: false, reason: 'truncated', message: expect.stringMatching(/incomplete/) });
  });

  it('bytes the decompressor rejects are damage', async () => {
    // Block type 3 (reserved) in the first header: invalid in every deflate stream.
    const d = await decodeLink(`v1.${toBase64Url(new Uint8Array([0x07, 0x00, 0x00, 0x00]))}`);
    expect(d).toMatchObject({ ok: false, reason: 'corrupt', message: expect.stringMatching(/damaged/) });
  });

  it('a zip bomb is stopped at 1 MB of output, early', async () => {
    const bomb = deflateRawSync(Buffer.alloc(40 * 1024 * 1024, 0x20));
    const payload = `v1.${toBase64Url(bomb)}`;
    expect(payload.length).toBeLessThan(LINK_MAX);
    expect(await decodeLink(payload)).toMatchObject({ ok: false, reason: 'too-large', message: expect.stringMatching(/over 1 MB once decompressed/) });
  });

  it('content of exactly the cap is accepted, one byte more is not', async () => {
    const exact = deflateRawSync(Buffer.alloc(CONTENT_MAX, 0x61));
    const ok = await inflateCapped(exact, CONTENT_MAX);
    expect(ok.ok && ok.bytes.length).toBe(CONTENT_MAX);
    const more = deflateRawSync(Buffer.alloc(CONTENT_MAX + 1, 0x61));
    expect(await inflateCapped(more, CONTENT_MAX)).toMatchObject({ ok: false, reason: 'too-large' });
  });

  it('decompressed bytes that are not UTF-8 are damage', async () => {
    const d = await decodeLink(`v1.${toBase64Url(deflateRawSync(Buffer.from([0xff, 0xfe, 0x41])))}`);
    expect(d).toMatchObject({ ok: false, reason: 'corrupt', message: expect.stringMatching(/not UTF-8/) });
  });
});

// The key template runtime of the TypeScript key builders (typescript.cc): keyscape's key
// templates (keyscape/model/key_template.h, ParseKey included) and ParseIso8601/FormatIso8601
// (keyscape/model/time_format.h) in TypeScript, message for message. Embedded at build time
// (runtime/runtimes.cmake): typescript.cc copies the lines after the runtime-begin marker, up to
// the blank line before runtime-end, into every generated file, after its header comment. It is a
// script of its own, so tsc --strict --noEmit checks it (tests/exports/runtimes.test.mjs). It must
// agree with the engine byte for byte: tests/exports/builders.test.mjs runs both on every
// example's sample items and on edge values.

// keyscape:runtime-begin

// ---- key template runtime: keyscape's key templates (key_template.h), in TypeScript ----

/** A number attribute's value: a number, a bigint or its decimal text ("12.50"). */
export type KeyNumber = number | bigint | string;
export type KeyFilter = { readonly pad: number; readonly fill: string } | "upper" | "lower" | "iso8601";
type Literal = { readonly lit: string };
type Placeholder = { readonly attr: string; readonly filters: readonly KeyFilter[] };
export type KeyPart = Literal | Placeholder;
/** A key template as data: its text and its parts in order. */
export interface KeyTemplate { readonly text: string; readonly parts: readonly KeyPart[] }
type AttrTypes = { readonly [name: string]: "S" | "N" | "B" };

/** A value or key a template rejects; the message is keyscape's. */
export class KeyTemplateError extends Error {
  constructor(message: string) {
    super(message);
    this.name = "KeyTemplateError";
  }
}

function fail(t: KeyTemplate, problem: string): never {
  throw new KeyTemplateError(`template ${t.text}: ${problem}`);
}

function isLit(p: KeyPart): p is Literal {
  return "lit" in p;
}

function attributes(t: KeyTemplate): string[] {
  const names: string[] = [];
  for (const p of t.parts) if (!isLit(p) && !names.includes(p.attr)) names.push(p.attr);
  return names;
}

// UTF-16 index of a lone surrogate (text that is not valid UTF-8), or -1.
function badUtf8At(s: string): number {
  for (let i = 0; i < s.length; i++) {
    const c = s.charCodeAt(i);
    if (c >= 0xd800 && c <= 0xdbff) {
      const d = s.charCodeAt(i + 1);
      if (d >= 0xdc00 && d <= 0xdfff) {
        i++;
        continue;
      }
      return i;
    }
    if (c >= 0xdc00 && c <= 0xdfff) return i;
  }
  return -1;
}

function utf8Length(s: string): number {
  let n = 0;
  for (const ch of s) {
    const c = ch.codePointAt(0) ?? 0;
    n += c < 0x80 ? 1 : c < 0x800 ? 2 : c < 0x10000 ? 3 : 4;
  }
  return n;
}

// Characters are code points.
function countChars(s: string): number {
  let n = 0;
  for (const _ of s) n++;
  return n;
}

// The UTF-16 index `n` characters after `pos`, or -1 when fewer are left.
function charEnd(s: string, pos: number, n: number): number {
  let i = pos;
  for (let k = 0; k < n; k++) {
    if (i >= s.length) return -1;
    const c = s.charCodeAt(i);
    i += c >= 0xd800 && c <= 0xdbff && i + 1 < s.length ? 2 : 1;
  }
  return i;
}

function byCodePoint(a: string, b: string): number {
  const x = Array.from(a, (c) => c.codePointAt(0) ?? 0);
  const y = Array.from(b, (c) => c.codePointAt(0) ?? 0);
  for (let i = 0; i < x.length && i < y.length; i++) if (x[i] !== y[i]) return (x[i] ?? 0) - (y[i] ?? 0);
  return x.length - y.length;
}

function filterText(f: KeyFilter): string {
  return typeof f === "string" ? f : `pad(${f.pad}${f.fill === "0" ? "" : "," + f.fill})`;
}

// The width a pad or iso8601 filter fixes (the last one), or undefined.
function fixedWidth(p: KeyPart): number | undefined {
  if (isLit(p)) return undefined;
  let width: number | undefined;
  for (const f of p.filters) {
    if (f === "iso8601") width = 20;
    else if (typeof f !== "string") width = f.pad;
  }
  return width;
}

// ---- iso8601: ParseIso8601 and FormatIso8601 of keyscape (time_format.h) ----

function daysFromCivil(y: number, m: number, d: number): number {
  y -= m <= 2 ? 1 : 0;
  const era = Math.trunc((y >= 0 ? y : y - 399) / 400);
  const yoe = y - era * 400;
  const doy = Math.trunc((153 * (m + (m > 2 ? -3 : 9)) + 2) / 5) + d - 1;
  const doe = yoe * 365 + Math.trunc(yoe / 4) - Math.trunc(yoe / 100) + doy;
  return era * 146097 + doe - 719468;
}

function formatIso8601(millis: number): string {
  const secs = Math.floor(millis / 1000);
  const days = Math.floor(secs / 86400);
  const rem = secs - days * 86400;
  const z = days + 719468;
  const era = Math.trunc((z >= 0 ? z : z - 146096) / 146097);
  const doe = z - era * 146097;
  const yoe = Math.trunc((doe - Math.trunc(doe / 1460) + Math.trunc(doe / 36524) - Math.trunc(doe / 146096)) / 365);
  const doy = doe - (365 * yoe + Math.trunc(yoe / 4) - Math.trunc(yoe / 100));
  const mp = Math.trunc((5 * doy + 2) / 153);
  const d = doy - Math.trunc((153 * mp + 2) / 5) + 1;
  const m = mp < 10 ? mp + 3 : mp - 9;
  const y = yoe + era * 400 + (m <= 2 ? 1 : 0);
  const two = (n: number): string => String(n).padStart(2, "0");
  return `${String(y).padStart(4, "0")}-${two(m)}-${two(d)}T${two(Math.trunc(rem / 3600))}:` +
    `${two(Math.trunc(rem / 60) % 60)}:${two(rem % 60)}Z`;
}

function validDate(y: number, mo: number, d: number): boolean {
  const days = [31, 29, 31, 30, 31, 30, 31, 31, 30, 31, 30, 31];
  if (mo < 1 || mo > 12 || d < 1 || d > (days[mo - 1] ?? 0)) return false;
  const leap = (y % 4 === 0 && y % 100 !== 0) || y % 400 === 0;
  return !(mo === 2 && d === 29 && !leap);
}

// YYYY-MM-DD or YYYY-MM-DDTHH:MM[:SS[.f...]] with Z, +HH:MM, -HH:MM, +HHMM or +HH (t and
// z may be lower case; the fraction is kept to the millisecond) -> milliseconds since the
// epoch; undefined for anything else or outside years 0000..9999.
function parseIso8601(t: string): number | undefined {
  let at = 0;
  const digits = (len: number): number | undefined => {
    if (at + len > t.length) return undefined;
    let v = 0;
    for (let i = at; i < at + len; i++) {
      const c = t.charCodeAt(i) - 48;
      if (c < 0 || c > 9) return undefined;
      v = v * 10 + c;
    }
    at += len;
    return v;
  };
  const y = digits(4);
  if (y === undefined || t[at++] !== "-") return undefined;
  const mo = digits(2);
  if (mo === undefined || t[at++] !== "-") return undefined;
  const d = digits(2);
  if (d === undefined || !validDate(y, mo, d)) return undefined;
  let timeOfDay = 0;
  if (at !== t.length) {
    if (t[at] !== "T" && t[at] !== "t") return undefined;
    at++;
    const h = digits(2);
    if (h === undefined || t[at++] !== ":") return undefined;
    const mi = digits(2);
    if (mi === undefined) return undefined;
    let s = 0;
    let frac = 0;
    if (t[at] === ":") {
      at++;
      const ss = digits(2);
      if (ss === undefined) return undefined;
      s = ss;
      if (t[at] === "." || t[at] === ",") {
        const first = ++at;
        for (let c = t.charCodeAt(at) - 48; at < t.length && c >= 0 && c <= 9; c = t.charCodeAt(at) - 48) {
          if (at - first < 3) frac = frac * 10 + c;
          at++;
        }
        if (at === first) return undefined;
        for (let n = at - first; n < 3; n++) frac *= 10;
      }
    }
    if (h > 23 || mi > 59 || s > 59 || at >= t.length) return undefined;
    let offset = 0;
    const zone = t[at];
    if (zone === "Z" || zone === "z") {
      at++;
    } else if (zone === "+" || zone === "-") {
      at++;
      const oh = digits(2);
      if (oh === undefined) return undefined;
      let om = 0;
      if (at < t.length) {
        if (t[at] === ":") at++;
        const m = digits(2);
        if (m === undefined) return undefined;
        om = m;
      }
      if (oh > 23 || om > 59) return undefined;
      offset = (zone === "-" ? -1 : 1) * (oh * 60 + om);
    } else {
      return undefined;
    }
    if (at !== t.length) return undefined;
    timeOfDay = ((h * 60 + mi - offset) * 60 + s) * 1000 + frac;
  }
  const result = daysFromCivil(y, mo, d) * 86400000 + timeOfDay;
  if (result < daysFromCivil(0, 1, 1) * 86400000 || result > 253402300799999) return undefined;
  return result;
}

// A non-empty beginning of "YYYY-MM-DDTHH:MM:SSZ", shorter than all of it.
function isIso8601Beginning(s: string): boolean {
  const form = "DDDD-DD-DDTDD:DD:DDZ";
  if (s.length === 0 || s.length >= form.length) return false;
  for (let i = 0; i < s.length; i++) {
    const c = s[i] ?? "";
    if (form[i] === "D" ? !(c >= "0" && c <= "9") : c !== form[i]) return false;
  }
  return true;
}

// ---- render, prefix and parse ----

function renderValue(t: KeyTemplate, p: Placeholder, value: string, partial: boolean): string {
  if (badUtf8At(value) >= 0) fail(t, `the value of ${p.attr} is not valid UTF-8`);
  let v = value;
  let padFollows = false;  // a partial date keeps its place only when no pad moves it
  for (let i = p.filters.length - 1; i >= 0 && partial; i--) {
    const f = p.filters[i];
    if (f === "iso8601") break;
    if (typeof f === "object") padFollows = true;
  }
  for (const f of p.filters) {
    if (f === "upper") {
      v = v.replace(/[a-z]+/g, (m) => m.toUpperCase());
    } else if (f === "lower") {
      v = v.replace(/[A-Z]+/g, (m) => m.toLowerCase());
    } else if (f === "iso8601") {
      if (partial && !padFollows && isIso8601Beginning(v)) continue;
      const millis = parseIso8601(v);
      if (millis === undefined)
        fail(t, `value ${v} of ${p.attr} is not an ISO 8601 date-time (like 2026-06-23T10:00:00Z)`);
      v = formatIso8601(millis);
    } else {
      if (/^-[0-9]/.test(v))
        fail(t, `value ${v} of ${p.attr} is a negative number, which ${filterText(f)} cannot keep in order`);
      const n = countChars(v);
      if (n > f.pad) fail(t, `value ${v} of ${p.attr} is longer than ${filterText(f)}`);
      v = f.fill.repeat(f.pad - n) + v;
    }
  }
  return v;
}

// A value must not contain the literal after its placeholder, nor end with its start.
function checkDelimiter(t: KeyTemplate, i: number, value: string, rendered: string): void {
  const p = t.parts[i];
  const next = t.parts[i + 1];
  if (p === undefined || isLit(p) || next === undefined || !isLit(next) || fixedWidth(p) !== undefined) return;
  const d = next.lit;
  if ((rendered + d).indexOf(d) === rendered.length) return;
  const how = rendered.includes(d) ? " contains '" : " ends with the start of '";
  fail(t, `value ${value} of ${p.attr}${how}${d}', the text that follows \${${p.attr}}, so the key could not be parsed back`);
}

function renderKey(t: KeyTemplate, values: ReadonlyMap<string, string>): string {
  let key = "";
  t.parts.forEach((p, i) => {
    if (isLit(p)) {
      key += p.lit;
      return;
    }
    const value = values.get(p.attr);
    if (value === undefined) fail(t, `attribute ${p.attr} is missing`);
    const v = renderValue(t, p, value, false);
    checkDelimiter(t, i, value, v);
    key += v;
  });
  return key;
}

function keyPrefix(t: KeyTemplate, values: ReadonlyMap<string, string>): string {
  const names = attributes(t);
  const given = [...values.keys()].sort(byCodePoint);
  for (const name of given) if (!names.includes(name)) fail(t, `attribute ${name} is not in the template`);
  let stop = t.parts.findIndex((p) => !isLit(p) && !values.has(p.attr));
  if (stop < 0) stop = t.parts.length;
  const used: string[] = [];
  let last = t.parts.length;
  t.parts.slice(0, stop).forEach((p, i) => {
    if (isLit(p)) return;
    used.push(p.attr);
    last = i;
  });
  const missing = t.parts[stop];
  for (const name of given) {
    if (!used.includes(name) && missing !== undefined && !isLit(missing))
      fail(t, `attribute ${name} is given, but ${missing.attr}, which comes before it, is missing`);
  }
  let prefix = "";
  const end = last === t.parts.length ? stop : last + 1;
  t.parts.slice(0, end).forEach((p, i) => {
    if (isLit(p)) {
      prefix += p.lit;
      return;
    }
    const value = values.get(p.attr) ?? "";
    const v = renderValue(t, p, value, i === last);
    checkDelimiter(t, i, value, v);
    prefix += v;
  });
  return prefix;
}

// The leading fill characters removed; for '0' one stays when nothing or a '.' follows.
function unpad(s: string, fill: string): string {
  let i = 0;
  if (fill === "0") {
    while (i + 1 < s.length && s[i] === "0" && s[i + 1] !== ".") i++;
  } else {
    while (i < s.length && s[i] === fill) i++;
  }
  return s.slice(i);
}

// The texts a segment may have come from, best first (each pad undone; at most 4096).
function undoCandidates(filters: readonly KeyFilter[], segment: string): string[] {
  let texts = [segment];
  for (let k = filters.length - 1; k >= 0; k--) {
    const f = filters[k];
    if (typeof f !== "object") continue;
    const next: string[] = [];
    for (const s of texts) {
      const best = unpad(s, f.fill);
      next.push(best);
      let lead = 0;
      while (lead < s.length && s[lead] === f.fill) lead++;
      for (let j = lead; j >= 0 && next.length < 4096; j--) if (s.length - j !== best.length) next.push(s.slice(j));
      if (next.length >= 4096) break;
    }
    texts = next;
  }
  return texts;
}

// Only for unambiguous templates (a parse function exists only for those).
function parseKey(t: KeyTemplate, key: string): Map<string, string> {
  const bad = badUtf8At(key);
  if (bad >= 0) fail(t, `the key is not valid UTF-8 at offset ${utf8Length(key.slice(0, bad))}`);
  const keyError = (problem: string): never => fail(t, `key ${key} does not fit: ${problem}`);
  const offset = (pos: number): number => utf8Length(key.slice(0, pos));
  const segments: { part: Placeholder; offset: number; text: string }[] = [];
  let pos = 0;
  t.parts.forEach((p, i) => {
    const at = ` at offset ${offset(pos)}`;
    if (isLit(p)) {
      if (!key.startsWith(p.lit, pos)) keyError(`expected '${p.lit}'${at}`);
      pos += p.lit.length;
      return;
    }
    let end = key.length;
    const width = fixedWidth(p);
    const next = t.parts[i + 1];
    if (width !== undefined) {
      end = charEnd(key, pos, width);
      if (end < 0)
        keyError(`\${${p.attr}} needs ${width} characters${at}, and only ${countChars(key.slice(pos))} are left`);
    } else if (next !== undefined && isLit(next)) {
      end = key.indexOf(next.lit, pos);
      if (end < 0) keyError(`expected '${next.lit}' after \${${p.attr}}${at}`);
    }
    segments.push({ part: p, offset: offset(pos), text: key.slice(pos, end) });
    pos = end;
  });
  if (pos !== key.length)
    keyError(`unexpected text '${key.slice(pos)}' at offset ${offset(pos)}, after the end of the template`);
  const lead = `template ${t.text}: `.length;
  const values = new Map<string, string>();
  let why = "";
  for (const name of attributes(t)) {
    const own = segments.filter((s) => s.part.attr === name);
    const candidates = own.flatMap((s) => undoCandidates(s.part.filters, s.text));
    const found = candidates.find((c) => {
      let problem = "";
      for (const s of own) {
        let r = "";
        try {
          r = renderValue(t, s.part, c, false);
        } catch (e) {
          problem = (e as Error).message.slice(lead);
          break;
        }
        if (r !== s.text) {
          problem = `${s.text} at offset ${s.offset} is not what \${${name}} renders for ${c} (${r})`;
          break;
        }
      }
      if (problem !== "" && why === "") why = problem;
      return problem === "";
    });
    if (found === undefined) return keyError(why);
    values.set(name, found);
  }
  return values;
}

// ---- typed values: S is text, N its decimal text, B its base64 text ----

const B64 = "ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz0123456789+/";

function toBase64(b: Uint8Array): string {
  let s = "";
  for (let i = 0; i < b.length; i += 3) {
    const n = ((b[i] ?? 0) << 16) | ((b[i + 1] ?? 0) << 8) | (b[i + 2] ?? 0);
    s += (B64[n >> 18] ?? "") + (B64[(n >> 12) & 63] ?? "");
    s += i + 1 < b.length ? (B64[(n >> 6) & 63] ?? "") : "=";
    s += i + 2 < b.length ? (B64[n & 63] ?? "") : "=";
  }
  return s;
}

function fromBase64(s: string, what: string): Uint8Array {
  if (!/^(?:[A-Za-z0-9+/]{4})*(?:[A-Za-z0-9+/]{2}==|[A-Za-z0-9+/]{3}=)?$/.test(s))
    throw new KeyTemplateError(`${what}: value ${s} is not base64`);
  const out: number[] = [];
  for (let i = 0; i < s.length; i += 4) {
    const v = [0, 1, 2, 3].map((k) => Math.max(0, B64.indexOf(s[i + k] ?? "=")));
    const n = ((v[0] ?? 0) << 18) | ((v[1] ?? 0) << 12) | ((v[2] ?? 0) << 6) | (v[3] ?? 0);
    out.push(n >> 16);
    if (s[i + 2] !== "=") out.push((n >> 8) & 255);
    if (s[i + 3] !== "=") out.push(n & 255);
  }
  return Uint8Array.from(out);
}

// The template values of `names` that `v` has (undefined and null are absent).
function valuesOf(types: AttrTypes, v: object, names: readonly string[]): Map<string, string> {
  const values = new Map<string, string>();
  const record = v as { readonly [name: string]: unknown };
  for (const name of names) {
    if (!Object.prototype.hasOwnProperty.call(v, name) || record[name] === undefined || record[name] === null)
      continue;
    const x = record[name];
    values.set(name, types[name] === "B" ? toBase64(x as Uint8Array) : String(x as KeyNumber));
  }
  return values;
}

// Parsed template values typed: N stays decimal text, B becomes bytes.
function typedOf<T>(types: AttrTypes, values: ReadonlyMap<string, string>, t: KeyTemplate): T {
  const out: { [name: string]: string | Uint8Array } = {};
  for (const [name, text] of values)
    out[name] = types[name] === "B" ? fromBase64(text, `template ${t.text}: ${name}`) : text;
  return out as unknown as T;
}

// keyscape:runtime-end

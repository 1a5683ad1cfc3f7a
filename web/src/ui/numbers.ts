// The page's one reading of a number typed into a form field. Forms hold text (so a
// half-typed number survives a re-render) and send what was typed: a text that reads as a
// number is sent as that number, any other text is sent as it is, and the engine answers
// a ValidationException naming the field. The page checks no range: the limits are the
// engine's. A number that would lose digits as a double is sent as text, never rounded.

import { isSafeNumber } from 'lossless-json';

/**
 * The number `text` reads as, ignoring surrounding space and the digit separators
 * people type (`100,000`, `1_000`, `1 000`); otherwise the trimmed text itself. `blank`
 * is what an empty field means (default: the empty text, which the engine refuses).
 */
export function typedNumber(text: string, blank?: number): number | string {
  const t = text.trim();
  if (t === '') return blank ?? t;
  const plain = t.replace(/(?<=\d)[,_ ](?=\d)/g, '');
  const n = Number(plain);
  const number = plain !== '' && Number.isFinite(n) && /^[+-]?(\d+\.?\d*|\.\d+)(e[+-]?\d+)?$/i.test(plain);
  // A number a double cannot hold exactly (2^53 + 1, 23 digits) is sent as its text: never rounded.
  return number && isSafeNumber(plain.replace(/^\+/, '')) ? n : t;
}

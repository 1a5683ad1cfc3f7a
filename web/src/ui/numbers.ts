// The page's one reading of a number typed into a form field. Forms hold text (so a
// half-typed number survives a re-render) and send what was typed: a text that reads as a
// number is sent as that number, any other text is sent as it is, and the engine answers
// a ValidationException naming the field. The page checks no range: the limits are the
// engine's.

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
  return plain !== '' && Number.isFinite(n) && /^[+-]?(\d+\.?\d*|\.\d+)(e[+-]?\d+)?$/i.test(plain) ? n : t;
}

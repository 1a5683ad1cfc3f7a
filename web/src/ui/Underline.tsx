// The span an engine error names (ErrorPosition: UTF-8 byte offset and length in the
// expression the user wrote), underlined in that text.
import type { ErrorPosition } from '@wasm/types';

function byteSlice(text: string, from: number, to?: number): string {
  const bytes = new TextEncoder().encode(text);
  return new TextDecoder().decode(bytes.slice(from, to));
}

export function Underline({ text, position }: { text: string; position: ErrorPosition }) {
  const before = byteSlice(text, 0, position.offset);
  const bad = byteSlice(text, position.offset, position.offset + position.length);
  const after = byteSlice(text, position.offset + position.length);
  return (
    <code class="underline-span" data-testid="error-span">
      {before}
      <mark class="bad-span">{bad === '' ? ' ' : bad}</mark>
      {after}
    </code>
  );
}

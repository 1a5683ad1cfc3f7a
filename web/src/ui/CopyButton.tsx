import { useState } from 'preact/hooks';

/** Copies `text` to the clipboard and says so. */
export function CopyButton({ text, testId, label = 'Copy' }: { text: string; testId: string; label?: string }) {
  const [done, setDone] = useState<'idle' | 'copied' | 'failed'>('idle');
  return (
    <button
      type="button"
      class="secondary small"
      data-testid={testId}
      onClick={() => {
        navigator.clipboard.writeText(text).then(
          () => setDone('copied'),
          () => setDone('failed'),
        );
      }}
    >
      {done === 'copied' ? 'Copied ✓' : done === 'failed' ? 'Copy failed' : label}
    </button>
  );
}

// Keyboard moves in a grid of inputs (each carries data-row and data-col): Enter and the
// up/down arrows move a row, left/right move a column when the caret is at the text's
// edge; Tab stays the browser's. `onPastEnd` runs when Enter leaves the last row.
export function gridKeyDown(e: KeyboardEvent, onPastEnd?: (col: number) => void): void {
  const input = e.target as HTMLInputElement;
  const row = Number(input.dataset['row']);
  const col = Number(input.dataset['col']);
  if (!Number.isFinite(row) || !Number.isFinite(col) || e.altKey || e.ctrlKey || e.metaKey) return;
  const atStart = input.selectionStart === 0 && input.selectionEnd === 0;
  const atEnd = input.selectionStart === input.value.length;
  let to: [number, number] | null = null;
  if (e.key === 'Enter') to = [row + (e.shiftKey ? -1 : 1), col];
  else if (e.key === 'ArrowDown') to = [row + 1, col];
  else if (e.key === 'ArrowUp') to = [row - 1, col];
  else if (e.key === 'ArrowLeft' && atStart) to = [row, col - 1];
  else if (e.key === 'ArrowRight' && atEnd) to = [row, col + 1];
  if (!to) return;
  const grid = input.closest('table');
  const next = grid?.querySelector<HTMLInputElement>(`input[data-row="${to[0]}"][data-col="${to[1]}"]`);
  e.preventDefault();
  if (next) {
    next.focus();
    next.select();
  } else if (e.key === 'Enter' && !e.shiftKey && onPastEnd) {
    onPastEnd(col);
  }
}

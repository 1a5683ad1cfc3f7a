// Roving focus for a group of controls (the WAI-ARIA tabs and tree keyboard patterns): the
// group is one Tab stop, the current control is the one reached by Tab, and the arrow keys,
// Home and End move between the controls. Tabs also activate the control they move to.
import type { RefObject } from 'preact';
import { useLayoutEffect } from 'preact/hooks';

const NEXT: Record<'horizontal' | 'vertical', { prev: string; next: string }> = {
  horizontal: { prev: 'ArrowLeft', next: 'ArrowRight' },
  vertical: { prev: 'ArrowUp', next: 'ArrowDown' },
};

/** The index a key moves to from `from` among `count` controls, or null when the key is not a move. */
export function movedIndex(key: string, from: number, count: number, orientation: 'horizontal' | 'vertical'): number | null {
  if (count === 0) return null;
  const keys = NEXT[orientation];
  if (key === keys.next) return (from + 1) % count;
  if (key === keys.prev) return (from - 1 + count) % count;
  if (key === 'Home') return 0;
  if (key === 'End') return count - 1;
  return null;
}

function controls(group: HTMLElement, selector: string): HTMLElement[] {
  return [...group.querySelectorAll<HTMLElement>(selector)].filter((el) => !el.hasAttribute('disabled'));
}

const isCurrent = (el: HTMLElement) =>
  el.getAttribute('aria-selected') === 'true' || el.hasAttribute('aria-current') || el.classList.contains('active');

/**
 * Keeps one control of `group` (those matching `selector`) in the Tab order: the current one
 * (aria-selected, aria-current or .active), else the first. Runs after every render.
 */
export function useRovingTabIndex(group: RefObject<HTMLElement | null>, selector: string): void {
  useLayoutEffect(() => {
    const g = group.current;
    if (!g) return;
    const all = controls(g, selector);
    const current = all.find(isCurrent) ?? all[0];
    for (const el of all) el.tabIndex = el === current ? 0 : -1;
  });
}

/** The keydown handler of a group: arrows, Home and End move the focus (and click, when `activate`). */
export function rovingKeyDown(selector: string, orientation: 'horizontal' | 'vertical', activate = false) {
  return (e: KeyboardEvent) => {
    const group = e.currentTarget as HTMLElement;
    const all = controls(group, selector);
    const from = all.indexOf(document.activeElement as HTMLElement);
    if (from < 0) return;
    const to = movedIndex(e.key, from, all.length, orientation);
    const target = to === null ? undefined : all[to];
    if (!target) return;
    e.preventDefault();
    for (const el of all) el.tabIndex = el === target ? 0 : -1;
    target.focus();
    if (activate) target.click();
  };
}

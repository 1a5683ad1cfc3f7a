import type { ComponentChildren } from 'preact';

/** A card's heading: title (with `id` for aria-labelledby), one line under it, and controls on the right. */
export function CardHead({ id, title, sub, children }: { id: string; title: ComponentChildren; sub: ComponentChildren; children?: ComponentChildren }) {
  return (
    <header class="card-head">
      <div>
        <h2 id={id}>{title}</h2>
        <p class="card-sub">{sub}</p>
      </div>
      {children}
    </header>
  );
}

import type { ComponentChildren } from 'preact';
import type { EngineStatus } from '../engine/client';

function statusText(s: EngineStatus): string {
  switch (s.state) {
    case 'loading':
      return 'loading engine…';
    case 'ready':
      return `engine ready · ${Math.round(s.loadMs)} ms`;
    case 'failed':
      return 'engine failed to load';
    case 'crashed':
      return 'engine stopped';
  }
}

export interface TableChip {
  name: string;
  pk: string;
  /** The sort key attribute; '' when the table has none. */
  sk: string;
  /** The key attributes' types (S, N, B), when known. */
  pkType?: string | undefined;
  skType?: string | undefined;
}

export function Header({ status, table, design, children }: { status: EngineStatus; table: TableChip | null; design?: string; children?: ComponentChildren }) {
  return (
    <header class="topbar">
      <div class="brand">
        <svg class="logo" viewBox="0 0 32 32" aria-hidden="true">
          <rect x="2" y="5" width="28" height="5" rx="1.5" />
          <rect x="2" y="13.5" width="19" height="5" rx="1.5" />
          <rect x="2" y="22" width="10" height="5" rx="1.5" />
        </svg>
        <h1>
          keyscape <span class="dash">—</span> <span class="tagline">DynamoDB key design playground</span>
        </h1>
      </div>
      <div class="topbar-meta">
        {table === null && design !== undefined && (
          <span class="chip" title="The design this page works on" data-testid="design-chip">
            <span class="chip-label">design</span> {design}
          </span>
        )}
        {table && (
        <span class="chip" title="The table this view works on" data-testid="table-chip">
          <span class="chip-label">table</span> {table.name}
          <span class="chip-sep" />
          <span class="chip-label">HASH</span> {table.pk} {table.pkType && <span class="type">{table.pkType}</span>}
          {table.sk && (
            <>
              <span class="chip-sep" />
              <span class="chip-label">RANGE</span> {table.sk} {table.skType && <span class="type">{table.skType}</span>}
            </>
          )}
        </span>
        )}
        <span class={`status status-${s(status)}`} data-testid="engine-status" title="C++ engine compiled to WebAssembly, running in a Web Worker">
          <span class="dot" />
          {statusText(status)}
        </span>
        {children}
      </div>
    </header>
  );
}

function s(status: EngineStatus): string {
  return status.state;
}

import type { EngineStatus } from '../engine/client';
import { PK, SK, TABLE_NAME } from '../example';

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

export function Header({ status }: { status: EngineStatus }) {
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
        <span class="chip" title="The example table">
          <span class="chip-label">table</span> {TABLE_NAME}
          <span class="chip-sep" />
          <span class="chip-label">HASH</span> {PK} <span class="type">S</span>
          <span class="chip-sep" />
          <span class="chip-label">RANGE</span> {SK} <span class="type">S</span>
        </span>
        <span class={`status status-${s(status)}`} data-testid="engine-status" title="C++ engine compiled to WebAssembly, running in a Web Worker">
          <span class="dot" />
          {statusText(status)}
        </span>
      </div>
    </header>
  );
}

function s(status: EngineStatus): string {
  return status.state;
}

// The left pane: the design's tables (with their GSIs and LSIs), entities and access
// patterns; a badge counts the lint findings under each node.
import { useRef } from 'preact/hooks';
import type { LintFinding, ModelFile } from '@wasm/types';
import { rovingKeyDown, useRovingTabIndex } from '../../ui/roving';
import { entitiesOf, patternsOf, selectionPath, tablesOf, type Selection } from '../../model/shape';

function count(findings: LintFinding[], path: string): number {
  return findings.filter((f) => f.location.path === path || f.location.path.startsWith(path + '/')).length;
}

function Node({ sel, current, label, sub, findings, onSelect, testId }: { sel: Selection; current: Selection; label: string; sub?: string; findings: LintFinding[]; onSelect: (s: Selection) => void; testId: string }) {
  const active = selectionPath(sel) === selectionPath(current);
  const n = count(findings, selectionPath(sel));
  return (
    <li>
      <button type="button" class={`node${active ? ' active' : ''}`} aria-current={active ? 'true' : undefined} data-testid={testId} onClick={() => onSelect(sel)}>
        <span class="node-label">{label}</span>
        {sub && <span class="node-sub">{sub}</span>}
        {n > 0 && <span class="badge warn" title={`${n} lint finding${n > 1 ? 's' : ''}`}>{n}</span>}
      </button>
    </li>
  );
}

export function Outline({ model, findings, selection, onSelect, onAdd }: { model: ModelFile; findings: LintFinding[]; selection: Selection; onSelect: (s: Selection) => void; onAdd: (what: 'table' | 'entity' | 'pattern') => void }) {
  const nav = useRef<HTMLElement>(null);
  useRovingTabIndex(nav, 'button.node');
  return (
    <nav class="outline" aria-label="Design outline" data-testid="outline" ref={nav} onKeyDown={rovingKeyDown('button.node', 'vertical')}>
      <button type="button" class={`node design-node${selection.kind === 'design' ? ' active' : ''}`} data-testid="outline-design" onClick={() => onSelect({ kind: 'design' })}>
        {String(model.name)}
      </button>
      <Group title="Tables" onAdd={() => onAdd('table')} testId="add-table">
        {tablesOf(model).map((t, i) => (
          <>
            <Node key={`t${i}`} sel={{ kind: 'table', index: i }} current={selection} label={t.name} sub={`${t.partitionKey.name}${t.sortKey ? ' · ' + t.sortKey.name : ''}`} findings={findings} onSelect={onSelect} testId="outline-table" />
            {(t.globalSecondaryIndexes ?? []).map((g) => (
              <li class="index-node" key={`g${g.name}`}>GSI {g.name}</li>
            ))}
            {(t.localSecondaryIndexes ?? []).map((l) => (
              <li class="index-node" key={`l${l.name}`}>LSI {l.name}</li>
            ))}
          </>
        ))}
      </Group>
      <Group title="Entities" onAdd={() => onAdd('entity')} testId="add-entity">
        {entitiesOf(model).map((e, i) => (
          <Node key={`e${i}`} sel={{ kind: 'entity', index: i }} current={selection} label={e.name} sub={e.table} findings={findings} onSelect={onSelect} testId="outline-entity" />
        ))}
      </Group>
      <Group title="Access patterns" onAdd={() => onAdd('pattern')} testId="add-pattern">
        {patternsOf(model).map((p, i) => (
          <Node key={`p${i}`} sel={{ kind: 'pattern', index: i }} current={selection} label={p.name} sub={`${p.operation}${p.index ? ' · ' + p.index : ''}`} findings={findings} onSelect={onSelect} testId="outline-pattern" />
        ))}
      </Group>
    </nav>
  );
}

function Group({ title, children, onAdd, testId }: { title: string; children: preact.ComponentChildren; onAdd: () => void; testId: string }) {
  return (
    <div class="outline-group">
      <div class="outline-title">
        <h3>{title}</h3>
        <button type="button" class="icon-btn" aria-label={`Add to ${title.toLowerCase()}`} data-testid={testId} onClick={onAdd}>
          +
        </button>
      </div>
      <ul>{children}</ul>
    </div>
  );
}

// An access pattern selected in the outline: its form, the range view of its Query, the
// compiled request with a copy button, the entities it returned, units, monthly cost and the
// expect verdict. All of it comes from the designer's one keyscape:AnalyzeDesign answer
// (useDesign.ts); only the other direction beside it, when asked for, is one more
// keyscape:RangeView.
import { useEffect, useState } from 'preact/hooks';
import type { DynamoDBError } from '@wasm/engine.mjs';
import type { ModelFile, RangeViewResponse } from '@wasm/types';
import type { EngineClient } from '../../engine/client';
import { useEngine } from '../../engine/EngineContext';
import { CopyButton } from '../../ui/CopyButton';
import { FieldFindings } from './Findings';
import { PatternForm } from './PatternForm';
import { RangeView } from './RangeView';
import { entitiesOf, patternsOf, tablesOf, type PatternJson } from '../../model/shape';
import type { PatternChoices } from './PatternForm';
import { viewErrorOf, type DesignState } from './useDesign';
import { viewKey } from './designView';
import { setAt } from '../../model/pointer';
import { aimPattern } from './editors/patternStart';
import { ResultsGrid } from './editors/ResultsGrid';
import { ExpectEditor, expectOfView } from './editors/ExpectEditor';

function useRangeView(client: EngineClient, model: ModelFile, index: number, version: number, query: boolean, overrides?: object) {
  const [view, setView] = useState<RangeViewResponse | null>(null);
  const [error, setError] = useState<DynamoDBError | null>(null);
  const [answered, setAnswered] = useState({ version: -1, index: -1 });
  useEffect(() => {
    if (!query) {
      setView(null);
      return;
    }
    let live = true;
    client.execute('keyscape:RangeView', overrides ? { model, pattern: index, overrides } : { model, pattern: index }).then(
      (r) => {
        if (!live) return;
        if (r.ok) {
          setView(r.body);
          setError(null);
        } else setError(r.error);
        setAnswered({ version, index });
      },
      () => undefined,
    );
    return () => {
      live = false;
    };
  }, [client, index, version, query, JSON.stringify(overrides)]);
  // The version of the design this view answers, -1 while the answer is for another pattern.
  return { view, error, answered: answered.index === index ? answered.version : -1 };
}

/** The pattern's entity's template for the sort key attribute of the table or index it queries. */
function sortTemplateOf(m: ModelFile, p: PatternJson): string | undefined {
  const t = tablesOf(m).find((x) => x.name === p.table);
  const e = entitiesOf(m).find((x) => x.name === p.entity);
  if (!t || !e) return undefined;
  const g = (t.globalSecondaryIndexes ?? []).find((x) => x.name === p.index);
  const l = (t.localSecondaryIndexes ?? []).find((x) => x.name === p.index);
  const sk = g ? (Array.isArray(g.sortKey) ? undefined : g.sortKey) : l ? l.sortKey : t.sortKey;
  return sk ? e.keys[sk.name] : undefined;
}

/** The attributes of the queried GSI's partition and sort keys when it writes them as lists (multi-attribute keys). */
function multiKeyOf(m: ModelFile, p: PatternJson): { partition?: string[]; sort?: string[] } {
  const t = tablesOf(m).find((x) => x.name === p.table);
  const g = (t?.globalSecondaryIndexes ?? []).find((x) => x.name === p.index);
  if (!g) return {};
  return {
    ...(Array.isArray(g.partitionKey) ? { partition: g.partitionKey.map((k) => k.name) } : {}),
    ...(Array.isArray(g.sortKey) ? { sort: g.sortKey.map((k) => k.name) } : {}),
  };
}

/** The table's key attribute names: what an expected key names. */
function keyNamesOf(m: ModelFile, p: PatternJson): string[] {
  const t = tablesOf(m).find((x) => x.name === p.table);
  return t ? [t.partitionKey.name, ...(t.sortKey ? [t.sortKey.name] : [])] : [];
}

function choicesOf(m: ModelFile, p: PatternJson): PatternChoices {
  const t = tablesOf(m).find((x) => x.name === p.table);
  return {
    tables: tablesOf(m).map((x) => x.name),
    indexes: [...(t?.globalSecondaryIndexes ?? []), ...(t?.localSecondaryIndexes ?? [])].map((i) => i.name),
    entities: entitiesOf(m).filter((e) => e.table === p.table).map((e) => e.name),
  };
}

/** The range view of pattern `index` in the design's answer, and the version it answers (-1 while it is another pattern's). */
function answeredRangeView(design: DesignState, index: number) {
  const mine = design.answeredView === viewKey({ rangeView: { pattern: index } });
  const error = design.error ?? (mine ? viewErrorOf(design.answers) : null);
  return { view: mine ? design.answers?.rangeView ?? null : null, error, answered: mine || design.error ? design.answered : -1 };
}

export function PatternView({ design, index, setModel }: { design: DesignState; index: number; setModel: (m: ModelFile) => void }) {
  const client = useEngine();
  const pattern = patternsOf(design.model)[index] as PatternJson;
  const isQuery = pattern.operation === 'Query' && pattern.key !== undefined;
  const { view, error, answered } = answeredRangeView(design, index);
  const [compare, setCompare] = useState(false);
  const other = useRangeView(client, design.model, index, design.version, isQuery && compare, { scanIndexForward: pattern.scanIndexForward === false });
  const run = design.answers?.patterns.patterns[index];
  const cost = design.answers?.cost.patterns[index];
  const base = `/accessPatterns/${index}/`;
  const messages = [design.error?.message, error?.message].filter((m): m is string => !!m);
  const errors = {
    at: (member: string) => messages.find((m) => m.startsWith(base + member + ':') || m.startsWith(base + member + '/')) ?? null,
  };
  const requestText = run ? JSON.stringify(run.request, null, 2) : '';

  return (
    <section class="pattern-view" aria-labelledby="pattern-title">
      <header class="center-head">
        <h2 id="pattern-title">{pattern.name}</h2>
        <p class="muted">
          {pattern.operation} on {pattern.index ? `index ${pattern.index} of ` : ''}table {pattern.table}
          {pattern.entity ? ` · reads ${pattern.entity}` : ''}
        </p>
        {pattern.description && <p class="desc">{pattern.description}</p>}
      </header>
      <PatternForm pattern={pattern} errors={errors} entity={entitiesOf(design.model).find((e) => e.name === pattern.entity)} sortTemplate={sortTemplateOf(design.model, pattern)}
        sortAttributes={multiKeyOf(design.model, pattern).sort} partitionAttributes={multiKeyOf(design.model, pattern).partition}
        onAim={(entity, indexName) => {
          const model = design.model;
          void aimPattern(client, model, pattern, entity, indexName).then((p) => setModel(setAt(model, `/accessPatterns/${index}`, p)));
        }} choices={choicesOf(design.model, pattern)} queryError={error}
        fieldNotes={(member) => <FieldFindings findings={design.answers?.lint.findings ?? []} path={base + member} model={design.model} onApply={setModel} />} onChange={(p) => setModel(setAt(design.model, `/accessPatterns/${index}`, p))} />
      {isQuery ? (
        <div class="card rv-card" data-testid="range-card" data-version={answered}>
          <div class="card-row">
            <h3>Range view</h3>
            <label class="inline-check">
              <input type="checkbox" data-testid="compare-directions" checked={compare} onChange={(e) => setCompare((e.target as HTMLInputElement).checked)} />
              the other direction beside it
            </label>
          </div>
          {error && (
            <div class="error-box" role="alert" data-testid="range-error">
              <pre class="error-message">{error.name}: {error.message}</pre>
            </div>
          )}
          {view ? (
            <div class={`${error ? 'stale' : ''}${compare ? ' rv-pair' : ''}`} title={error ? 'The last valid range view; the current pattern has an error' : undefined}>
              <RangeView view={view} />
              {compare && other.view && <RangeView view={other.view} testId="range-view-other" />}
            </div>
          ) : (
            !error && <p class="muted">Asking the engine…</p>
          )}
        </div>
      ) : (
        <p class="muted card">The range view draws Query patterns; this one is a {pattern.operation}. Its compiled request is below.</p>
      )}
      {isQuery && view && (
        <div class="card" data-testid="results-card">
          <div class="card-row">
            <h3>Returned items <span class="muted small">as DynamoDB returns them: response order, page by page</span></h3>
            <button type="button" class="small" data-testid="expect-this" disabled={!!error}
              title="Pin the first page's count and keys as this pattern's expect"
              onClick={() => setModel(setAt(design.model, `/accessPatterns/${index}/expect`, expectOfView(view)))}>
              Expect this result
            </button>
          </div>
          <ResultsGrid view={view} />
        </div>
      )}
      {run && (
        <div class="card">
          <div class="card-row">
            <h3>Compiled request · {run.operation}</h3>
            <CopyButton text={requestText} testId="copy-request" />
          </div>
          <pre class="request mono" data-testid="compiled-request" data-version={design.error ? -1 : design.answered} tabIndex={0} aria-label="The compiled request">{requestText}</pre>
          <dl class="facts">
            <dt>returned entities</dt>
            <dd data-testid="matched-entities">{run.matchedEntities.join(', ') || 'none'}</dd>
            <dt>units per request</dt>
            <dd>{run.readUnits ? `${run.readUnits} RCU` : ''}{run.writeUnits ? `${run.writeUnits} WCU` : ''}{!run.readUnits && !run.writeUnits ? '0' : ''}</dd>
            {cost && (
              <>
                <dt>monthly at {cost.ratePerSecond}/s</dt>
                <dd>${cost.onDemandMonthly.toFixed(2)} on-demand · ${cost.provisionedMonthly.toFixed(2)} provisioned</dd>
              </>
            )}
            {run.expect && (
              <>
                <dt>expect</dt>
                <dd data-testid="expect-verdict" class={run.expect.holds ? 'ok-text' : 'err-text'}>
                  {run.expect.holds ? 'holds' : 'does not hold'}
                  {run.expect.count ? ` · count ${run.expect.count.actual} (expected ${run.expect.count.expected})` : ''}
                  {run.expect.keys && !run.expect.holds && JSON.stringify(run.expect.keys.actual) !== JSON.stringify(run.expect.keys.expected)
                    ? ` · keys in another order or other keys: got ${run.expect.keys.actual.map((k) => Object.values(k).join('/')).join(', ')}`
                    : ''}
                </dd>
              </>
            )}
            {run.note && (
              <>
                <dt>note</dt>
                <dd class="warn-text">{run.note}</dd>
              </>
            )}
          </dl>
          <ExpectEditor expect={pattern.expect} keyNames={keyNamesOf(design.model, pattern)}
            onChange={(x) => setModel(setAt(design.model, `/accessPatterns/${index}/expect`, x))} />
        </div>
      )}
    </section>
  );
}

import { useEffect, useRef, useState } from 'preact/hooks';
import type { Item } from '../../ddb/attr';
import { problemOf } from '../../engine/call';
import { useEngine } from '../../engine/EngineContext';
import type { QueryTarget } from './targets';
import { buildQueryRequest, requestPreview, type Direction, type QueryForm, type QueryRequest } from './queryRequest';
import { ErrorBox, type Problem } from '../../ui/ErrorBox';
import { ItemTable } from '../../ui/ItemTable';

interface Props {
  ready: boolean;
  form: QueryForm;
  onFormChange: (form: QueryForm) => void;
  /** Bumped by the parent after the table changed, to refresh the shown page. */
  dataVersion: number;
  /** The table or index queried, and the picker of the others (the open design's). */
  target: QueryTarget;
  targets: QueryTarget[];
  onTarget: (id: string) => void;
  /** Runs before each query: loads the open design's tables when the target is one of them. */
  prepare: () => Promise<void>;
}

interface ResultPage {
  request: QueryRequest;
  items: Item[];
  count: number;
  scannedCount: number;
  lastEvaluatedKey: Item | undefined;
  readUnits: number | undefined;
  elapsedMs: number;
  pageNo: number;
  firstPosition: number;
}

export function QueryPanel({ ready, form, onFormChange, dataVersion, target, targets, onTarget, prepare }: Props) {
  const client = useEngine();
  const [page, setPage] = useState<ResultPage | null>(null);
  const [problem, setProblem] = useState<Problem | null>(null);
  const [lastRequest, setLastRequest] = useState<QueryRequest | null>(null);
  const [busy, setBusy] = useState(false);
  const autoRan = useRef(false);

  const set = <K extends keyof QueryForm>(key: K, value: QueryForm[K]) => onFormChange({ ...form, [key]: value });

  async function send(request: QueryRequest, pageNo: number, firstPosition: number) {
    setBusy(true);
    setLastRequest(request);
    try {
      if (target.designTable) await prepare();
      const r = await client.execute('Query', request);
      if (!r.ok) {
        setProblem({ kind: 'engine', error: r.error });
        setPage(null);
        return;
      }
      const items = r.body.Items ?? [];
      setProblem(null);
      setPage({
        request,
        items,
        count: r.body.Count ?? items.length,
        scannedCount: r.body.ScannedCount ?? items.length,
        lastEvaluatedKey: r.body.LastEvaluatedKey,
        readUnits: r.body.ConsumedCapacity?.CapacityUnits,
        elapsedMs: r.elapsedMs,
        pageNo,
        firstPosition,
      });
    } catch (e) {
      setProblem(problemOf(e));
      setPage(null);
    } finally {
      setBusy(false);
    }
  }

  function run(e?: Event) {
    e?.preventDefault();
    const built = buildQueryRequest(target.tableName, form, undefined, target.indexName);
    if (!built.ok) {
      setProblem({ kind: 'local', title: 'Check the form', message: built.problem.message });
      setPage(null);
      return;
    }
    void send(built.request, 1, 1);
  }

  function nextPage() {
    if (!page?.lastEvaluatedKey) return;
    const { ExclusiveStartKey: _ignored, ...base } = page.request;
    void send({ ...base, ExclusiveStartKey: page.lastEvaluatedKey }, page.pageNo + 1, page.firstPosition + page.items.length);
  }

  // Run the example query once the engine is up, so the page opens with an answer.
  useEffect(() => {
    if (ready && !autoRan.current) {
      autoRan.current = true;
      run();
    }
  }, [ready]);

  // After a write, refresh the current first page (later pages keep their start key); after
  // another target was chosen, run its starting query.
  const shownTarget = useRef(target.id);
  useEffect(() => {
    if (shownTarget.current !== target.id) {
      shownTarget.current = target.id;
      run();
    } else if (dataVersion > 0 && page && page.pageNo === 1) void send(page.request, 1, 1);
  }, [dataVersion]);

  function onKeyDown(e: KeyboardEvent) {
    if (e.key === 'Enter' && (e.ctrlKey || e.metaKey)) run(e);
  }

  return (
    <section class="card" aria-labelledby="query-title">
      <header class="card-head">
        <div>
          <h2 id="query-title">Query</h2>
          <p class="card-sub">
            A DynamoDB <code>Query</code> on <code data-testid="query-table">{target.tableName}</code>
            {target.indexName && <> (index <code>{target.indexName}</code>)</>}, run by the engine in your browser.
          </p>
        </div>
      </header>
      <label class="field query-target">
        <span class="label">Query on <span class="hint">the lab's table, or a table or index of the open design with its sample items</span></span>
        <select data-testid="query-target" value={target.id} onChange={(e) => onTarget(e.currentTarget.value)}>
          {targets.map((t) => <option key={t.id} value={t.id}>{t.label}</option>)}
        </select>
      </label>
      <form class="form" onSubmit={run} onKeyDown={onKeyDown}>
        <ExpressionField label="KeyConditionExpression" testId="kce" value={form.kce ?? ''} onInput={(v) => set('kce', v)} />
        <div class="row two wide-left">
          <label class="field">
            <span class="label">ExpressionAttributeValues <span class="hint">DynamoDB JSON</span></span>
            <textarea
              class="mono"
              rows={4}
              data-testid="eav"
              value={form.eav}
              onInput={(e) => set('eav', e.currentTarget.value)}
              spellcheck={false}
            />
          </label>
          <label class="field">
            <span class="label">ExpressionAttributeNames <span class="hint">optional</span></span>
            <textarea
              class="mono"
              rows={4}
              data-testid="ean"
              value={form.ean}
              placeholder={'{ "#sk": "SK" }'}
              onInput={(e) => set('ean', e.currentTarget.value)}
              spellcheck={false}
            />
          </label>
        </div>
        <div class="row two">
          <ExpressionField label="FilterExpression" hint="optional, non-key attributes" testId="filter" value={form.filter ?? ''} placeholder="#st = :shipped" onInput={(v) => set('filter', v)} />
          <ExpressionField label="ProjectionExpression" hint="optional" testId="projection" value={form.projection ?? ''} placeholder="SK, placedAt" onInput={(v) => set('projection', v)} />
        </div>
        <div class="row two">
          <label class="field">
            <span class="label">Select <span class="hint">optional</span></span>
            <select data-testid="select" value={form.select ?? ''} onChange={(e) => set('select', e.currentTarget.value)}>
              <option value="">(default)</option>
              <option value="ALL_ATTRIBUTES">ALL_ATTRIBUTES</option>
              <option value="SPECIFIC_ATTRIBUTES">SPECIFIC_ATTRIBUTES</option>
              <option value="COUNT">COUNT</option>
              <option value="ALL_PROJECTED_ATTRIBUTES">ALL_PROJECTED_ATTRIBUTES</option>
            </select>
          </label>
          <label class="field checkbox">
            <span class="label">ConsistentRead</span>
            <span class="inline">
              <input
                type="checkbox"
                data-testid="consistent"
                checked={form.consistent ?? false}
                onChange={(e) => set('consistent', e.currentTarget.checked)}
              />
              <span class="hint">strongly consistent (full read units)</span>
            </span>
          </label>
        </div>
        <div class="row controls">
          <label class="field">
            <span class="label">Direction</span>
            <select
              data-testid="direction"
              value={form.direction}
              onChange={(e) => set('direction', e.currentTarget.value as Direction)}
            >
              <option value="ascending">Ascending (ScanIndexForward: true)</option>
              <option value="descending">Descending (ScanIndexForward: false)</option>
            </select>
          </label>
          <label class="field limit">
            <span class="label">Limit <span class="hint">optional</span></span>
            <input
              class="mono"
              data-testid="limit"
              inputMode="numeric"
              value={form.limit}
              placeholder="none"
              onInput={(e) => set('limit', e.currentTarget.value)}
            />
          </label>
          <div class="run">
            <button type="submit" data-testid="run-query" disabled={!ready || busy} title="Run (Ctrl+Enter)">
              {busy ? 'Running…' : 'Run query'}
            </button>
          </div>
        </div>
      </form>

      {problem && <ErrorBox problem={problem} testId="query-error" />}

      {page && (
        <div class="results" data-testid="results">
          <div class="stats" data-testid="result-stats">
            <Stat label="Count" value={String(page.count)} testId="count" />
            <Stat label="ScannedCount" value={String(page.scannedCount)} testId="scanned-count" />
            <Stat label="Page" value={String(page.pageNo)} testId="page-no" />
            {page.readUnits !== undefined && (
              <Stat label="Read units" value={String(page.readUnits)} testId="read-units" />
            )}
            <Stat label="Engine time" value={`${page.elapsedMs.toFixed(2)} ms`} />
          </div>
          <ItemTable
            items={page.items}
            pkName={target.pk}
            skName={target.sk}
            rowTestId="result-row"
            showPk
            firstPosition={page.firstPosition}
            empty="No items matched the key condition on this page."
          />
          <div class="lek">
            <div class="lek-text">
              <span class="label">LastEvaluatedKey</span>
              {page.lastEvaluatedKey ? (
                <code data-testid="lek">{JSON.stringify(page.lastEvaluatedKey)}</code>
              ) : (
                <span class="muted" data-testid="lek-none">none — this is the last page</span>
              )}
            </div>
            <div class="lek-actions">
              {page.pageNo > 1 && (
                <button type="button" class="secondary" data-testid="first-page" onClick={() => run()} disabled={busy}>
                  First page
                </button>
              )}
              {page.lastEvaluatedKey && (
                <button type="button" class="secondary" data-testid="next-page" onClick={nextPage} disabled={busy}>
                  Next page →
                </button>
              )}
            </div>
          </div>
        </div>
      )}

      {lastRequest && (
        <details class="request">
          <summary>Request sent to the engine</summary>
          <pre data-testid="request-json">{requestPreview('Query', lastRequest)}</pre>
        </details>
      )}
    </section>
  );
}

function Stat({ label, value, testId }: { label: string; value: string; testId?: string }) {
  return (
    <div class="stat">
      <span class="stat-label">{label}</span>
      <span class="stat-value" data-testid={testId}>{value}</span>
    </div>
  );
}

/** One expression input: a monospaced line the browser neither spell-checks nor autocompletes. */
function ExpressionField(props: { label: string; hint?: string; testId: string; value: string; placeholder?: string; onInput: (v: string) => void }) {
  return (
    <label class="field">
      <span class="label">
        {props.label}
        {props.hint && <> <span class="hint">{props.hint}</span></>}
      </span>
      <input
        class="mono"
        data-testid={props.testId}
        value={props.value}
        placeholder={props.placeholder}
        onInput={(e) => props.onInput(e.currentTarget.value)}
        spellcheck={false}
        autocomplete="off"
      />
    </label>
  );
}

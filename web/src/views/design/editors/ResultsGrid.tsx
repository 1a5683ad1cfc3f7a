// The items a Query pattern returns, as DynamoDB returns them: one grid row per returned
// item with its attributes (the pattern's projection applied), in response order, page by
// page, each page closed by its Count, ScannedCount and LastEvaluatedKey. All of it is the
// engine's range view (pages[].items are the responses' Items).
import type { Item, RangeViewResponse } from '@wasm/types';
import { formatValue } from '../../../ddb/attr';

/** Attribute names in first appearance order, the view's key attributes first. */
function columnsOf(view: RangeViewResponse): string[] {
  const cols: string[] = [];
  const add = (n: string) => {
    if (!cols.includes(n)) cols.push(n);
  };
  const items = view.pages.flatMap((p) => p.items ?? []);
  for (const k of [view.partitionKeyName, view.sortKeyName]) if (k && items.some((i) => k in i)) add(k);
  for (const i of items) for (const n of Object.keys(i)) add(n);
  return cols;
}

function cell(item: Item, name: string): string {
  const v = item[name];
  return v ? formatValue(v) : '';
}

export function ResultsGrid({ view }: { view: RangeViewResponse }) {
  const cols = columnsOf(view);
  let position = 0;
  return (
    <div class="grid-wrap results-grid" data-testid="results-grid" tabIndex={0} role="region" aria-label="Returned items">
      <table class="grid samples">
        <caption class="sr-only">The items the pattern returns, in response order, page by page</caption>
        <thead>
          <tr>
            <th scope="col">#</th>
            {cols.map((c) => <th scope="col" key={c} class="mono">{c}</th>)}
          </tr>
        </thead>
        {view.pages.map((p, j) => (
          <tbody key={j} data-testid="results-page" data-page={j}>
            <tr class="page-head">
              <th scope="rowgroup" colSpan={cols.length + 1}>
                Page {j + 1}
                <span class="muted small"> · Count {p.count} · ScannedCount {p.scannedCount} · {p.readUnits} RCU</span>
                {j > 0 && <span class="muted small"> · a further request (ExclusiveStartKey = page {j}'s LastEvaluatedKey)</span>}
              </th>
            </tr>
            {(p.items ?? []).map((item, i) => (
              <tr key={i} data-testid="returned-row">
                <td class="muted">{++position}</td>
                {cols.map((c) => <td key={c} class="mono">{cell(item, c)}</td>)}
              </tr>
            ))}
            {(p.items ?? []).length === 0 && (
              <tr><td colSpan={cols.length + 1} class="muted small">no items (the filter removed every item this page read)</td></tr>
            )}
            <tr class="page-foot">
              <td colSpan={cols.length + 1} class="small" data-testid="results-lek">
                LastEvaluatedKey: {p.lastEvaluatedKey ? <code class="mono">{JSON.stringify(p.lastEvaluatedKey)}</code> : <span class="muted">none (the last page)</span>}
              </td>
            </tr>
          </tbody>
        ))}
      </table>
    </div>
  );
}

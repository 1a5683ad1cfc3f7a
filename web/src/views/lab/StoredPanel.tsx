import type { Item } from '../../ddb/attr';
import type { ExplainOrderResponse, OrderPair } from '@wasm/types';
import { PK, SK } from './example';
import { skOf } from './labOps';
import { ItemTable } from '../../ui/ItemTable';

interface Props {
  partitions: readonly string[];
  selectedPk: string;
  onSelect: (pk: string) => void;
  items: readonly Item[];
  /** The engine's keyscape:ExplainOrder answer for the items' sort keys. */
  order: ExplainOrderResponse | null;
  highlightSk: string | undefined;
  fixPartition: string;
  fixLoaded: boolean;
  onLoadFix: () => void;
}

/** The first adjacent pair whose byte order contradicts the numbers in it (the engine says which). */
function trapExample(sks: readonly string[], pairs: readonly OrderPair[]): { before: string; after: string; pair: OrderPair } | undefined {
  const i = pairs.findIndex((p) => p.NumbersDisagree);
  const before = sks[i];
  const after = sks[i + 1];
  const pair = pairs[i];
  return i >= 0 && before !== undefined && after !== undefined && pair ? { before, after, pair } : undefined;
}

export function StoredPanel(props: Props) {
  const sks = props.items.map(skOf);
  // The engine's pairs explain the rows only when they are the rows (same count, same order).
  const pairs = props.order && props.order.Pairs.length === sks.length - 1 ? props.order.Pairs : [];
  const trap = trapExample(sks, pairs);
  const diff = trap?.pair;
  return (
    <section class="card" aria-labelledby="stored-title">
      <header class="card-head">
        <div>
          <h2 id="stored-title">Item collection</h2>
          <p class="card-sub">
            Every item with one partition key value, in the order the engine stores them: by sort key, ascending.
          </p>
        </div>
        <label class="inline-field">
          <span>{PK}</span>
          <select
            data-testid="partition"
            value={props.selectedPk}
            onChange={(e) => props.onSelect(e.currentTarget.value)}
          >
            {props.partitions.map((pk) => (
              <option key={pk} value={pk}>{pk}</option>
            ))}
          </select>
        </label>
      </header>

      <div class="stored-grid">
        <ItemTable
          items={props.items}
          pkName={PK}
          skName={SK}
          rowTestId="stored-row"
          explain={pairs}
          highlightSk={props.highlightSk}
          empty="This partition has no items."
        />
        <aside class="stored-aside">
          {trap && diff ? (
            <div class="callout warn" data-testid="trap-callout">
              <h3>Sort keys compare as UTF-8 bytes</h3>
              <p>
                <code>{trap.before}</code> is stored before <code>{trap.after}</code>
                {diff.Reason === 'BYTE' ? (
                  <>
                    : at byte {(diff.ByteIndex ?? 0) + 1}, <code>{diff.Chars?.[0]}</code> ({diff.Bytes?.[0]}) is smaller than{' '}
                    <code>{diff.Chars?.[1]}</code> ({diff.Bytes?.[1]})
                  </>
                ) : (
                  <>: it is a prefix of the longer key</>
                )}
                . DynamoDB never reads the digits as a number: an <code>S</code> sort key is ordered byte by byte, so
                numbers of different lengths sort like words.
              </p>
              <p>
                <strong>Fix:</strong> zero-pad numbers to one fixed width, so byte order equals numeric order:{' '}
                <code>ORDER#0001</code>, <code>ORDER#0002</code>, <code>ORDER#0010</code>, <code>ORDER#0100</code>.
                Pick a width that fits the largest number you will ever store.
              </p>
              <div class="callout-actions">
                <button type="button" class="secondary" data-testid="load-fix" onClick={props.onLoadFix}>
                  {props.fixLoaded ? `Show ${props.fixPartition} (zero-padded)` : `Load the fix as ${props.fixPartition}`}
                </button>
              </div>
            </div>
          ) : props.items.length > 1 ? (
            <div class="callout ok" data-testid="ok-callout">
              <h3>Byte order matches numeric order</h3>
              <p>
                Every number in these sort keys has the same width, so comparing UTF-8 bytes gives the order a person
                expects, and range conditions (<code>BETWEEN</code>, <code>&gt;</code>, <code>begins_with</code>)
                select what they appear to.
              </p>
            </div>
          ) : (
            <div class="callout neutral">
              <h3>Stored order</h3>
              <p>Add items to this partition to see how their sort keys order.</p>
            </div>
          )}
        </aside>
      </div>
    </section>
  );
}

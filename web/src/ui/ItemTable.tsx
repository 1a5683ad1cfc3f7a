import { attrType, formatValue, keyText, nonKeyAttributes, type Item } from '../ddb/attr';
import type { OrderPair } from '@wasm/types';

interface Props {
  items: readonly Item[];
  pkName: string;
  skName: string;
  rowTestId: string;
  /** Show the partition key column (query results) or not (one partition's view). */
  showPk?: boolean;
  /**
   * Show, for each row, which byte put it after the previous row: the engine's
   * keyscape:ExplainOrder pairs of these rows' sort keys (pair i explains row i + 1).
   */
  explain?: readonly OrderPair[] | undefined;
  /** Sort key of a row to highlight (e.g. the item just written). */
  highlightSk?: string | undefined;
  /** 1-based position of the first row (for later result pages). */
  firstPosition?: number;
  empty: string;
}

export function ItemTable(props: Props) {
  const { items, pkName, skName, rowTestId, showPk = false, explain, highlightSk, firstPosition = 1 } = props;
  if (items.length === 0) return <p class="empty">{props.empty}</p>;
  const keys = [pkName, skName];
  return (
    <div class="table-wrap">
      <table class="items">
        <thead>
          <tr>
            <th class="pos">#</th>
            {showPk && <th>{pkName}</th>}
            <th>{skName} <span class="th-note">sort key</span></th>
            <th>attributes</th>
            {explain && <th class="why">after the previous row because</th>}
          </tr>
        </thead>
        <tbody>
          {items.map((item, i) => {
            const sk = keyText(item[skName]);
            const pair = i > 0 ? explain?.[i - 1] : undefined;
            const hl = highlightSk !== undefined && sk === highlightSk;
            return (
              <tr key={`${keyText(item[pkName])}\u0000${sk}`} data-testid={rowTestId} data-sk={sk} class={hl ? 'highlight' : undefined}>
                <td class="pos">{firstPosition + i}</td>
                {showPk && <td class="key">{keyText(item[pkName])}</td>}
                <td class="key sk" data-testid={`${rowTestId}-sk`}>{sk}</td>
                <td class="attrs">
                  {nonKeyAttributes(item, keys).map((name) => {
                    const v = item[name];
                    if (!v) return null;
                    return (
                      <span class="attr" key={name} title={`${name} (${attrType(v) ?? '?'})`}>
                        <span class="attr-name">{name}</span>
                        <span class={`attr-value t-${attrType(v) ?? 'x'}`}>{formatValue(v)}</span>
                      </span>
                    );
                  })}
                </td>
                {explain && <td class="why" title={pair?.Text}>{i === 0 ? <span class="muted">first in the partition</span> : pair ? <Why pair={pair} /> : null}</td>}
              </tr>
            );
          })}
        </tbody>
      </table>
    </div>
  );
}

/** Which byte puts a row after the previous one: `byte 7  '1' 0x31 < '2' 0x32`, or the prefix rule. */
function Why({ pair }: { pair: OrderPair }) {
  if (pair.Reason === 'EQUAL') return <span class="muted">same key</span>;
  const pos = <span class="why-pos">byte {(pair.ByteIndex ?? 0) + 1}</span>;
  if (pair.Reason === 'PREFIX') {
    return (
      <>
        {pos} <span class="why-text">previous key ends: shorter sorts first</span>
      </>
    );
  }
  if (pair.Reason === 'NUMERIC') return <span class="why-text">{pair.Text}</span>;
  const [a, b] = pair.Chars ?? pair.Bytes ?? ['', ''];
  const [ha, hb] = pair.Bytes ?? ['', ''];
  return (
    <>
      {pos} <b>{`'${a}'`}</b> <span class="hex">{ha}</span> <span class="op">{pair.Relation}</span> <b>{`'${b}'`}</b>{' '}
      <span class="hex">{hb}</span>
    </>
  );
}

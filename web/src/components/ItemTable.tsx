import { attrType, formatValue, keyText, nonKeyAttributes, type Item } from '../ddb/attr';
import { explainOrder, firstDifference, hexByte } from '../ddb/bytes';

interface Props {
  items: readonly Item[];
  pkName: string;
  skName: string;
  rowTestId: string;
  /** Show the partition key column (query results) or not (one partition's view). */
  showPk?: boolean;
  /** Show, for each row, which byte put it after the previous row. */
  explain?: boolean;
  /** Sort key of a row to highlight (e.g. the item just written). */
  highlightSk?: string | undefined;
  /** 1-based position of the first row (for later result pages). */
  firstPosition?: number;
  empty: string;
}

export function ItemTable(props: Props) {
  const { items, pkName, skName, rowTestId, showPk = false, explain = false, highlightSk, firstPosition = 1 } = props;
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
            const prev = i > 0 ? keyText(items[i - 1]?.[skName]) : undefined;
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
                {explain && <td class="why" title={prev === undefined ? undefined : explainOrder(prev, sk)}>{prev === undefined ? <span class="muted">first in the partition</span> : <Why a={prev} b={sk} />}</td>}
              </tr>
            );
          })}
        </tbody>
      </table>
    </div>
  );
}

/** Which byte puts `b` after `a`: `byte 7  '1' 0x31 < '2' 0x32`, or the prefix rule. */
function Why({ a, b }: { a: string; b: string }) {
  const d = firstDifference(a, b);
  if (d.kind === 'equal') return <span class="muted">same key</span>;
  if (d.kind === 'prefix') {
    return (
      <>
        <span class="why-pos">byte {d.index + 1}</span> <span class="why-text">previous key ends: shorter sorts first</span>
      </>
    );
  }
  return (
    <>
      <span class="why-pos">byte {d.index + 1}</span> <b>{`'${d.aChar}'`}</b> <span class="hex">{hexByte(d.aByte)}</span>{' '}
      <span class="op">{d.aByte < d.bByte ? '<' : '>'}</span> <b>{`'${d.bChar}'`}</b> <span class="hex">{hexByte(d.bByte)}</span>
    </>
  );
}

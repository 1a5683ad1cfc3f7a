// The sort order lab: one example table, its item collections in stored order with the
// engine's explanation of that order, a Query form, an add-item form and a PartiQL box.
import { ErrorBox } from '../../ui/ErrorBox';
import { AddItemPanel } from './AddItemPanel';
import { FIXED_PARTITION } from './example';
import { PartiqlExplain } from './PartiqlExplain';
import { QueryPanel } from './QueryPanel';
import { StoredPanel } from './StoredPanel';
import type { OrderLabState } from './useOrderLab';

export function OrderLab({ lab, engineReady }: { lab: OrderLabState; engineReady: boolean }) {
  const ready = engineReady && lab.seeded;
  return (
    <>
      <p class="intro">
        Items in a partition are stored sorted by their sort key, and <code>Query</code> reads them in that order.
        For string keys the order is <strong>UTF-8 byte order</strong>, not the order a person would expect.
        Edit the query, add items, and watch where they land.
      </p>
      {lab.fatal && <ErrorBox problem={lab.fatal} testId="app-error" />}

      <StoredPanel
        partitions={lab.partitions}
        selectedPk={lab.selectedPk}
        onSelect={lab.selectPartition}
        items={lab.stored}
        order={lab.order}
        highlightSk={lab.highlightSk}
        fixPartition={FIXED_PARTITION}
        fixLoaded={lab.fixLoaded}
        onLoadFix={lab.loadFix}
      />
      <div class="columns">
        <QueryPanel ready={ready} form={lab.form} onFormChange={lab.setForm} dataVersion={lab.dataVersion} />
        <AddItemPanel disabled={!ready} onPut={lab.put} />
      </div>
      <PartiqlExplain ready={ready} />
    </>
  );
}

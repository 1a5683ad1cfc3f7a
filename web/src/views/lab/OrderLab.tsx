// The sort order lab: one example table, its item collections in stored order with the
// engine's explanation of that order, a Query form, an add-item form and a PartiQL box.
import type { ModelFile } from '@wasm/types';
import { ErrorBox } from '../../ui/ErrorBox';
import { designTargets, LAB_TARGET } from './targets';
import { AddItemPanel } from './AddItemPanel';
import { FIXED_PARTITION } from './example';
import { PartiqlExplain } from './PartiqlExplain';
import { QueryPanel } from './QueryPanel';
import { StoredPanel } from './StoredPanel';
import type { OrderLabState } from './useOrderLab';

export function OrderLab({ lab, engineReady, design, designVersion }: { lab: OrderLabState; engineReady: boolean; design: ModelFile; designVersion: number }) {
  const ready = engineReady && lab.seeded;
  lab.setDesign(design, designVersion);
  const targets = [LAB_TARGET, ...designTargets(design)];
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
        <QueryPanel ready={ready} form={lab.form} onFormChange={lab.setForm} dataVersion={lab.dataVersion}
          target={lab.target} targets={targets} onTarget={(id) => void lab.chooseTarget(id)} prepare={lab.ensureDesignLoaded} />
        <AddItemPanel disabled={!ready} onPut={lab.put} />
      </div>
      <PartiqlExplain ready={ready} />
    </>
  );
}

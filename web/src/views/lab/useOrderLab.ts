// The sort order lab's state: the example table seeded once, the partition keys, the shown
// item collection with the engine's explanation of its order, the query form, and the
// items a person adds. Every answer comes from the engine (labOps.ts).
import { useEffect, useRef, useState } from 'preact/hooks';
import type { ExplainOrderResponse, ModelFile } from '@wasm/types';
import type { Item } from '../../ddb/attr';
import { keyText } from '../../ddb/attr';
import { problemOf, unwrap, type Problem } from '../../engine/call';
import type { EngineClient } from '../../engine/client';
import { useEngine } from '../../engine/EngineContext';
import type { PutOutcome } from './AddItemPanel';
import { DEFAULT_QUERY, EXAMPLE_PARTITION, FIXED_ITEMS, FIXED_PARTITION, PK, SK, TABLE_NAME } from './example';
import { explainOrder, listPartitions, putItems, readPartition, seedExample, skOf } from './labOps';
import type { QueryForm } from './queryRequest';
import { designTargets, LAB_PREFIX, LAB_TARGET, startingQuery, type QueryTarget } from './targets';

export type PutResult = { ok: true; outcome: PutOutcome } | { ok: false; problem: Problem };

/** `start`: seed the lab's example table now (the page starts it once its first view is drawn). */
export function useOrderLab(start = true) {
  const client = useEngine();
  const [seeded, setSeeded] = useState(false);
  const [fatal, setFatal] = useState<Problem | null>(null);
  const [partitions, setPartitions] = useState<string[]>([]);
  const [selectedPk, setSelectedPk] = useState(EXAMPLE_PARTITION);
  const [stored, setStored] = useState<Item[]>([]);
  const [order, setOrder] = useState<ExplainOrderResponse | null>(null);
  const [highlightSk, setHighlightSk] = useState<string | undefined>(undefined);
  const [fixLoaded, setFixLoaded] = useState(false);
  const [form, setForm] = useState<QueryForm>(DEFAULT_QUERY);
  const [dataVersion, setDataVersion] = useState(0);
  const [target, setTarget] = useState<QueryTarget>(LAB_TARGET);
  /** The design version whose tables the engine holds under LAB_PREFIX (-1: none yet). */
  const loadedDesign = useRef(-1);
  const design = useRef<{ model: ModelFile; version: number } | null>(null);

  /** Tells the lab the open design (its tables are loaded when a query runs on them). */
  function setDesign(model: ModelFile, version: number) {
    design.current = { model, version };
  }

  /** Loads the open design's tables and sample items into the engine when they changed since. */
  async function ensureDesignLoaded(): Promise<void> {
    const d = design.current;
    if (!d || loadedDesign.current === d.version) return;
    unwrap('keyscape:LoadDesign', await client.execute('keyscape:LoadDesign', { model: d.model, TableNamePrefix: LAB_PREFIX }));
    loadedDesign.current = d.version;
  }

  /** Points the Query at the lab's table or a table or index of the design, with a starting query. */
  async function chooseTarget(id: string) {
    const t = id === LAB_TARGET.id ? LAB_TARGET : designTargets(design.current?.model ?? ({ tables: [] } as unknown as ModelFile)).find((x) => x.id === id);
    if (!t) return;
    if (t === LAB_TARGET) {
      setTarget(t);
      setForm(DEFAULT_QUERY);
      setDataVersion((v) => v + 1);
      return;
    }
    try {
      await ensureDesignLoaded();
      const scan = await client.execute('Scan', { TableName: t.tableName, ...(t.indexName ? { IndexName: t.indexName } : {}), Limit: 1 });
      const first = scan.ok ? scan.body.Items?.[0] : undefined;
      setTarget(t);
      setForm({ ...DEFAULT_QUERY, ...startingQuery(t, first?.[t.pk] as Record<string, unknown> | undefined) });
      setDataVersion((v) => v + 1);
    } catch (e) {
      setFatal(problemOf(e));
    }
  }

  async function refresh(pk: string): Promise<Item[]> {
    const [pks, items] = await Promise.all([listPartitions(client), readPartition(client, pk)]);
    const why = await explainOrder(client, items);
    setPartitions(pks.includes(pk) ? pks : [...pks, pk]);
    setSelectedPk(pk);
    setStored(items);
    setOrder(why);
    return items;
  }

  useEffect(() => (start ? seedOnce(client, refresh, setSeeded, setFatal) : undefined), [client, start]);

  async function selectPartition(pk: string) {
    setHighlightSk(undefined);
    try {
      await refresh(pk);
    } catch (e) {
      setFatal(problemOf(e));
    }
  }

  async function loadFix() {
    try {
      if (!fixLoaded) {
        await putItems(client, FIXED_ITEMS);
        setFixLoaded(true);
        setDataVersion((v) => v + 1);
      }
      setHighlightSk(undefined);
      await refresh(FIXED_PARTITION);
    } catch (e) {
      setFatal(problemOf(e));
    }
  }

  async function put(item: Item): Promise<PutResult> {
    try {
      const r = await client.execute('PutItem', { TableName: TABLE_NAME, Item: item });
      if (!r.ok) return { ok: false, problem: { kind: 'engine', error: r.error } };
      const sk = keyText(item[SK]);
      const items = await refresh(keyText(item[PK]));
      setHighlightSk(sk);
      setDataVersion((v) => v + 1);
      return { ok: true, outcome: outcomeOf(items, sk) };
    } catch (e) {
      return { ok: false, problem: problemOf(e) };
    }
  }

  /** After the engine was restarted: show the selected partition again from the new engine. */
  async function reload() {
    setFatal(null);
    try {
      await refresh(selectedPk);
    } catch (e) {
      setFatal(problemOf(e));
    }
  }

  return {
    seeded,
    fatal, setFatal, partitions, selectedPk, stored, order, highlightSk, fixLoaded, form, setForm, dataVersion,
    target, setDesign, ensureDesignLoaded, chooseTarget,
    selectPartition, loadFix, put, reload,
  };
}

export type OrderLabState = ReturnType<typeof useOrderLab>;

/** Seeds the example table once the engine is ready, then shows its first partition. */
function seedOnce(
  client: EngineClient,
  refresh: (pk: string) => Promise<Item[]>,
  setSeeded: (v: boolean) => void,
  setFatal: (p: Problem) => void,
): () => void {
  let cancelled = false;
  (async () => {
    try {
      await client.ready();
      await seedExample(client);
      if (cancelled) return;
      await refresh(EXAMPLE_PARTITION);
      setSeeded(true);
    } catch (e) {
      if (!cancelled) setFatal(problemOf(e));
    }
  })();
  return () => {
    cancelled = true;
  };
}

/** Where a new item landed among the items of its partition. */
function outcomeOf(items: readonly Item[], sk: string): PutOutcome {
  const i = items.findIndex((x) => skOf(x) === sk);
  const before = i > 0 ? skOf(items[i - 1] as Item) : undefined;
  const after = i >= 0 && i + 1 < items.length ? skOf(items[i + 1] as Item) : undefined;
  return { position: i + 1, size: items.length, before, after };
}

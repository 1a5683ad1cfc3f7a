import { useEffect, useMemo, useState } from 'preact/hooks';
import { AddItemPanel, type PutOutcome } from './views/lab/AddItemPanel';
import { ErrorBox, type Problem } from './ui/ErrorBox';
import { Header, type TableChip } from './ui/Header';
import { PartitionView } from './views/partitions/PartitionView';
import { PartiqlExplain } from './views/lab/PartiqlExplain';
import { QueryPanel } from './views/lab/QueryPanel';
import { StoredPanel } from './views/lab/StoredPanel';
import type { Item } from './ddb/attr';
import { keyText } from './ddb/attr';
import { createEngineClient, type EngineClient, type EngineStatus, type ReplayOutcome } from './engine/client';
import { exposeEngine } from './engine/consoleHandle';
import { RestartNotice } from './engine/RestartNotice';
import { EngineCallError, explainOrder, listPartitions, putItems, readPartition, seedExample, skOf } from './views/lab/labOps';
import type { ExplainOrderResponse } from '@wasm/types';
import { DEFAULT_QUERY, EXAMPLE_PARTITION, FIXED_ITEMS, FIXED_PARTITION, PK, SK, TABLE_NAME } from './views/lab/example';
import type { QueryForm } from './views/lab/queryRequest';
import { Designer, firstSelection } from './views/design/Designer';
import { copyModel, exampleFromHash } from './model/examples';
import { ExportView } from './views/export/ExportView';
import type { Selection } from './model/shape';
import { useDesign } from './views/design/useDesign';
import { ThemeToggle } from './ui/ThemeToggle';
import { LessonPanel } from './views/lessons/LessonPanel';
import { lessonFromHash, LESSONS } from './views/lessons/lessons';
import { LessonsMenu } from './views/lessons/LessonsMenu';
import { OfflineNotice } from './offline/OfflineNotice';
import { useWork } from './views/work/persist/useWork';
import { WorkPanel } from './views/work/persist/WorkPanel';
import { ConfirmDialog, WorkNotice } from './views/work/persist/WorkMessages';

type View = 'design' | 'order' | 'partitions' | 'export';

function describe(e: unknown): Problem {
  if (e instanceof EngineCallError) return { kind: 'engine', error: e.error };
  return { kind: 'local', title: 'Engine unavailable', message: e instanceof Error ? e.message : String(e) };
}

const MAX_AUTO_RESTARTS = 3;

export function App({ client: given }: { client?: EngineClient }) {
  const client = useMemo(() => given ?? createEngineClient(), [given]);
  const [status, setStatus] = useState<EngineStatus>(client.status);
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
  const [view, setView] = useState<View>('design');
  // The table the partition view shows (the demo table, or a table of the design).
  const [partitionsTable, setPartitionsTable] = useState<TableChip | null>(null);
  const [example, setExample] = useState(() => exampleFromHash(location.hash));
  const [lesson, setLesson] = useState(() => lessonFromHash(location.hash));
  const { state: design, setModel, undo, redo, open, canUndo, canRedo } = useDesign(client, status.state === 'ready', copyModel(lesson ? lesson.design : example.model));
  useEffect(() => {
    // Ctrl/⌘+Z and Shift+Ctrl/⌘+Z undo and redo design edits (text fields keep their own).
    const onKey = (e: KeyboardEvent) => {
      if (!(e.ctrlKey || e.metaKey) || e.key.toLowerCase() !== 'z' || view !== 'design') return;
      const t = e.target as HTMLElement | null;
      if (t && (t.tagName === 'INPUT' || t.tagName === 'TEXTAREA')) return;
      e.preventDefault();
      if (e.shiftKey) redo();
      else undo();
    };
    window.addEventListener('keydown', onKey);
    return () => window.removeEventListener('keydown', onKey);
  });
  const [selection, setSelection] = useState<Selection>(() => firstSelection(lesson ? lesson.design : example.model));
  const work = useWork({ client, design, open, setModel, onOpened: (m) => setSelection(firstSelection(m)) });

  function openExample(id: string) {
    const next = exampleFromHash(`#example=${id}`);
    history.replaceState(null, '', `#example=${next.id}`);
    setLesson(null);
    setExample(next);
    open(copyModel(next.model));
    setSelection(firstSelection(next.model));
  }
  /** Opens a lesson: its design replaces the open one (a fresh history), its panel shows. */
  function openLesson(id: string) {
    const next = LESSONS.find((l) => l.id === id);
    if (!next) return;
    history.replaceState(null, '', `#lesson=${next.id}`);
    setLesson(next);
    open(copyModel(next.design));
    setSelection(firstSelection(next.design));
    setView('design');
  }
  function closeLesson() {
    setLesson(null);
    history.replaceState(null, '', location.pathname + location.search);
  }
  useEffect(() => {
    const onHash = () => {
      const l = lessonFromHash(location.hash);
      if (l) return l.id !== lesson?.id && openLesson(l.id);
      const next = exampleFromHash(location.hash);
      if (/(?:^#|&)example=/.test(location.hash) && next.id !== example.id) openExample(next.id);
    };
    window.addEventListener('hashchange', onHash);
    return () => window.removeEventListener('hashchange', onHash);
  }, [example.id, lesson?.id]);

  useEffect(() => client.subscribe(setStatus), [client]);
  useEffect(() => exposeEngine(client), [client]);
  // A worker that dies (an abort, out of memory) is replaced at once, a few times per page:
  // the design never left the page (and its autosave), so the new engine gets it again.
  const [recovered, setRecovered] = useState<{ count: number; message: string; outcome?: ReplayOutcome } | null>(null);
  useEffect(() => {
    if (status.state !== 'crashed' || (recovered?.count ?? 0) >= MAX_AUTO_RESTARTS) return;
    setRecovered({ count: (recovered?.count ?? 0) + 1, message: status.message });
    void restart();
  }, [status]);

  async function refresh(pk: string): Promise<Item[]> {
    const [pks, items] = await Promise.all([listPartitions(client), readPartition(client, pk)]);
    const why = await explainOrder(client, items);
    setPartitions(pks.includes(pk) ? pks : [...pks, pk]);
    setSelectedPk(pk);
    setStored(items);
    setOrder(why);
    return items;
  }

  useEffect(() => {
    let cancelled = false;
    (async () => {
      try {
        await client.ready();
        await seedExample(client);
        if (cancelled) return;
        await refresh(EXAMPLE_PARTITION);
        setSeeded(true);
      } catch (e) {
        if (!cancelled) setFatal(describe(e));
      }
    })();
    return () => {
      cancelled = true;
    };
  }, [client]);

  async function selectPartition(pk: string) {
    setHighlightSk(undefined);
    try {
      await refresh(pk);
    } catch (e) {
      setFatal(describe(e));
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
      setFatal(describe(e));
    }
  }

  async function put(item: Item): Promise<{ ok: true; outcome: PutOutcome } | { ok: false; problem: Problem }> {
    try {
      const r = await client.execute('PutItem', { TableName: TABLE_NAME, Item: item });
      if (!r.ok) return { ok: false, problem: { kind: 'engine', error: r.error } };
      const pk = keyText(item[PK]);
      const sk = keyText(item[SK]);
      const items = await refresh(pk);
      setHighlightSk(sk);
      setDataVersion((v) => v + 1);
      const i = items.findIndex((x) => skOf(x) === sk);
      const before = i > 0 ? skOf(items[i - 1] as Item) : undefined;
      const after = i >= 0 && i + 1 < items.length ? skOf(items[i + 1] as Item) : undefined;
      return { ok: true, outcome: { position: i + 1, size: items.length, before, after } };
    } catch (e) {
      return { ok: false, problem: describe(e) };
    }
  }

  async function restart() {
    setFatal(null);
    try {
      const outcome = await client.restart();
      setRecovered((r) => ({ count: r?.count ?? 0, message: r?.message || 'restarted by hand', outcome }));
      await refresh(selectedPk);
    } catch (e) {
      setFatal(describe(e));
    }
  }

  const ready = status.state === 'ready' && seeded;

  const chip = view === 'order' ? { name: TABLE_NAME, pk: PK, sk: SK, pkType: 'S', skType: 'S' } : view === 'partitions' ? partitionsTable : null;

  return (
    <div class="app">
      <Header status={status} table={chip} design={String(design.model.name)}>
        <OfflineNotice />
        <LessonsMenu onOpen={openLesson} />
        <ThemeToggle />
      </Header>
      <nav class="tabs" role="tablist" aria-label="Views">
        <div class="tabs-inner">
          <Tab id="design" testId="tab-design" label="Design" view={view} onSelect={setView} />
          <Tab id="export" testId="tab-export" label="Export" view={view} onSelect={setView} />
          <Tab id="partitions" testId="tab-partitions" label="Partitions" view={view} onSelect={setView} />
          <Tab id="order" testId="tab-sort-order" label="Sort order lab" view={view} onSelect={setView} />
        </div>
      </nav>
      {(status.state === 'failed' || status.state === 'crashed') && (
        <div class="main banner-wrap">
          <div class="banner" role="alert" data-testid="engine-failure">
            <div>
              <strong>{status.state === 'failed' ? 'The engine could not be loaded.' : 'The engine stopped.'}</strong>{' '}
              <span class="mono">{status.message}</span>
            </div>
            {status.state === 'crashed' && (
              <button type="button" class="secondary" onClick={restart}>Restart engine</button>
            )}
          </div>
        </div>
      )}
      {recovered && recovered.message && status.state === 'ready' && (
        <div class="main banner-wrap">
          <div class="banner" role="status" data-testid="engine-restarted">
            <RestartNotice message={recovered.message} outcome={recovered.outcome} />
            <button type="button" class="secondary" onClick={() => setRecovered({ ...recovered, message: '' })}>Dismiss</button>
          </div>
        </div>
      )}
      <main>
        <div class="main main-wide" id="view-design" role="tabpanel" aria-labelledby="tab-design" hidden={view !== 'design'}>
          <WorkNotice notice={work.notice} onDismiss={work.dismiss} />
          {lesson ? (
            <div class="with-lesson">
              <LessonPanel client={client} lesson={lesson} design={design} onRestart={() => open(copyModel(lesson.design))} onOpen={openLesson} onClose={closeLesson} />
              <Designer client={client} design={design} setModel={setModel} history={{ undo, redo, canUndo, canRedo }} exampleId={example.id} onOpenExample={openExample} selection={selection} setSelection={setSelection} files={<WorkPanel work={work} />} />
            </div>
          ) : (
            <Designer client={client} design={design} setModel={setModel} history={{ undo, redo, canUndo, canRedo }} exampleId={example.id} onOpenExample={openExample} selection={selection} setSelection={setSelection} files={<WorkPanel work={work} />} />
          )}
        </div>
        <div class="main main-wide" id="view-export" role="tabpanel" aria-labelledby="tab-export" hidden={view !== 'export'}>
          {view === 'export' && <ExportView client={client} model={design.model} version={design.version} ready={status.state === 'ready'} />}
        </div>
        <div class="main" id="view-order" role="tabpanel" aria-labelledby="tab-order" hidden={view !== 'order'}>
          <p class="intro">
            Items in a partition are stored sorted by their sort key, and <code>Query</code> reads them in that order.
            For string keys the order is <strong>UTF-8 byte order</strong>, not the order a person would expect.
            Edit the query, add items, and watch where they land.
          </p>
          {fatal && <ErrorBox problem={fatal} testId="app-error" />}

          <StoredPanel
            partitions={partitions}
            selectedPk={selectedPk}
            onSelect={selectPartition}
            items={stored}
            order={order}
            highlightSk={highlightSk}
            fixPartition={FIXED_PARTITION}
            fixLoaded={fixLoaded}
            onLoadFix={loadFix}
          />
          <div class="columns">
            <QueryPanel client={client} ready={ready} form={form} onFormChange={setForm} dataVersion={dataVersion} />
            <AddItemPanel disabled={!ready} onPut={put} />
          </div>
          <PartiqlExplain client={client} ready={ready} />
        </div>
        <div class="main" id="view-partitions" role="tabpanel" aria-labelledby="tab-partitions" hidden={view !== 'partitions'}>
          <PartitionView
            client={client}
            ready={status.state === 'ready'}
            active={view === 'partitions'}
            model={design.model}
            modelVersion={design.version}
            onTable={setPartitionsTable}
          />
        </div>
      </main>
      <ConfirmDialog confirm={work.confirm} />
      <footer class="footer">
        Everything runs in this page: a C++ model of DynamoDB compiled to WebAssembly, in a Web Worker. Nothing is
        sent over the network.
      </footer>
    </div>
  );
}

function Tab({ id, testId, label, view, onSelect }: { id: View; testId: string; label: string; view: View; onSelect: (v: View) => void }) {
  return (
    <button type="button" role="tab" id={`tab-${id}`} aria-selected={view === id} aria-controls={`view-${id}`} data-testid={testId} onClick={() => onSelect(id)}>
      {label}
    </button>
  );
}

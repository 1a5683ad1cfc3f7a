// The page's shell: the engine (one client, given to every view by EngineProvider), the
// top bar, the view tabs, the engine's banners, and the hash routes (#example=, #lesson=;
// #m= share links are the work's, views/work). Each view keeps its own state.
import { useEffect, useMemo, useState } from 'preact/hooks';
import { problemOf } from './engine/call';
import { createEngineClient, type EngineClient } from './engine/client';
import { exposeEngine } from './engine/consoleHandle';
import { EngineProvider, useEngine } from './engine/EngineContext';
import { useEngineRecovery } from './engine/useEngineRecovery';
import { copyModel, exampleFromHash } from './model/examples';
import type { ModelFile } from '@wasm/types';
import type { Selection } from './model/shape';
import { OfflineNotice } from './offline/OfflineNotice';
import { EngineBanners } from './ui/EngineBanners';
import { Header, type TableChip } from './ui/Header';
import { rovingKeyDown } from './ui/roving';
import { lazyView } from './ui/lazyView';
import { ThemeToggle } from './ui/ThemeToggle';
import { Designer, firstSelection } from './views/design/Designer';
import { useDesign } from './views/design/useDesign';
import { useUndoKeys } from './views/design/useUndoKeys';
import { labChip } from './views/lab/targets';
import { useOrderLab } from './views/lab/useOrderLab';
import { LessonPanel } from './views/lessons/LessonPanel';
import { lessonFromHash, LESSONS } from './views/lessons/lessons';
import { LessonsMenu } from './views/lessons/LessonsMenu';
import { useWork } from './views/work/persist/useWork';
import { linkPayload } from './views/work/share/codec';
import { linkedSelection, linkedView } from './views/work/share/linkView';
import { ConfirmDialog, WorkNotice } from './views/work/persist/WorkMessages';
import { WorkPanel } from './views/work/persist/WorkPanel';

type View = 'design' | 'order' | 'partitions' | 'export' | 'changes';

// The views behind the other tabs load their code when first shown: the page's start
// evaluates and draws the designer alone.
const ExportView = lazyView('export view', () => import('./views/export/ExportView').then((m) => m.ExportView));
const DiffView = lazyView('changes view', () => import('./views/diff/DiffView').then((m) => m.DiffView));
const OrderLab = lazyView('sort order lab', () => import('./views/lab/OrderLab').then((m) => m.OrderLab));
const PartitionView = lazyView('partition view', () => import('./views/partitions/PartitionView').then((m) => m.PartitionView));

export function App({ client: given }: { client?: EngineClient }) {
  const client = useMemo(() => given ?? createEngineClient(), [given]);
  useEffect(() => exposeEngine(client), [client]);
  return (
    <EngineProvider client={client}>
      <Page />
    </EngineProvider>
  );
}

function Page() {
  const client = useEngine();
  const [view, setViewState] = useState<View>('design');
  // A view is drawn (and asks the engine anything) only once it has been shown.
  const [shown, setShown] = useState<ReadonlySet<View>>(() => new Set(['design']));
  const setView = (v: View) => {
    setViewState(v);
    setShown((s) => (s.has(v) ? s : new Set([...s, v])));
  };
  // The design table a link's `&view=partitions&table=` asks the partition view for.
  const [linkedTable, setLinkedTable] = useState<string | undefined>(undefined);
  // The table the partition view shows (the demo table, or a table of the design).
  const [partitionsTable, setPartitionsTable] = useState<TableChip | null>(null);
  const [example, setExample] = useState(() => exampleFromHash(location.hash));
  const [lesson, setLesson] = useState(() => lessonFromHash(location.hash));
  const [selection, setSelection] = useState<Selection>(() => firstSelection(lesson ? lesson.design : example.model));
  // The first view is drawn (or cannot be): what the page does not draw first waits for it
  // (the sort-order lab's example table, the service worker's precache).
  const [started, setStarted] = useState(false);
  const lab = useOrderLab(started);
  const engine = useEngineRecovery(lab.reload, (e) => lab.setFatal(problemOf(e)));
  const ready = engine.status.state === 'ready';
  // The design asks while the engine loads too: the client sends a first-start request at
  // once (the worker answers it after loading) and holds one back during a restart's replay.
  const canAsk = ready || engine.status.state === 'loading';
  const { state: design, setModel, undo, redo, open, history: undoHistory, canUndo, canRedo } = useDesign(canAsk, copyModel(lesson ? lesson.design : example.model), selection);
  useUndoKeys(view === 'design', undo, redo);
  const firstDrawn = design.answers !== null || design.error !== null || (engine.status.state !== 'loading' && engine.status.state !== 'ready');
  useEffect(() => {
    if (firstDrawn && !started) setStarted(true);
  }, [firstDrawn]);
  /** A design opened: its first pattern, or the view its link asks for (`&view=`, `&pattern=`; linkView.ts). */
  function onOpened(m: ModelFile) {
    const v = linkedView(location.hash);
    const linked = linkPayload(location.hash) !== null && v.ok ? v.view : null;
    setSelection((linked && linkedSelection(m, linked)) ?? firstSelection(m));
    if (linked?.view === 'partitions') {
      setLinkedTable(linked.table);
      setView('partitions');
    }
  }
  const work = useWork({ design, open, undoHistory, setModel, onOpened });

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

  const chip = view === 'order' ? labChip(lab.target, design.model) : view === 'partitions' ? partitionsTable : null;
  const designer = (
    <Designer design={design} setModel={setModel} history={{ undo, redo, canUndo, canRedo }} exampleId={example.id} onOpenExample={openExample}
      onNewDesign={() => void work.newDesign().then(() => setSelection({ kind: 'table', index: 0 }))}
      selection={selection} setSelection={setSelection} files={<WorkPanel work={work} />} />
  );

  return (
    <div class="app">
      <Header status={engine.status} table={chip} design={String(design.model.name)}>
        <OfflineNotice start={started} />
        <LessonsMenu onOpen={openLesson} />
        <ThemeToggle />
      </Header>
      <nav class="tabs" aria-label="Views">
        <div class="tabs-inner" role="tablist" aria-label="Views" onKeyDown={rovingKeyDown('[role="tab"]', 'horizontal', true)}>
          <Tab id="design" testId="tab-design" label="Design" view={view} onSelect={setView} />
          <Tab id="export" testId="tab-export" label="Export" view={view} onSelect={setView} />
          <Tab id="changes" testId="tab-changes" label="Changes" view={view} onSelect={setView} />
          <Tab id="partitions" testId="tab-partitions" label="Partitions" view={view} onSelect={setView} />
          <Tab id="order" testId="tab-sort-order" label="Sort order lab" view={view} onSelect={setView} />
        </div>
      </nav>
      <EngineBanners status={engine.status} recovered={engine.recovered} onRestart={() => void engine.restart()} onDismiss={engine.dismiss} />
      <main>
        <div class="main main-wide" id="view-design" role="tabpanel" aria-labelledby="tab-design" hidden={view !== 'design'}>
          <WorkNotice notice={work.notice} onDismiss={work.dismiss} />
          {lesson ? (
            <div class="with-lesson">
              <LessonPanel lesson={lesson} design={design} onRestart={() => open(copyModel(lesson.design))} onOpen={openLesson} onClose={closeLesson} />
              {designer}
            </div>
          ) : (
            designer
          )}
        </div>
        <div class="main main-wide" id="view-export" role="tabpanel" aria-labelledby="tab-export" hidden={view !== 'export'}>
          {view === 'export' && <ExportView model={design.model} version={design.version} ready={ready} />}
        </div>
        <div class="main main-wide" id="view-changes" role="tabpanel" aria-labelledby="tab-changes" hidden={view !== 'changes'}>
          {view === 'changes' && <DiffView model={design.model} version={design.version} ready={ready} />}
        </div>
        <div class="main" id="view-order" role="tabpanel" aria-labelledby="tab-order" hidden={view !== 'order'}>
          {shown.has('order') && <OrderLab lab={lab} engineReady={ready} design={design.model} designVersion={design.version} />}
        </div>
        <div class="main" id="view-partitions" role="tabpanel" aria-labelledby="tab-partitions" hidden={view !== 'partitions'}>
          {shown.has('partitions') && (
            <PartitionView
              client={client}
              ready={ready}
              active={view === 'partitions'}
              model={design.model}
              modelVersion={design.version}
              onTable={setPartitionsTable}
              table={linkedTable}
            />
          )}
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
    <button type="button" role="tab" id={`tab-${id}`} aria-selected={view === id} tabIndex={view === id ? 0 : -1} aria-controls={`view-${id}`} data-testid={testId} onClick={() => onSelect(id)}>
      {label}
    </button>
  );
}

// The user's work around the one design state (designer/useDesign.ts): autosave into
// IndexedDB (db.ts) and restore on reload, the list of saved designs, share links
// (share/codec.ts), model files in and out, imports, and the messages and the confirm
// dialog these need. Every design that replaces the editor's is first read by the engine.
// Nothing is lost: the design in the editor (with its undo history) is saved before another
// replaces it, a new design gets a record of its own, and a deletion can be undone.
import { useEffect, useRef, useState } from 'preact/hooks';
import type { ImportInference, LintFinding, ModelFile } from '@wasm/types';
import { useEngine } from '../../../engine/EngineContext';
import type { DesignState, UndoHistory } from '../../design/useDesign';
import { emptyDesign } from '../../../model/newNodes';
import { decodeLink, encodeLink, linkPayload } from '../share/codec';
import { SHARE_BASE_URL, shareLink } from '../share/baseUrl';
import { DesignStore, isDamaged, newId, StoreError, type DesignRecord, type SavedHistory, type StoredEntry } from './db';
import { download, fileNameOf, importDocument, isTableData, openDocument, parseJson, validateModel, type ImportFormat, type Opened } from './files';

export interface Notice {
  tone: 'error' | 'info';
  /** What it is about, for tests and styling: a link problem, 'storage', 'import', … */
  reason: string;
  title: string;
  message: string;
  notes?: string[];
  /** A button on the notice that undoes what it reports (a deletion, a new design). */
  action?: { label: string; run: () => void };
}

export interface Confirm {
  title: string;
  message: string;
  /** A table-data import asks before it replaces anything: what the engine inferred. */
  inferences?: ImportInference[];
  findings?: LintFinding[];
  notes?: string[];
  yes: string;
  no: string;
  onYes: () => void;
  onNo: () => void;
}

export type SaveState = 'idle' | 'saving' | 'saved' | 'failed' | 'unavailable';

const AUTOSAVE_MS = 300;
/** Undo steps kept with a saved design (each a whole model). */
const SAVED_STEPS = 100;
const canonical = (m: unknown) => JSON.stringify(m);

/** An edit not saved yet: the design as edited and its undo history at that moment. */
interface Pending {
  design: DesignState;
  history: SavedHistory;
}

function savedHistory(h: UndoHistory): SavedHistory {
  const keep = (l: ModelFile[]) => l.slice(-SAVED_STEPS) as Record<string, unknown>[];
  return { past: keep(h.past), future: keep(h.future) };
}

const nameOf = (m: ModelFile | Record<string, unknown>) => (typeof m['name'] === 'string' ? m['name'] : '(unnamed)');

export function useWork({ design, open, undoHistory, setModel, onOpened }: {
  design: DesignState;
  open: (m: ModelFile, history?: UndoHistory) => void;
  /** The editor's undo and redo stacks now. */
  undoHistory: () => UndoHistory;
  setModel: (m: ModelFile) => void;
  onOpened: (m: ModelFile) => void;
}) {
  const client = useEngine();
  const [entries, setEntries] = useState<StoredEntry[]>([]);
  const [currentId, setCurrentIdState] = useState<string | null>(null);
  const [notice, setNotice] = useState<Notice | null>(null);
  const [confirm, setConfirm] = useState<Confirm | null>(null);
  const [saveState, setSaveState] = useState<SaveState>('idle');
  const [savedVersion, setSavedVersion] = useState(-1);
  const store = useRef<DesignStore | null>(null);
  const loaded = useRef(false);
  const current = useRef<string | null>(null);
  const ownOpens = useRef(0);
  const seenOpened = useRef(design.opened);
  const timer = useRef<ReturnType<typeof setTimeout> | null>(null);
  const pending = useRef<Pending | null>(null);
  /** The last `#m=` payload the page dealt with (opened, declined, refused or shared). */
  const handledLink = useRef<string | null>(null);
  const latest = useRef(design);
  latest.current = design;

  function setCurrent(id: string | null) {
    current.current = id;
    setCurrentIdState(id);
    store.current?.setCurrent(id).catch(storageFailed);
  }
  function storageFailed(e: unknown) {
    setSaveState('failed');
    const quota = e instanceof StoreError && e.quota;
    setNotice({
      tone: 'error',
      reason: quota ? 'quota' : 'storage',
      title: quota ? 'The browser\'s storage is full' : 'The design could not be saved in the browser',
      message: `${e instanceof Error ? e.message : String(e)}. This change is not saved; nothing saved before is lost. Download the design (Save file, Ctrl+S), or delete saved designs you no longer need.`,
    });
  }
  async function refreshList() {
    if (!store.current) return;
    try {
      setEntries(await store.current.list());
    } catch (e) {
      storageFailed(e);
    }
  }
  async function putRecord(r: DesignRecord): Promise<boolean> {
    if (!store.current) return false;
    try {
      await store.current.put(r);
      await refreshList();
      return true;
    } catch (e) {
      storageFailed(e);
      return false;
    }
  }

  /**
   * Saves the last edit not saved yet, with its undo history (the autosave; also before
   * switching designs). True when it wrote a record (the list drawn is then older).
   */
  async function flush(): Promise<boolean> {
    if (timer.current) clearTimeout(timer.current);
    timer.current = null;
    const p = pending.current;
    if (!p || !loaded.current || !store.current) return false;
    pending.current = null;
    const id = current.current ?? newId();
    if (current.current !== id) setCurrent(id);
    setSaveState('saving');
    const model = p.design.model as Record<string, unknown>;
    if (!(await putRecord({ id, name: nameOf(model), model, updated: Date.now(), history: p.history }))) return false;
    setSaveState('saved');
    setSavedVersion(p.design.version);
    return true;
  }

  /** Puts `model` in the editor with `saved` history; `id` is its record, or save: a new record for it. */
  async function openDesign(model: ModelFile, id: string | null, save: boolean, saved?: SavedHistory) {
    await flush();
    clearInfo();
    ownOpens.current++;
    if (save && store.current) {
      const rid = newId();
      if (await putRecord({ id: rid, name: nameOf(model), model: model as Record<string, unknown>, updated: Date.now() })) id = rid;
    }
    setCurrent(id);
    open(model, saved as UndoHistory | undefined);
    onOpened(model);
  }

  /** Saves what is in the editor, then starts a new empty design with a record of its own. */
  async function newDesign() {
    await flush();
    const before = current.current;
    const beforeName = nameOf(latest.current.model);
    const taken = new Set(entries.filter((e) => !isDamaged(e)).map((e) => (e as DesignRecord).name));
    let name = 'New design';
    for (let i = 2; taken.has(name); i++) name = `New design ${i}`;
    await openDesign({ ...emptyDesign(), name }, null, true);
    setNotice({
      tone: 'info', reason: 'new-design', title: `Started "${name}"`,
      message: before ? `"${beforeName}" stays in Saved designs, with its undo history.` : `The design you had open was a built-in one, never edited; it is still in the examples.`,
      ...(before ? { action: { label: `Open "${beforeName}" again`, run: () => void openRecord(before) } } : {}),
    });
  }

  // Opens: ours keep the record we chose; another's (a built-in example, a lesson) is a new,
  // unsaved design, and an edit of the previous one still waiting for the autosave is saved first.
  // Edits: autosaved after a pause; the share link in the address bar no longer matches, so it
  // goes (a link just put there and not yet opened stays, for its hashchange to open).
  useEffect(() => {
    if (design.opened !== seenOpened.current) {
      seenOpened.current = design.opened;
      if (ownOpens.current > 0) ownOpens.current--;
      else if (loaded.current) {
        clearInfo();
        void flush().then(() => setCurrent(null));
      }
      return;
    }
    if (design.version === design.opened) return;
    pending.current = { design, history: savedHistory(undoHistory()) };
    const link = linkPayload(location.hash);
    if (link !== null && link === handledLink.current) history.replaceState(null, '', location.pathname + location.search);
    if (timer.current) clearTimeout(timer.current);
    timer.current = setTimeout(() => void flush(), AUTOSAVE_MS);
  }, [design.version]);

  /** An info notice (an import's notes, a deletion) is about the design it came with: it goes when another opens. */
  function clearInfo() {
    setNotice((n) => (n && n.tone === 'info' ? null : n));
  }

  function linkFailed(reason: string, message: string): false {
    setNotice({ tone: 'error', reason, title: 'This share link cannot be opened; your work is unchanged', message });
    return false;
  }

  /**
   * Opens the design a `#m=` payload holds, asking first when work would leave the editor.
   * False when the link cannot be opened (its message is shown; nothing was replaced).
   */
  async function openLink(payload: string, restored: DesignRecord | null): Promise<boolean> {
    handledLink.current = payload;
    const decoded = await decodeLink(payload);
    if (!decoded.ok) return linkFailed(decoded.reason, decoded.message);
    const parsed = parseJson(decoded.text, 'The link\'s content');
    if (!parsed.ok) return linkFailed('not-json', `This link is damaged: ${parsed.message}.`);
    await client.ready();
    const v = await validateModel(client, parsed.doc);
    if (!v.ok) return linkFailed('invalid', `The design in this link is not valid: ${v.message}`);
    if (restored && canonical(restored.model) === canonical(v.model)) {
      await openDesign(restored.model as ModelFile, restored.id, false, restored.history);
      return true;
    }
    const d = latest.current;
    const work = restored !== null || current.current !== null || d.version !== d.opened;
    if (!work) {
      await openDesign(v.model, null, true);
      return true;
    }
    const mine = restored ? restored.name : String(d.model.name);
    setConfirm({
      title: 'Open the shared design?',
      message: `The link holds "${String(v.model.name)}". It replaces "${mine}" in the editor; "${mine}" stays in Saved designs.`,
      yes: 'Open the shared design',
      no: `Keep working on "${mine}"`,
      onYes: () => {
        setConfirm(null);
        void openDesign(v.model, null, true);
      },
      onNo: () => {
        setConfirm(null);
        history.replaceState(null, '', location.pathname + location.search);
        if (restored) void openDesign(restored.model as ModelFile, restored.id, false, restored.history);
      },
    });
    return true;
  }

  // Start: the store, then the link in the address bar, else the design last worked on.
  useEffect(() => {
    let cancelled = false;
    (async () => {
      let restored: DesignRecord | null = null;
      try {
        store.current = await DesignStore.open();
        const [list, id] = await Promise.all([store.current.list(), store.current.getCurrent()]);
        if (cancelled) return;
        setEntries(list);
        const entry = list.find((e) => e.id === id);
        if (entry && isDamaged(entry))
          setNotice({ tone: 'error', reason: 'damaged-record', title: 'The design you worked on last could not be read', message: `Its saved record is damaged (${entry.damaged}). It stays in Saved designs; every other design is unchanged.` });
        else if (entry) restored = entry;
      } catch (e) {
        store.current = null;
        setSaveState('unavailable');
        setNotice({ tone: 'error', reason: 'storage', title: 'Designs cannot be saved in this browser', message: `${e instanceof Error ? e.message : String(e)}. Save your work as a file (Ctrl+S).` });
      }
      loaded.current = true;
      await flush();  // an edit made while the store was opening
      const payload = linkPayload(location.hash);
      const linked = payload !== null && (await openLink(payload, restored));
      if (linked) return;
      if (restored && payload !== null) await openDesign(restored.model as ModelFile, restored.id, false, restored.history);
      else if (restored && !/(?:^#|&)(?:example|lesson)=/.test(location.hash)) await openDesign(restored.model as ModelFile, restored.id, false, restored.history);
      else if (restored) setCurrent(null);
    })().catch((e: unknown) => linkFailed('error', String(e)));
    return () => {
      cancelled = true;
    };
  }, []);

  useEffect(() => {
    const onHash = () => {
      const payload = linkPayload(location.hash);
      if (payload !== null && loaded.current) void openLink(payload, null);
    };
    const onKey = (e: KeyboardEvent) => {
      if (!(e.ctrlKey || e.metaKey) || e.key.toLowerCase() !== 's') return;
      e.preventDefault();
      saveFile();
    };
    const onDragOver = (e: DragEvent) => {
      if (e.dataTransfer?.types.includes('Files')) e.preventDefault();
    };
    const onDrop = (e: DragEvent) => {
      const file = e.dataTransfer?.files[0];
      if (!file) return;
      e.preventDefault();
      void openFile(file);
    };
    const onHide = () => void flush();  // an edit within the autosave pause is not lost on close
    window.addEventListener('pagehide', onHide);
    window.addEventListener('hashchange', onHash);
    window.addEventListener('keydown', onKey);
    window.addEventListener('dragover', onDragOver);
    window.addEventListener('drop', onDrop);
    return () => {
      window.removeEventListener('pagehide', onHide);
      window.removeEventListener('hashchange', onHash);
      window.removeEventListener('keydown', onKey);
      window.removeEventListener('dragover', onDragOver);
      window.removeEventListener('drop', onDrop);
    };
  });

  /** The engine's canonical model when it answers the current version, else the model as edited. */
  function modelNow(): { model: ModelFile; valid: boolean } {
    const d = latest.current;
    if (d.answers && !d.error && d.answered === d.version) return { model: d.answers.validated.model, valid: true };
    return { model: d.model, valid: false };
  }

  async function share() {
    const { model, valid } = modelNow();
    if (!valid) return setNotice({ tone: 'error', reason: 'share-invalid', title: 'Nothing shared yet', message: 'The design as edited is not valid (see the message above the design), and a link to it would not open. Fix it first, or download the file.' });
    const e = await encodeLink(JSON.stringify(model));
    if (!e.ok) return setNotice({ tone: 'error', reason: e.reason, title: 'This design is too large for a link', message: e.message });
    history.replaceState(null, '', `${location.pathname}${location.search}#${e.fragment}`);
    handledLink.current = linkPayload(location.hash);
    const link = shareLink(e.fragment);
    let copied = true;
    try {
      await navigator.clipboard.writeText(link);
    } catch {
      copied = false;
    }
    const size = `${Math.ceil(link.length / 1024)} KB`;
    const message = link === location.href
      ? `${copied ? 'The link is on the clipboard and' : 'The clipboard is not available here; the link is'} in the address bar (${size}).`
      : copied ? `The link, to the page at ${SHARE_BASE_URL}, is on the clipboard (${size}).` : `The clipboard is not available here; the link (${size}) is: ${link}`;
    setNotice({ tone: 'info', reason: 'shared', title: copied ? 'Link copied' : 'Link ready', message: `${message} Opening it restores this design exactly.` });
  }

  function saveFile() {
    const { model } = modelNow();
    download(fileNameOf(String(model.name)), `${JSON.stringify(model, null, 2)}\n`);
  }

  async function openOpened(r: Opened, what: string) {
    if (!r.ok) return setNotice({ tone: 'error', reason: 'open-failed', title: `${what} could not be opened; your work is unchanged`, message: r.message });
    await openDesign(r.model, null, true);
    if (r.from === 'model') setNotice(null);
    else setNotice({ tone: 'info', reason: 'import', title: `Imported "${String(r.model.name)}" from ${r.from === 'aws-mcp' ? 'an aws-mcp data model' : 'NoSQL Workbench'}`, message: r.notes.length ? 'What the importer proposed or could not keep:' : 'The importer kept everything.', notes: r.notes });
  }

  /**
   * Table data (a scan document, JSON lines, a CSV file): the engine infers a design, which is
   * shown with its inferences and their confidence; only "Replace" opens it, after the design
   * in the editor is saved, and the notice then offers to open that one again.
   */
  async function importTableData(file: File, from: ImportFormat) {
    await client.ready();
    const r = await importDocument(client, from, await file.text());
    if (!r.ok) return setNotice({ tone: 'error', reason: 'open-failed', title: `${file.name} could not be imported; your work is unchanged`, message: r.message });
    const entities = (r.model.entities ?? []).length;
    const items = (r.model.items ?? []).length;
    setConfirm({
      title: `Replace the design with what ${file.name} suggests?`,
      message: `The engine read ${items} item${items === 1 ? '' : 's'} and inferred ${entities} entit${entities === 1 ? 'y' : 'ies'}. Check how sure it is of each guess; the design you have open is saved in this browser first.`,
      inferences: r.inferences ?? [], findings: r.findings ?? [], notes: r.notes,
      yes: 'Replace the design', no: 'Keep my design',
      onYes: () => {
        setConfirm(null);
        void (async () => {
          await flush();
          const before = current.current;
          const beforeName = nameOf(latest.current.model);
          await openDesign(r.model, null, true);
          setNotice({
            tone: 'info', reason: 'import', title: `Imported "${String(r.model.name)}" from ${file.name}`,
            message: `${before ? `"${beforeName}" stays in Saved designs. ` : ''}${r.notes.length ? 'What the importer noted:' : 'The importer kept everything.'}`,
            notes: r.notes,
            ...(before ? { action: { label: `Open "${beforeName}" again`, run: () => void openRecord(before) } } : {}),
          });
        })();
      },
      onNo: () => setConfirm(null),
    });
  }

  async function openFile(file: File, from?: ImportFormat) {
    if (from && isTableData(from)) return importTableData(file, from);
    const parsed = parseJson(await file.text(), file.name);
    if (!parsed.ok) return setNotice({ tone: 'error', reason: 'open-failed', title: `${file.name} could not be opened; your work is unchanged`, message: parsed.message });
    await client.ready();
    await openOpened(from ? await importDocument(client, from, parsed.doc) : await openDocument(client, parsed.doc), file.name);
  }

  /** The record as stored now when `fresh` (a save just happened, so the list drawn is older), else as listed. */
  async function entryOf(id: string, fresh = true): Promise<StoredEntry | undefined> {
    if (!fresh) return entries.find((x) => x.id === id);
    try {
      return store.current ? (await store.current.list()).find((x) => x.id === id) : entries.find((x) => x.id === id);
    } catch {
      return entries.find((x) => x.id === id);
    }
  }

  async function openRecord(id: string) {
    const e = await entryOf(id, await flush());
    if (!e) return;
    if (isDamaged(e)) return setNotice({ tone: 'error', reason: 'damaged-record', title: 'This saved design cannot be opened', message: `Its record is damaged (${e.damaged}). Every other design is unchanged; delete this one when you no longer need it.` });
    await openDesign(e.model as ModelFile, e.id, false, e.history);
  }

  async function rename(id: string, name: string) {
    if (id === current.current) return setModel({ ...latest.current.model, name });
    const e = entries.find((x) => x.id === id);
    if (e && !isDamaged(e)) await putRecord({ ...e, name, model: { ...e.model, name }, updated: Date.now() });
  }

  async function duplicate(id: string) {
    const e = await entryOf(id, await flush());
    if (!e || isDamaged(e)) return;
    const model = id === current.current ? (latest.current.model as Record<string, unknown>) : e.model;
    const name = `${String(model['name'] ?? e.name)} (copy)`;
    await putRecord({ id: newId(), name, model: { ...model, name }, updated: Date.now() });
  }

  function remove(id: string) {
    const e = entries.find((x) => x.id === id);
    const label = e && !isDamaged(e) ? `"${e.name}"` : 'this damaged record';
    setConfirm({
      title: 'Delete a saved design?',
      message: `${label} is deleted from this browser.${id === current.current ? ' The editor keeps it until you open another design.' : ''}`,
      yes: 'Delete',
      no: 'Keep it',
      onYes: () => {
        setConfirm(null);
        void (async () => {
          const stored = await entryOf(id);
          try {
            await store.current?.delete(id);
          } catch (err) {
            storageFailed(err);
            return;
          }
          if (id === current.current) setCurrent(null);
          await refreshList();
          if (!stored || isDamaged(stored)) return;
          setNotice({ tone: 'info', reason: 'deleted', title: `Deleted "${stored.name}"`, message: 'It is no longer saved in this browser.', action: { label: 'Undo delete', run: () => void restoreDeleted(stored) } });
        })();
      },
      onNo: () => setConfirm(null),
    });
  }

  /** Puts a deleted record back as it was (the editor's design is not changed). */
  async function restoreDeleted(e: DesignRecord) {
    if (await putRecord(e)) setNotice({ tone: 'info', reason: 'restored', title: `"${e.name}" is back in Saved designs`, message: 'Open it from the list.' });
  }

  return {
    entries, currentId, notice, confirm, saveState, savedVersion,
    dismiss: () => setNotice(null),
    share, saveFile, openFile, openRecord, rename, duplicate, remove, newDesign,
    /** The design as shared: the engine's canonical model, `valid` false while it is not answered valid. */
    current: modelNow,
  };
}

export type Work = ReturnType<typeof useWork>;

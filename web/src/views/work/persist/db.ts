// The browser's store of designs: IndexedDB through its raw API (no library), database
// `keyscape`, object store `designs` (one record per design, keyed by id) and `meta`
// (`current`: the id of the design in the editor). Every call resolves with a value or a
// StoreError; one failed write (a full quota) touches no other record.
export const DB_NAME = 'keyscape';
const VERSION = 1;

export interface DesignRecord {
  id: string;
  name: string;
  /** The model file as the page last held it (it may be mid-edit, i.e. not valid). */
  model: Record<string, unknown>;
  /** Epoch milliseconds of the last save. */
  updated: number;
  /** The design's undo and redo stacks (oldest first) when it was saved; absent in older records. */
  history?: SavedHistory;
}

export interface SavedHistory {
  past: Record<string, unknown>[];
  future: Record<string, unknown>[];
}

/** A record that could not be read as a design: kept, listed, never opened. */
export interface DamagedRecord {
  id: string;
  damaged: string;
}

export type StoredEntry = DesignRecord | DamagedRecord;

export class StoreError extends Error {
  constructor(message: string, readonly quota: boolean) {
    super(message);
  }
}

function storeError(e: unknown): StoreError {
  const name = e instanceof DOMException ? e.name : '';
  const quota = name === 'QuotaExceededError';
  const text = e instanceof Error ? e.message : String(e);
  return new StoreError(quota ? `the browser's storage for this page is full (${text})` : `the browser's storage failed: ${text || name}`, quota);
}

/** The record as stored, checked: a design, or what is wrong with it. */
export function readEntry(key: IDBValidKey, raw: unknown): StoredEntry {
  const id = typeof key === 'string' ? key : String(key);
  if (typeof raw !== 'object' || raw === null) return { id, damaged: 'the record is not an object' };
  const r = raw as Record<string, unknown>;
  if (typeof r['model'] !== 'object' || r['model'] === null || Array.isArray(r['model'])) return { id, damaged: 'the record holds no model object' };
  const name = typeof r['name'] === 'string' ? r['name'] : '(unnamed)';
  const updated = typeof r['updated'] === 'number' ? r['updated'] : 0;
  const history = readHistory(r['history']);
  return { id, name, model: r['model'] as Record<string, unknown>, updated, ...(history ? { history } : {}) };
}

const isModelList = (v: unknown): v is Record<string, unknown>[] =>
  Array.isArray(v) && v.every((m) => typeof m === 'object' && m !== null && !Array.isArray(m));

/** A stored undo history, or undefined when there is none or it is not two lists of models. */
function readHistory(raw: unknown): SavedHistory | undefined {
  if (typeof raw !== 'object' || raw === null) return undefined;
  const h = raw as Record<string, unknown>;
  return isModelList(h['past']) && isModelList(h['future']) ? { past: h['past'], future: h['future'] } : undefined;
}

export function isDamaged(e: StoredEntry): e is DamagedRecord {
  return 'damaged' in e;
}

function request<T>(r: IDBRequest<T>): Promise<T> {
  return new Promise((resolve, reject) => {
    r.onsuccess = () => resolve(r.result);
    r.onerror = () => reject(r.error);
  });
}

function done(tx: IDBTransaction): Promise<void> {
  return new Promise((resolve, reject) => {
    tx.oncomplete = () => resolve();
    tx.onerror = () => reject(tx.error);
    tx.onabort = () => reject(tx.error ?? new DOMException('The transaction was aborted.', 'AbortError'));
  });
}

export class DesignStore {
  private constructor(private readonly db: IDBDatabase) {}

  static open(): Promise<DesignStore> {
    return new Promise((resolve, reject) => {
      let r: IDBOpenDBRequest;
      try {
        r = indexedDB.open(DB_NAME, VERSION);
      } catch (e) {
        reject(storeError(e));
        return;
      }
      r.onupgradeneeded = () => {
        r.result.createObjectStore('designs');
        r.result.createObjectStore('meta');
      };
      r.onsuccess = () => resolve(new DesignStore(r.result));
      r.onerror = () => reject(storeError(r.error));
      r.onblocked = () => reject(new StoreError('the browser\'s storage is held by another tab of an older keyscape', false));
    });
  }

  private async run<T>(stores: string[], mode: IDBTransactionMode, body: (tx: IDBTransaction) => Promise<T>): Promise<T> {
    try {
      const tx = this.db.transaction(stores, mode);
      const [value] = await Promise.all([body(tx), done(tx)]);
      return value;
    } catch (e) {
      throw e instanceof StoreError ? e : storeError(e);
    }
  }

  /** Every record, newest first; damaged ones last. */
  list(): Promise<StoredEntry[]> {
    return this.run(['designs'], 'readonly', async (tx) => {
      const store = tx.objectStore('designs');
      const [keys, values] = await Promise.all([request(store.getAllKeys()), request(store.getAll())]);
      const entries = keys.map((k, i) => readEntry(k, values[i]));
      const rank = (e: StoredEntry) => (isDamaged(e) ? -1 : e.updated);
      return entries.sort((a, b) => rank(b) - rank(a));
    });
  }

  put(record: DesignRecord): Promise<void> {
    return this.run(['designs'], 'readwrite', async (tx) => {
      await request(tx.objectStore('designs').put(record, record.id));
    });
  }

  delete(id: string): Promise<void> {
    return this.run(['designs'], 'readwrite', async (tx) => {
      await request(tx.objectStore('designs').delete(id));
    });
  }

  getCurrent(): Promise<string | null> {
    return this.run(['meta'], 'readonly', async (tx) => {
      const v: unknown = await request(tx.objectStore('meta').get('current'));
      return typeof v === 'string' ? v : null;
    });
  }

  setCurrent(id: string | null): Promise<void> {
    return this.run(['meta'], 'readwrite', async (tx) => {
      const meta = tx.objectStore('meta');
      if (id === null) await request(meta.delete('current'));
      else await request(meta.put(id, 'current'));
    });
  }
}

export function newId(): string {
  return `d-${Date.now().toString(36)}-${Math.random().toString(36).slice(2, 8)}`;
}

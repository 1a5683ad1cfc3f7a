// The built-in example designs (docs/examples/*.json), bundled into the page at build time.
// The page opens on the lexicographic trap; `#example=<id>` opens another.
import type { ModelFile } from '@wasm/types';

const files = import.meta.glob<ModelFile>('../../../docs/examples/*.json', { eager: true, import: 'default' });

export interface Example {
  id: string;
  model: ModelFile;
}

export const EXAMPLES: readonly Example[] = Object.entries(files)
  .map(([path, model]) => ({ id: path.replace(/^.*\//, '').replace(/\.json$/, ''), model }))
  .sort((a, b) => (a.id < b.id ? -1 : a.id > b.id ? 1 : 0));

export const DEFAULT_EXAMPLE = 'lexicographic-trap';

/** The example `#example=<id>` names, or the default one. */
export function exampleFromHash(hash: string): Example {
  const m = /(?:^#|&)example=([^&]+)/.exec(hash);
  const id = m ? decodeURIComponent(m[1] ?? '') : DEFAULT_EXAMPLE;
  return EXAMPLES.find((e) => e.id === id) ?? (EXAMPLES.find((e) => e.id === DEFAULT_EXAMPLE) as Example);
}

/** A deep copy, so edits never change the bundled example. */
export function copyModel(m: ModelFile): ModelFile {
  return JSON.parse(JSON.stringify(m)) as ModelFile;
}

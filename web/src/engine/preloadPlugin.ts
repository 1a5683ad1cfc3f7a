// A Vite plugin (build only, not the single file) for each page the site builds (index.html,
// embed.html):
// - it preloads the engine's main wasm module, so that its download starts while the browser
//   reads the page, before any script runs. workerFactory.ts compiles it from the same request
//   (fetch in "cors" mode with same-origin credentials: the preload's `crossorigin`);
// - the modules an entry script loads at once by a dynamic import (`startsAtOnce`: main.tsx
//   loads page.tsx once it has started the engine) are preloaded by the HTML as if they were
//   static imports: a modulepreload per script and the stylesheets in the order Vite itself
//   links a static import's (each imported chunk's before the chunk's own);
// - such an entry is loaded `async`: it runs as soon as it has arrived, without waiting for
//   the document to be parsed, so the engine starts sooner. The page it loads must therefore
//   wait for the document itself (page.tsx does).
import type { Plugin, Rollup } from 'vite';

type OutputBundle = Rollup.OutputBundle;
type OutputChunk = Rollup.OutputChunk;

/** The main module's file in the bundle: keyscape-<hash>.wasm (not keyscape-full-<hash>.wasm). */
export function mainWasmFile(fileNames: readonly string[]): string | undefined {
  return fileNames.find((f) => /(^|\/)keyscape-[^/]*\.wasm$/.test(f) && !/(^|\/)keyscape-full-[^/]*\.wasm$/.test(f));
}

/** What a chunk needs from the bundle: its scripts (imports first) and its stylesheets. */
export interface ChunkNeeds {
  scripts: string[];
  styles: string[];
}

type ChunkLike = Pick<OutputChunk, 'fileName' | 'imports'> & { viteMetadata?: { importedCss: Set<string> } };

type EntryLike = ChunkLike & Pick<OutputChunk, 'dynamicImports'>;

/**
 * The scripts and stylesheets of those of `entry`'s dynamic imports whose module `atOnce`
 * accepts, with the entry's own (and its imports') left out: they are linked already.
 * Stylesheets in Vite's static order.
 */
export function dynamicImportNeeds(entry: EntryLike, bundle: Record<string, unknown>, atOnce: (moduleId: string) => boolean): ChunkNeeds {
  const chunkOf = (file: string): (ChunkLike & { facadeModuleId?: string | null }) | undefined => {
    const c = bundle[file] as { type?: string } | undefined;
    return c?.type === 'chunk' ? (c as unknown as ChunkLike) : undefined;
  };
  const seen = new Set<string>();
  const seenCss = new Set<string>();
  const out: ChunkNeeds = { scripts: [], styles: [] };
  const walk = (chunk: ChunkLike, record: boolean) => {
    if (seen.has(chunk.fileName)) return;
    seen.add(chunk.fileName);
    for (const file of chunk.imports) {
      const imported = chunkOf(file);
      if (imported) walk(imported, record);
    }
    if (record) out.scripts.push(chunk.fileName);
    for (const css of chunk.viteMetadata?.importedCss ?? []) {
      if (seenCss.has(css)) continue;
      seenCss.add(css);
      if (record) out.styles.push(css);
    }
  };
  walk(entry, false);
  for (const file of entry.dynamicImports) {
    const chunk = chunkOf(file);
    if (chunk?.facadeModuleId && atOnce(chunk.facadeModuleId)) walk(chunk, true);
  }
  return out;
}

/** `startsAtOnce`: the source files (ending of their paths, e.g. 'src/page.tsx') loaded at once. */
export function preloadEngine(startsAtOnce: readonly string[] = []): Plugin {
  const atOnce = (id: string) => startsAtOnce.some((end) => id.replaceAll('\\', '/').endsWith(`/${end}`));
  return {
    name: 'keyscape-preload-engine',
    apply: 'build',
    transformIndexHtml: {
      order: 'post',
      handler(html, ctx) {
        const bundle = ctx.bundle as OutputBundle | undefined;
        const file = bundle ? mainWasmFile(Object.keys(bundle)) : undefined;
        if (!bundle || !file) throw new Error('keyscape-preload-engine: the bundle has no keyscape-*.wasm to preload');
        const needs = ctx.chunk ? dynamicImportNeeds(ctx.chunk, bundle, atOnce) : { scripts: [], styles: [] };
        const entryTag = ctx.chunk ? `<script type="module" crossorigin src="./${ctx.chunk.fileName}">` : '';
        if (needs.scripts.length > 0 && !html.includes(entryTag)) throw new Error(`keyscape-preload-engine: ${ctx.filename} has no ${entryTag}`);
        const tags = [
          ...needs.scripts.map((f) => ({ tag: 'link', attrs: { rel: 'modulepreload', crossorigin: '', href: `./${f}` }, injectTo: 'head' as const })),
          ...needs.styles.map((f) => ({ tag: 'link', attrs: { rel: 'stylesheet', crossorigin: '', href: `./${f}` }, injectTo: 'head' as const })),
          { tag: 'link', attrs: { rel: 'preload', href: `./${file}`, as: 'fetch', type: 'application/wasm', crossorigin: '' }, injectTo: 'head' as const },
        ];
        if (needs.scripts.length > 0) html = html.replace(entryTag, () => entryTag.replace('<script type="module"', '<script type="module" async'));
        return { html, tags };
      },
    },
  };
}

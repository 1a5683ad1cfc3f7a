/// <reference types="node" />
// Rules about web/src as a whole, read from the source text:
// - no import cycle: the strongly connected components of the relative-import graph
//   (type imports and re-exports included) are single files;
// - no hand-written list of operation names: no array (or Set) literal holds two or more
//   names of engine operations, outside tests (a test's expected calls are not the page's
//   facts). The names are the operations the typed wrapper declares (wasm/types); the page
//   learns which operation does what from the engine.
import { existsSync, readdirSync, readFileSync, statSync } from 'node:fs';
import { dirname, join, relative, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';

const SRC = dirname(fileURLToPath(import.meta.url));
const WASM = resolve(SRC, '../../wasm');

function filesUnder(dir: string, keep: (f: string) => boolean): string[] {
  const out: string[] = [];
  for (const name of readdirSync(dir)) {
    const path = join(dir, name);
    if (statSync(path).isDirectory()) {
      if (name !== 'generated' && name !== 'node_modules') out.push(...filesUnder(path, keep));
    } else if (keep(path)) out.push(path);
  }
  return out;
}

const sources = filesUnder(SRC, (f) => /\.(ts|tsx|mts|mjs|js)$/.test(f) && !f.endsWith('.d.ts'));
const text = new Map(sources.map((f) => [f, readFileSync(f, 'utf8')]));

/** The files `file` imports by relative path (import, import type, export from, import()). */
export function relativeImports(file: string, source: string): string[] {
  const specs = new Set<string>();
  const patterns = [
    /\b(?:import|export)\s+(?:type\s+)?[^'";]*?\bfrom\s*['"](\.{1,2}\/[^'"]+)['"]/g,
    /\bimport\s*['"](\.{1,2}\/[^'"]+)['"]/g,
    /\bimport\s*\(\s*['"](\.{1,2}\/[^'"]+)['"]\s*\)/g,
  ];
  for (const re of patterns) for (const m of source.matchAll(re)) specs.add(m[1] as string);
  const out: string[] = [];
  for (const spec of specs) {
    const base = resolve(dirname(file), spec);
    const hit = ['', '.ts', '.tsx', '.mts', '.mjs', '.js', '/index.ts', '/index.tsx'].map((e) => base + e).find((p) => existsSync(p) && statSync(p).isFile());
    if (hit && text.has(hit)) out.push(hit);
  }
  return out;
}

/** Tarjan's strongly connected components of `graph`. */
export function stronglyConnected(graph: Map<string, string[]>): string[][] {
  let next = 0;
  const index = new Map<string, number>();
  const low = new Map<string, number>();
  const stack: string[] = [];
  const onStack = new Set<string>();
  const out: string[][] = [];
  const visit = (v: string) => {
    index.set(v, next);
    low.set(v, next++);
    stack.push(v);
    onStack.add(v);
    for (const w of graph.get(v) ?? []) {
      if (!index.has(w)) {
        visit(w);
        low.set(v, Math.min(low.get(v)!, low.get(w)!));
      } else if (onStack.has(w)) low.set(v, Math.min(low.get(v)!, index.get(w)!));
    }
    if (low.get(v) === index.get(v)) {
      const scc: string[] = [];
      let w: string;
      do {
        w = stack.pop()!;
        onStack.delete(w);
        scc.push(w);
      } while (w !== v);
      out.push(scc);
    }
  };
  for (const v of graph.keys()) if (!index.has(v)) visit(v);
  return out;
}

/** The names of every operation the typed wrapper declares (the keys of its operation map). */
function operationNames(): Set<string> {
  const names = new Set<string>();
  for (const f of filesUnder(WASM, (p) => p.endsWith('.d.ts') || p.endsWith('.d.mts'))) {
    for (const m of readFileSync(f, 'utf8').matchAll(/^\s*'?((?:keyscape:)?[A-Z][A-Za-z]+)'?\s*:\s*[A-Z][A-Za-z]*Response\b/gm)) names.add(m[1] as string);
  }
  return names;
}

/** Array literals (innermost brackets) of `source` with two or more operation-name strings. */
export function operationLists(source: string, ops: ReadonlySet<string>): string[] {
  const found: string[] = [];
  for (const m of source.matchAll(/\[([^[\]]*)\]/g)) {
    const literals = [...(m[1] as string).matchAll(/(['"])((?:keyscape:)?[A-Za-z]+)\1/g)].map((x) => x[2] as string);
    const named = literals.filter((l) => ops.has(l));
    if (named.length >= 2) found.push(named.join(', '));
  }
  return found;
}

describe('web/src structure', () => {
  it('has no import cycle (type imports included)', () => {
    const graph = new Map(sources.map((f) => [f, relativeImports(f, text.get(f)!)]));
    const cycles = stronglyConnected(graph)
      .filter((scc) => scc.length > 1 || (graph.get(scc[0]!) ?? []).includes(scc[0]!))
      .map((scc) => scc.map((f) => relative(SRC, f)).sort().join(' <-> '));
    expect(cycles).toEqual([]);
  });

  it('holds no hand-written list of operation names', () => {
    const ops = operationNames();
    expect(ops.size).toBeGreaterThan(40);
    expect(ops.has('keyscape:AnalyzeDesign') || ops.has('keyscape:RangeView')).toBe(true);
    const lists = sources.filter((f) => !/\.test\.tsx?$/.test(f)).flatMap((f) => operationLists(text.get(f)!, ops).map((l) => `${relative(SRC, f)}: ${l}`));
    expect(lists).toEqual([]);
  });

  it('the checks find what they look for', () => {
    const ops = new Set(['Query', 'Scan', 'keyscape:Lint']);
    expect(operationLists("const A = new Set(['Query', 'keyscape:Lint']);", ops)).toEqual(['Query, keyscape:Lint']);
    expect(operationLists("expect(calls).toEqual(['Query']); const s = ['=', 'between'];", ops)).toEqual([]);
    const cyc = new Map([['a', ['b']], ['b', ['c']], ['c', ['a']], ['d', ['a']]]);
    expect(stronglyConnected(cyc).filter((s) => s.length > 1).map((s) => s.sort())).toEqual([['a', 'b', 'c']]);
    expect(relativeImports(join(SRC, 'x.ts'), "import type { EngineClient } from './engine/client';\nexport { call } from './engine/call';"))
      .toEqual([join(SRC, 'engine/client.ts'), join(SRC, 'engine/call.ts')]);
  });
});

// The lessons (docs/lessons/<id>.json, without the .solution.json files), bundled into the
// page at build time. A lesson is a design to preload, a short narrative and tasks that the
// engine checks (check.ts). `#lesson=<id>` opens one.
import type { ModelFile } from '@wasm/types';

/** A task is done when the engine says so: a pattern's expect holds, or a lint rule is gone. */
export type TaskCheck =
  | { kind: 'expect'; pattern: string; expect: { count?: number; keys?: Record<string, string | number>[] } }
  | { kind: 'lint-absent'; rule: string };

export interface LessonTask {
  id: string;
  text: string;
  hint?: string;
  check: TaskCheck;
}

export interface Lesson {
  format: 'keyscape-lesson';
  version: 1;
  id: string;
  title: string;
  summary: string;
  narrative: string[];
  design: ModelFile;
  tasks: LessonTask[];
}

const files = import.meta.glob<Lesson>(['../../../../docs/lessons/*.json', '!../../../../docs/lessons/*.solution.json'], { eager: true, import: 'default' });

/** The order lessons are listed and meant to be taken in. */
const ORDER = ['lexicographic-trap', 'iso-dates', 'hierarchy', 'overloading', 'audit-log', 'sort-key-ids', 'hot-partitions', 'gsi', 'multi-attribute-keys'];
const rank = (id: string) => (ORDER.indexOf(id) < 0 ? ORDER.length : ORDER.indexOf(id));

export const LESSONS: readonly Lesson[] = Object.values(files).sort((a, b) => rank(a.id) - rank(b.id) || (a.id < b.id ? -1 : 1));

/** The lesson `#lesson=<id>` names, or null. */
export function lessonFromHash(hash: string): Lesson | null {
  const m = /(?:^#|&)lesson=([^&]+)/.exec(hash);
  if (!m) return null;
  const id = decodeURIComponent(m[1] ?? '');
  return LESSONS.find((l) => l.id === id) ?? null;
}

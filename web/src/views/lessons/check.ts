// Asks the engine whether each task of a lesson is done on the current design. No rule is
// re-implemented here: an `expect` task puts the task's expect on its pattern and reads the
// verdict of keyscape:RunAccessPatterns; a `lint-absent` task reads the findings of the
// design's own answer (keyscape:AnalyzeDesign's `lint`, the keyscape:Lint body), asking nothing.
import type { LintResponse, ModelFile } from '@wasm/types';
import type { Exec } from '../../engine/call';
import type { LessonTask, TaskCheck } from './lessons';

export interface TaskState {
  done: boolean;
  /** Why it is not done yet, in the engine's terms (what the pattern returned, the finding). */
  detail: string;
}

/** The design with the task's expect on its pattern (and no other expect). */
export function taskModel(model: ModelFile, check: TaskCheck): ModelFile {
  const m = JSON.parse(JSON.stringify(model)) as ModelFile;
  if (check.kind !== 'expect') return m;
  const patterns = m['accessPatterns'];
  if (!Array.isArray(patterns)) return m;
  for (const p of patterns as Record<string, unknown>[]) {
    if (p['name'] === check.pattern) p['expect'] = check.expect;
    else delete p['expect'];
  }
  return m;
}

async function checkOne(exec: Exec, model: ModelFile, lint: LintResponse, check: TaskCheck): Promise<TaskState> {
  if (check.kind === 'lint-absent') {
    const f = lint.findings.find((x) => x.rule === check.rule);
    return f ? { done: false, detail: `${f.rule}: ${f.message}` } : { done: true, detail: `no ${check.rule} finding` };
  }
  const r = await exec('keyscape:RunAccessPatterns', { model: taskModel(model, check) });
  if (!r.ok) return { done: false, detail: r.error.message };
  const p = r.body.patterns.find((x) => x.name === check.pattern);
  if (!p) return { done: false, detail: `the design has no access pattern named "${check.pattern}"` };
  if (p.expect?.holds) return { done: true, detail: 'the engine’s result matches' };
  const count = p.expect?.count;
  return { done: false, detail: count ? `returns ${count.actual} item${count.actual === 1 ? '' : 's'}, expected ${count.expected}` : 'returns other items, or in another order' };
}

/** Each task's state on `model`, whose lint findings are `lint`. */
export async function checkTasks(exec: Exec, model: ModelFile, lint: LintResponse, tasks: readonly LessonTask[]): Promise<Record<string, TaskState>> {
  const out: Record<string, TaskState> = {};
  for (const t of tasks) out[t.id] = await checkOne(exec, model, lint, t.check);
  return out;
}

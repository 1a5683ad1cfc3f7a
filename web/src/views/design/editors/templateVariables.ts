// The attribute names a key template refers to, as the engine reads it (keyscape:Template
// action "variables"): the page never parses a template itself. Answers are kept by
// template text, so a redraw asks nothing and an edit asks once per new text.
import { useEffect, useState } from 'preact/hooks';
import type { EngineClient } from '../../../engine/client';
import { useEngine } from '../../../engine/EngineContext';

/** The variables of a template, or the engine's message when it does not parse. */
export type Variables = { names: string[] } | { error: string };

const known = new Map<string, Variables>();
const KEPT = 500;

function keep(template: string, v: Variables): void {
  if (known.size >= KEPT) known.clear();
  known.set(template, v);
}

/** Keeps what AnalyzeDesign already answered for the entities' key templates: no call for them. */
export function rememberVariables(keyTemplates: readonly { template: string; variables: string[] }[]): void {
  for (const k of keyTemplates) if (!known.has(k.template)) keep(k.template, { names: k.variables });
}

export async function variablesOf(client: EngineClient, template: string): Promise<Variables> {
  const hit = known.get(template);
  if (hit) return hit;
  const r = await client.execute('keyscape:Template', { action: 'variables', template });
  const v: Variables = r.ok && 'variables' in r.body ? { names: r.body.variables } : { error: r.ok ? 'no variables' : r.error.message };
  keep(template, v);
  return v;
}

/** The variables of each template (undefined while the engine is asked). */
export function useTemplateVariables(templates: readonly string[]): Map<string, Variables> {
  const client = useEngine();
  const key = JSON.stringify(templates);
  const [out, setOut] = useState<Map<string, Variables>>(() => new Map(templates.flatMap((t) => (known.has(t) ? [[t, known.get(t) as Variables]] : []))));
  useEffect(() => {
    let live = true;
    void Promise.all(templates.map(async (t) => [t, await variablesOf(client, t)] as const)).then((pairs) => {
      if (live) setOut(new Map(pairs));
    });
    return () => {
      live = false;
    };
  }, [client, key]);
  return out;
}

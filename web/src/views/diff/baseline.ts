// The baseline a design is compared with (keyscape:DiffDesigns): a version kept in this
// browser, a model file, or a share link. Every source goes through the engine's model
// reader (keyscape:ValidateModel), so the baseline is a canonical, valid design.
import type { ModelFile } from '@wasm/types';
import type { EngineClient } from '../../engine/client';
import { parseJson, validateModel } from '../work/persist/files';
import { decodeLink, linkPayload } from '../work/share/codec';

export interface Baseline {
  model: ModelFile;
  /** Where it came from, as the view names it: "kept at 10:42", "file shop.json", "a link". */
  from: string;
}

const KEY = 'keyscape.diff.baseline';

export type Loaded = { ok: true; baseline: Baseline } | { ok: false; message: string };

/** The baseline kept in this browser, if any (a damaged entry reads as none). */
export function keptBaseline(): Baseline | null {
  try {
    const raw = localStorage.getItem(KEY);
    if (!raw) return null;
    const b = JSON.parse(raw) as Baseline;
    return b && typeof b === 'object' && b.model && typeof b.from === 'string' ? b : null;
  } catch {
    return null;
  }
}

/** Keeps `model` as the baseline in this browser; false when the storage refused it. */
export function keepBaseline(b: Baseline): boolean {
  try {
    localStorage.setItem(KEY, JSON.stringify(b));
    return true;
  } catch {
    return false;
  }
}

async function fromDocument(client: EngineClient, doc: unknown, from: string): Promise<Loaded> {
  const v = await validateModel(client, doc);
  return v.ok ? { ok: true, baseline: { model: v.model, from } } : { ok: false, message: v.message };
}

export async function baselineFromFile(client: EngineClient, name: string, text: string): Promise<Loaded> {
  const parsed = parseJson(text, name);
  if (!parsed.ok) return parsed;
  return fromDocument(client, parsed.doc, `file ${name}`);
}

/** A share link (the whole address, or only its #m=… part). */
export async function baselineFromLink(client: EngineClient, link: string): Promise<Loaded> {
  const at = link.indexOf('#');
  const payload = linkPayload(at >= 0 ? link.slice(at) : `#${link.replace(/^#/, '')}`);
  if (!payload) return { ok: false, message: 'This is not a keyscape design link: it should hold #m=v1. followed by the design.' };
  const decoded = await decodeLink(payload);
  if (!decoded.ok) return { ok: false, message: decoded.message };
  const parsed = parseJson(decoded.text, 'The link');
  if (!parsed.ok) return parsed;
  return fromDocument(client, parsed.doc, 'a link');
}

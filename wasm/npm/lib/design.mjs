// Reads the `design` option of startServer/useKeyscape: a model object, model JSON text,
// or a path to a model file. Returns the model as JSON text.
import fs from 'node:fs';

export function designText(design) {
  if (typeof design !== 'string') return JSON.stringify(design);
  if (design.trimStart().startsWith('{')) return design;
  return fs.readFileSync(design, 'utf8');
}

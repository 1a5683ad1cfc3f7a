// JSON Pointers (RFC 6901) into the open design: lint findings name the member their fix
// changes (location.path), and errors name the member they concern. Pure data access.

function tokens(pointer: string): string[] {
  if (pointer === '' || pointer === '/') return [];
  return pointer
    .slice(1)
    .split('/')
    .map((t) => t.replace(/~1/g, '/').replace(/~0/g, '~'));
}

export function getAt(doc: unknown, pointer: string): unknown {
  let cur: unknown = doc;
  for (const t of tokens(pointer)) {
    if (cur === null || typeof cur !== 'object') return undefined;
    cur = (cur as Record<string, unknown>)[t];
  }
  return cur;
}

/** A copy of `doc` with the member at `pointer` set to `value` (undefined removes it). */
export function setAt<T>(doc: T, pointer: string, value: unknown): T {
  const path = tokens(pointer);
  if (path.length === 0) return value as T;
  const copy = JSON.parse(JSON.stringify(doc)) as Record<string, unknown>;
  let cur: Record<string, unknown> = copy;
  for (const t of path.slice(0, -1)) {
    const next = cur[t];
    if (next === null || typeof next !== 'object') cur[t] = {};
    cur = cur[t] as Record<string, unknown>;
  }
  const last = path[path.length - 1] as string;
  if (value === undefined) {
    if (Array.isArray(cur)) cur.splice(Number(last), 1);
    else delete cur[last];
  } else if (Array.isArray(cur) && last === '-') {
    cur.push(value);
  } else {
    cur[last] = value;
  }
  return copy as T;
}

/** The JSON path an engine message starts with ("/entities/0/keys/SK: ..."), or null. */
export function messagePath(message: string): string | null {
  const m = /^(\/[^:\s]*):/.exec(message);
  return m ? (m[1] as string) : null;
}

/**
 * The engine's message when it concerns value `attr` of sample item `item`: its path is
 * `/items/<item>/values/<attr>`, or `/items/<item>/values` with the message naming
 * `attribute <attr>:`. Null when the message is about something else.
 */
export function sampleValueError(message: string | undefined, item: number, attr: string): string | null {
  if (!message) return null;
  const path = messagePath(message);
  const values = `/items/${item}/values`;
  if (path === `${values}/${attr.replace(/~/g, '~0').replace(/\//g, '~1')}`) return message;
  return path === values && message.slice(values.length + 1).trimStart().startsWith(`attribute ${attr}:`) ? message : null;
}

// Names for new nodes (tables, indexes, patterns) that do not collide with existing ones.

/** `base` itself when it is free, else `${base}${sep}${n}` with the first free n ≥ 2. */
export function freshName(base: string, taken: readonly string[], sep = ' '): string {
  if (!taken.includes(base)) return base;
  let n = 2;
  while (taken.includes(`${base}${sep}${n}`)) n++;
  return `${base}${sep}${n}`;
}

/** `${prefix}${n}` with the first free n ≥ 1: GSI1, GSI2, … */
export function numberedName(prefix: string, taken: readonly string[]): string {
  let n = 1;
  while (taken.includes(`${prefix}${n}`)) n++;
  return `${prefix}${n}`;
}

import { afterEach, describe, expect, it } from 'vitest';
import { taskModel } from './check';
import { LESSONS, lessonFromHash } from './lessons';
import { loadProgress, recordProgress, resetProgress } from './progress';

describe('lessons', () => {
  it('bundles the lessons in teaching order, without their solutions', () => {
    expect(LESSONS.map((l) => l.id)).toEqual(['lexicographic-trap', 'iso-dates', 'hierarchy', 'overloading', 'audit-log', 'sort-key-ids', 'hot-partitions', 'gsi', 'multi-attribute-keys']);
    for (const l of LESSONS) expect(l.format).toBe('keyscape-lesson');
  });
  it('opens the lesson #lesson=<id> names, and nothing for other addresses', () => {
    expect(lessonFromHash('#lesson=gsi')?.id).toBe('gsi');
    expect(lessonFromHash('#x=1&lesson=hierarchy')?.id).toBe('hierarchy');
    expect(lessonFromHash('#lesson=nope')).toBeNull();
    expect(lessonFromHash('#example=online-shop')).toBeNull();
  });
  it('puts a task\'s expect on its pattern only, on a copy', () => {
    const lesson = LESSONS[0]!;
    const task = lesson.tasks.find((t) => t.check.kind === 'expect')!;
    const before = JSON.stringify(lesson.design);
    const m = taskModel(lesson.design, task.check);
    const ps = m['accessPatterns'] as { name: string; expect?: unknown }[];
    const check = task.check as { pattern: string; expect: unknown };
    expect(ps.filter((p) => p.expect !== undefined).map((p) => p.name)).toEqual([check.pattern]);
    expect(ps.find((p) => p.name === check.pattern)?.expect).toEqual(check.expect);
    expect(JSON.stringify(lesson.design)).toBe(before);
  });
});

describe('progress', () => {
  const store = new Map<string, string>();
  (globalThis as { localStorage?: unknown }).localStorage = {
    getItem: (k: string) => store.get(k) ?? null,
    setItem: (k: string, v: string) => void store.set(k, v),
  };
  afterEach(() => store.clear());
  it('keeps the tasks done once, per lesson', () => {
    recordProgress('a', ['t2']);
    recordProgress('a', ['t1', 't2']);
    recordProgress('b', []);
    expect(loadProgress()).toEqual({ a: ['t1', 't2'] });
    expect(resetProgress('a')).toEqual({});
  });
  it('reads a corrupted record as no progress', () => {
    store.set('keyscape.lessons.v1', '{not json');
    expect(loadProgress()).toEqual({});
    store.set('keyscape.lessons.v1', '{"a":[1,"t1"],"b":"x"}');
    expect(loadProgress()).toEqual({ a: ['t1'] });
  });
});

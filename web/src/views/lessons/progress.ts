// Lesson progress in localStorage: for each lesson, the ids of the tasks completed at least
// once. Storage that is unavailable or holds something else reads as no progress.
const KEY = 'keyscape.lessons.v1';

export type Progress = Record<string, string[]>;

export function loadProgress(): Progress {
  try {
    const v: unknown = JSON.parse(localStorage.getItem(KEY) ?? '{}');
    if (!v || typeof v !== 'object' || Array.isArray(v)) return {};
    const out: Progress = {};
    for (const [id, done] of Object.entries(v as Record<string, unknown>))
      if (Array.isArray(done)) out[id] = done.filter((t): t is string => typeof t === 'string');
    return out;
  } catch {
    return {};
  }
}

/** Adds `done` task ids to the lesson's progress; answers the new progress. */
export function recordProgress(lessonId: string, done: readonly string[]): Progress {
  const p = loadProgress();
  const before = p[lessonId] ?? [];
  const merged = [...new Set([...before, ...done])].sort();
  if (merged.length === before.length) return p;
  p[lessonId] = merged;
  try {
    localStorage.setItem(KEY, JSON.stringify(p));
  } catch {
    // storage full or blocked: progress lasts for this page only
  }
  return p;
}

export function resetProgress(lessonId: string): Progress {
  const p = loadProgress();
  delete p[lessonId];
  try {
    localStorage.setItem(KEY, JSON.stringify(p));
  } catch {
    // ignore, as above
  }
  return p;
}

// The open lesson, in a side panel next to the design it preloaded (which stays fully
// editable): the narrative, the tasks with the engine's verdict on the current design, and
// the progress kept in localStorage.
import { useEffect, useState } from 'preact/hooks';
import { useEngine } from '../../engine/EngineContext';
import type { DesignState } from '../design/useDesign';
import { checkTasks, type TaskState } from './check';
import { LESSONS, type Lesson } from './lessons';
import { loadProgress, recordProgress } from './progress';

export function LessonPanel({ lesson, design, onRestart, onOpen, onClose }: {
  lesson: Lesson;
  design: DesignState;
  onRestart: () => void;
  onOpen: (id: string) => void;
  onClose: () => void;
}) {
  const client = useEngine();
  const [states, setStates] = useState<{ version: number; tasks: Record<string, TaskState> } | null>(null);
  const [, setProgress] = useState(loadProgress);
  useEffect(() => {
    if (design.answered !== design.version || design.error || !design.answers) return;
    let live = true;
    const version = design.version;
    checkTasks((op, request) => client.execute(op, request), design.model, design.answers.lint, lesson.tasks).then(
      (tasks) => {
        if (!live) return;
        setStates({ version, tasks });
        setProgress(recordProgress(lesson.id, Object.keys(tasks).filter((id) => tasks[id]?.done)));
      },
      () => undefined,
    );
    return () => {
      live = false;
    };
  }, [client, lesson.id, design.answered, design.error]);
  const current = states?.version === design.version && !design.error;
  const doneCount = lesson.tasks.filter((t) => states?.tasks[t.id]?.done).length;
  const complete = current && doneCount === lesson.tasks.length;
  const next = LESSONS[LESSONS.findIndex((l) => l.id === lesson.id) + 1];
  return (
    <aside class="lesson-panel" aria-labelledby="lesson-title" data-testid="lesson-panel" data-lesson={lesson.id} data-checked={current ? design.version : -1}>
      <header class="lesson-head">
        <span class="muted small">Lesson {LESSONS.indexOf(lesson) + 1} of {LESSONS.length}</span>
        <button type="button" class="secondary small" data-testid="lesson-close" onClick={onClose} title="Close the lesson; the design stays">Close</button>
      </header>
      <h2 id="lesson-title">{lesson.title}</h2>
      <p class="lesson-summary">{lesson.summary}</p>
      {lesson.narrative.map((p, i) => <p key={i}>{p}</p>)}
      <h3>Tasks <span class="muted small" data-testid="lesson-score">{doneCount} / {lesson.tasks.length}</span></h3>
      <ol class="lesson-tasks">
        {lesson.tasks.map((t) => {
          const s = states?.tasks[t.id];
          const done = current && s?.done === true;
          return (
            <li key={t.id} class={done ? 'task-done' : 'task-open'} data-testid="lesson-task" data-task={t.id} data-done={String(done)}>
              <span class="task-mark" aria-hidden="true">{done ? '✓' : '○'}</span>
              <div>
                <div>{t.text} <span class="sr-only">{done ? '(done)' : '(not done yet)'}</span></div>
                {!done && s && <div class="muted small" data-testid="task-detail">{design.error ? 'the design is not valid yet' : s.detail}</div>}
                {!done && t.hint && (
                  <details class="small">
                    <summary>Hint</summary>
                    {t.hint}
                  </details>
                )}
              </div>
            </li>
          );
        })}
      </ol>
      {complete && (
        <p class="lesson-complete" role="status" data-testid="lesson-complete">
          Lesson complete: the engine confirms every task on your design.
          {next && (
            <>
              {' '}
              <button type="button" class="small" data-testid="lesson-next" onClick={() => onOpen(next.id)}>Next: {next.title}</button>
            </>
          )}
        </p>
      )}
      <p>
        <button type="button" class="secondary small" data-testid="lesson-restart" onClick={onRestart}>Start the lesson again</button>
      </p>
    </aside>
  );
}

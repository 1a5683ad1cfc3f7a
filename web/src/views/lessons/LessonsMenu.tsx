// The Lessons entry of the top bar: a button that lists every lesson with its progress.
import { useEffect, useRef, useState } from 'preact/hooks';
import { LESSONS } from './lessons';
import { loadProgress } from './progress';

export function LessonsMenu({ onOpen }: { onOpen: (id: string) => void }) {
  const [open, setOpen] = useState(false);
  const ref = useRef<HTMLDivElement>(null);
  useEffect(() => {
    if (!open) return;
    const away = (e: Event) => {
      if (ref.current && !ref.current.contains(e.target as Node)) setOpen(false);
    };
    const esc = (e: KeyboardEvent) => e.key === 'Escape' && setOpen(false);
    document.addEventListener('pointerdown', away);
    document.addEventListener('keydown', esc);
    return () => {
      document.removeEventListener('pointerdown', away);
      document.removeEventListener('keydown', esc);
    };
  }, [open]);
  const progress = open ? loadProgress() : {};
  return (
    <div class="lessons-menu" ref={ref}>
      <button type="button" class="lessons-button" data-testid="lessons-button" aria-expanded={open} aria-controls="lessons-list" onClick={() => setOpen(!open)}>
        Lessons
      </button>
      {open && (
        <ul class="lessons-list" id="lessons-list" data-testid="lessons-list">
          {LESSONS.map((l, i) => {
            const done = progress[l.id]?.length ?? 0;
            return (
              <li key={l.id}>
                <a href={`#lesson=${l.id}`} data-testid="lesson-link" data-lesson={l.id} onClick={(e) => {
                  e.preventDefault();
                  setOpen(false);
                  onOpen(l.id);
                }}>
                  <span class="lesson-n">{i + 1}</span>
                  <span>
                    <strong>{l.title}</strong>
                    <span class="muted small"> {l.summary}</span>
                  </span>
                  <span class={`lesson-progress${done === l.tasks.length ? ' ok-text' : ''}`}>{done}/{l.tasks.length}</span>
                </a>
              </li>
            );
          })}
        </ul>
      )}
    </div>
  );
}

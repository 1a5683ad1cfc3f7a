// Light and dark themes: the system's preference until the user picks one (kept in
// localStorage); the choice is the `data-theme` attribute of <html>.
import { useEffect, useState } from 'preact/hooks';

type Theme = 'light' | 'dark';

function initial(): Theme {
  const saved = localStorage.getItem('keyscape-theme');
  if (saved === 'light' || saved === 'dark') return saved;
  return matchMedia('(prefers-color-scheme: dark)').matches ? 'dark' : 'light';
}

export function ThemeToggle() {
  const [theme, setTheme] = useState<Theme>(initial);
  useEffect(() => {
    document.documentElement.dataset['theme'] = theme;
  }, [theme]);
  const next: Theme = theme === 'dark' ? 'light' : 'dark';
  return (
    <button type="button" class="theme-toggle" data-testid="theme-toggle" aria-label={`Switch to the ${next} theme`}
      onClick={() => {
        localStorage.setItem('keyscape-theme', next);
        setTheme(next);
      }}>
      {theme === 'dark' ? '☀ light' : '☾ dark'}
    </button>
  );
}

// The playground page: the app and its styles, drawn into #app. main.tsx loads this module
// once it has started the engine.
import { render } from 'preact';
import { App } from './App';
import './page.css';

// main.tsx runs as soon as it has arrived (async), so this module may run before the
// document has been parsed: it draws once #app is there.
function draw() {
  const root = document.getElementById('app');
  if (!root) throw new Error('index.html has no #app element');
  render(<App />, root);
}
if (document.readyState === 'loading') document.addEventListener('DOMContentLoaded', draw, { once: true });
else draw();

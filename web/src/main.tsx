import { render } from 'preact';
import { App } from './App';
// The page's styles, in cascade order: shared, then per view.
import './ui/base.css';
import './views/lab/lab.css';
import './views/partitions/partitions.css';
import './views/design/design.css';

const root = document.getElementById('app');
if (!root) throw new Error('index.html has no #app element');
render(<App />, root);

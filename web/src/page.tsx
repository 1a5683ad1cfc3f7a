// The playground page: the app and its styles, drawn into #app. main.tsx loads this module
// once it has started the engine.
import { render } from 'preact';
import { App } from './App';
import './page.css';

const root = document.getElementById('app');
if (!root) throw new Error('index.html has no #app element');
render(<App />, root);

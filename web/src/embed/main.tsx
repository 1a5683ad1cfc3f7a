import { render } from 'preact';
import { Embed } from './Embed';
import './styles.css';

// The system's theme (the embed stores no choice of its own).
document.documentElement.dataset['theme'] = matchMedia('(prefers-color-scheme: dark)').matches ? 'dark' : 'light';

const root = document.getElementById('embed');
if (!root) throw new Error('embed.html has no #embed element');
render(<Embed />, root);

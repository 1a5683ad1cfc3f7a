import { render } from 'preact';
import { Embed } from './Embed';
// The embed's styles: the shared ones, the designer's (range view, form fields), its own.
import '../ui/base.css';
import '../views/design/design.css';
import '../views/design/editors/editors.css';
import './embed.css';

// The system's theme (the embed stores no choice of its own).
document.documentElement.dataset['theme'] = matchMedia('(prefers-color-scheme: dark)').matches ? 'dark' : 'light';

const root = document.getElementById('embed');
if (!root) throw new Error('embed.html has no #embed element');
render(<Embed />, root);

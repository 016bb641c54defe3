import { startApp } from './app/start';
import { applyTheme, initialTheme } from './lib/theme';
import './index.css';
// With the page: a server-rendered article's body is styled before any route code arrives.
import './features/blogs/components/article-prose.css';

// Before the first render: the CSP allows no inline script in index.html to do it earlier.
applyTheme(initialTheme());

const root = document.getElementById('root');
if (!root) throw new Error('index.html has no #root element');
void startApp(root);

import { startApp } from './app/start';
import { appCouldNotStart, noteAppStarted } from './early-input/replay-early-input';
import { keepInlinedStylesheets } from './lib/render-hints';
import { applyTheme, initialTheme } from './lib/theme';
import './index.css';
// With the page: a server-rendered article's body is styled before any route code arrives.
import './features/blogs/components/article-prose.css';

noteAppStarted();
// Before the first render: the CSP allows no inline script in index.html to do it earlier.
applyTheme(initialTheme());

keepInlinedStylesheets();

const root = document.getElementById('root');
if (!root) throw new Error('index.html has no #root element');
// A route's code that cannot be loaded leaves the page as the server sent it.
startApp(root).catch((error: unknown) => {
  appCouldNotStart();
  throw error;
});

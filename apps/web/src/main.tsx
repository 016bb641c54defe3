import { LOAD_FAILED_NOTICE_ID } from '@codegrow/shared/constants/site';
import { startApp } from './app/start';
import { applyTheme, initialTheme } from './lib/theme';
import './index.css';
// With the page: a server-rendered article's body is styled before any route code arrives.
import './features/blogs/components/article-prose.css';
import './features/blogs/components/code-block.css';

// The page's head set it already (THEME_SCRIPT); this keeps the app's own state in step.
applyTheme(initialTheme());

const root = document.getElementById('root');
if (!root) throw new Error('index.html has no #root element');
// A route's code that cannot be loaded leaves the page as the server sent it, and says so.
startApp(root).catch((error: unknown) => {
  document.getElementById(LOAD_FAILED_NOTICE_ID)?.removeAttribute('hidden');
  throw error;
});

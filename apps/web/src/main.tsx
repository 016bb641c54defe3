import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { App } from './app/app';
import { applyTheme, initialTheme } from './lib/theme';
import './index.css';

// Before the first render: the CSP allows no inline script in index.html to do it earlier.
applyTheme(initialTheme());

const root = document.getElementById('root');
if (!root) throw new Error('index.html has no #root element');

createRoot(root).render(
  <StrictMode>
    <App />
  </StrictMode>,
);

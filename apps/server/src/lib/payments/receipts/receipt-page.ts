import escapeHtml from 'escape-html';
import type { SiteConfig } from '../../../config/env';
import { receiptLines, type ReceiptFacts } from './receipt';

/**
 * The receipt as a page to print: the same lines as the PDF, every value escaped (a name or a
 * reference is whatever someone typed), styled inline so it stands alone, and laid out for paper.
 */
export function receiptPage(facts: ReceiptFacts, site: SiteConfig): string {
  const rows = receiptLines(facts, site)
    .map(
      ([label, value]) =>
        `<tr><th scope="row">${escapeHtml(label)}</th><td>${escapeHtml(value)}</td></tr>`,
    )
    .join('');
  const title = `${site.name} receipt ${facts.number}`;
  return `<!doctype html>
<html lang="en">
<head>
<meta charset="utf-8">
<meta name="viewport" content="width=device-width, initial-scale=1">
<meta name="robots" content="noindex">
<title>${escapeHtml(title)}</title>
<style>
body { font: 16px/1.5 system-ui, sans-serif; color: #0f172a; max-width: 40rem; margin: 2rem auto; padding: 0 1rem; }
h1 { font-size: 1.5rem; margin: 0; }
p { color: #475569; margin: 0 0 2rem; }
table { border-collapse: collapse; width: 100%; }
th, td { text-align: left; padding: .5rem .75rem .5rem 0; border-bottom: 1px solid #e2e8f0; vertical-align: top; }
th { color: #475569; font-weight: 400; width: 12rem; }
td { font-weight: 600; overflow-wrap: anywhere; }
footer { margin-top: 2rem; color: #475569; font-size: .875rem; }
@media print { body { margin: 0; } footer .screen { display: none; } }
</style>
</head>
<body>
<main>
<h1>${escapeHtml(site.name)}: payment receipt</h1>
<p>${escapeHtml(site.slogan)}</p>
<table>${rows}</table>
<footer>Lifetime access: a one-time payment, with no renewal.<span class="screen"> Print this page, or save it as a PDF, from your browser's Print.</span></footer>
</main>
</body>
</html>
`;
}

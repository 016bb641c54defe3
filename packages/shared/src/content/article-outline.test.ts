import { describe, expect, it } from 'vitest';
import { renderArticleHtml } from './article-html';
import { articleOutline } from './article-outline';

describe('articleOutline', () => {
  it('lists sections and subsections in order, with the ids the page links to', () => {
    const html = renderArticleHtml(
      [
        '# Getting started',
        'Intro.',
        '## Why `indexes` & joins?',
        '### B-trees <3',
        '#### Too deep for the outline',
        '## Why `indexes` & joins?',
      ].join('\n\n'),
    );
    expect(articleOutline(html)).toEqual([
      { id: 'getting-started', text: 'Getting started', level: 2 },
      { id: 'why-indexes--joins', text: 'Why indexes & joins?', level: 2 },
      { id: 'b-trees-3', text: 'B-trees <3', level: 3 },
      { id: 'why-indexes--joins-1', text: 'Why indexes & joins?', level: 2 },
    ]);
  });

  it('is empty for a body without headings', () => {
    expect(articleOutline(renderArticleHtml('Just a paragraph.'))).toEqual([]);
  });
});

import type { MindmapData } from '@codegrow/shared/schemas/mindmap';
import { render, screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { MapAsList } from './map-as-list';

const node = (id: string, text: string, section?: string) => ({
  id,
  text,
  x: 0,
  y: 0,
  type: id === 'c' ? ('center' as const) : ('branch' as const),
  color: '#10b981',
  ...(section && { section }),
});

// The centre is not the first node, and a branch's child comes last: the list still starts at
// the centre and nests each node under its own.
const MAP: MindmapData = {
  nodes: [
    node('left', 'LEFT JOIN', 'left-join'),
    node('c', 'SQL joins'),
    node('inner', 'INNER JOIN', 'inner-join'),
    node('null', 'NULLs on the right'),
  ],
  connections: [
    { from: 'c', to: 'inner' },
    { from: 'c', to: 'left' },
    { from: 'left', to: 'null' },
  ],
};

describe('the map as a list', () => {
  it('is a headed, numbered list that nests each branch under its node, linked to its section', () => {
    render(<MapAsList map={MAP} title="Joins mind map" linksToSections />);
    expect(screen.getByText('The map as a list').tagName).toBe('SUMMARY');

    const list = screen.getByRole('region', { name: 'Joins mind map' });
    expect(within(list).getByRole('heading', { level: 3 })).toHaveTextContent('Joins mind map');
    const [top, branches, under] = within(list).getAllByRole('list') as HTMLElement[];
    expect(within(top as HTMLElement).getAllByRole('listitem')[0]).toHaveTextContent(/^SQL joins/);
    expect(
      within(branches as HTMLElement)
        .getAllByRole('listitem')
        .map((item) => item.firstChild?.textContent),
    ).toEqual(['LEFT JOIN', 'NULLs on the right', 'INNER JOIN']);
    expect(within(under as HTMLElement).getByRole('listitem')).toHaveTextContent(
      'NULLs on the right',
    );
    expect(screen.getByRole('link', { name: 'INNER JOIN' })).toHaveAttribute('href', '#inner-join');
    expect(screen.queryByRole('link', { name: 'NULLs on the right' })).toBeNull();
  });

  it('names the nodes without links away from their article', () => {
    render(<MapAsList map={MAP} title="Joins mind map" linksToSections={false} />);
    expect(screen.queryAllByRole('link')).toHaveLength(0);
  });

  it('marks the nodes with the language they are written in, the heading staying the page’s', () => {
    render(<MapAsList map={MAP} title="Joins mind map" linksToSections language="bn" />);
    const list = screen.getByRole('region', { name: 'Joins mind map' });
    expect(within(list).getAllByRole('list')[0]?.closest('[lang]')).toHaveAttribute('lang', 'bn');
    expect(within(list).getByRole('heading', { level: 3 }).closest('[lang]')).toBeNull();
  });
});

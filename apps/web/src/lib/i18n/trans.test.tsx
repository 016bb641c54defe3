import { render, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { english } from '../../../test/english';
import { Trans } from './trans';
import { TextsProvider } from './use-translation';

const renderTrans = (search: string) =>
  render(
    <TextsProvider value={english}>
      <p data-testid="line">
        <Trans
          i18nKey="blogs.list.forSearch"
          values={{ search }}
          components={{ term: <strong /> }}
        />
      </p>
    </TextsProvider>,
  );

describe('Trans', () => {
  it('puts the tagged part of a text in the given element, with the values filled in', () => {
    renderTrans('joins');
    expect(screen.getByTestId('line').textContent).toBe(' for “joins”');
    expect(screen.getByText('“joins”').tagName).toBe('STRONG');
  });

  it('never reads a value as markup: a search with tags in it stays text', () => {
    renderTrans('<term>x</term>');
    expect(screen.getByText('“<term>x</term>”').tagName).toBe('STRONG');
  });
});

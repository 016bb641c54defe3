import { UI_TEXT } from '@codegrow/shared/constants/ui-messages';
import { fireEvent, render, screen, waitFor } from '@testing-library/react';
import { act, type ReactNode } from 'react';
import { hydrateRoot } from 'react-dom/client';
import { renderToString } from 'react-dom/server';
import { TextsProvider } from '../../lib/i18n/use-translation';
import { describe, expect, it, vi } from 'vitest';
import { HydrationBoundary } from '../../hooks/use-hydrated';
import { english } from '../../../test/english';
import { Button } from './button';

const withTexts = (children: ReactNode) => (
  <TextsProvider value={english}>{children}</TextsProvider>
);

describe('Button', () => {
  it('on a page the server rendered, says it is not ready until the app has taken the page over', async () => {
    const liked = vi.fn();
    const page = withTexts(
      <HydrationBoundary>
        <Button onClick={liked}>Like</Button>
      </HydrationBoundary>,
    );
    const container = document.createElement('div');
    container.innerHTML = renderToString(page);
    document.body.append(container);
    const button = screen.getByRole('button', { name: 'Like' });
    expect(button).toHaveAttribute('aria-disabled', 'true');
    expect(button).toHaveAttribute('title', UI_TEXT.notReadyYet);

    await act(async () => {
      hydrateRoot(container, page);
    });
    await waitFor(() => expect(button).not.toHaveAttribute('aria-disabled'));
    expect(button).not.toHaveAttribute('title');
    fireEvent.click(button);
    expect(liked).toHaveBeenCalledOnce();
    container.remove();
  });

  it('on a page the server rendered, cannot send a form that needs the app before it is there, unless the browser sends that form itself', async () => {
    const sent = vi.fn((event: SubmitEvent) => event.preventDefault());
    const page = withTexts(
      <HydrationBoundary>
        <form>
          <Button type="submit">Send message</Button>
        </form>
        <form method="get">
          <Button type="submit" worksWithoutApp>
            Search
          </Button>
        </form>
      </HydrationBoundary>,
    );
    const container = document.createElement('div');
    container.innerHTML = renderToString(page);
    document.body.append(container);
    container.addEventListener('submit', sent);
    const send = screen.getByRole('button', { name: 'Send message' });
    const search = screen.getByRole('button', { name: 'Search' });
    expect(send).toBeDisabled();
    expect(send).toHaveAttribute('title', UI_TEXT.notReadyYet);
    fireEvent.click(send);
    expect(sent).not.toHaveBeenCalled();
    expect(search).toBeEnabled();
    expect(search).not.toHaveAttribute('title');

    await act(async () => {
      hydrateRoot(container, page);
    });
    await waitFor(() => expect(send).toBeEnabled());
    expect(send).not.toHaveAttribute('title');
    fireEvent.click(send);
    expect(sent).toHaveBeenCalledOnce();
    container.remove();
  });

  it('rendered by the browser itself, is ready at once', () => {
    render(withTexts(<Button>Save</Button>));
    const button = screen.getByRole('button', { name: 'Save' });
    expect(button).not.toHaveAttribute('aria-disabled');
    expect(button).not.toHaveAttribute('title');
  });
});

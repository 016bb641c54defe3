import { CHECK_TEXT, QUIZ_ERRORS } from '@codegrow/shared/constants/checks';
import { render, screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { QuizPreview } from './quiz-preview';

describe('the quiz preview in the article editor', () => {
  it('shows the questions with their right answers marked and explained', () => {
    const content = [
      'Intro.',
      '',
      '```quiz',
      '? Which join?',
      '- INNER',
      '+ LEFT',
      '  > Keeps rows.',
      '```',
    ].join('\n');
    render(<QuizPreview content={content} />);
    const preview = screen.getByRole('region', { name: CHECK_TEXT.preview });
    expect(within(preview).getByText('Which join?')).toBeInTheDocument();
    expect(within(preview).getByLabelText(CHECK_TEXT.right).parentElement).toHaveTextContent(
      'LEFTKeeps rows.',
    );
  });

  it('says what is wrong with a malformed block, and where', () => {
    render(
      <QuizPreview
        content={['Intro.', '', '```quiz', '? Which join?', '- a', '- b', '```'].join('\n')}
      />,
    );
    expect(screen.getByRole('alert')).toHaveTextContent(
      `Quiz block, line 4: ${QUIZ_ERRORS.noRightChoice}`,
    );
  });

  it('shows nothing for an article without questions', () => {
    const { container } = render(<QuizPreview content="Just text." />);
    expect(container).toBeEmptyDOMElement();
  });
});

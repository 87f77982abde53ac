import { render, screen } from '@testing-library/react';
import { AnswerMarkdown } from './AnswerMarkdown';

describe("a coach's answer", () => {
  it('shows its plain text, block by block, until the Markdown renderer arrives, then the Markdown', async () => {
    const text =
      '**Lock** the doors at _night_.\n\n- Use [night lights](https://www.nia.nih.gov/)\n- Keep paths clear\n\n---';
    const { container } = render(<AnswerMarkdown text={text} />);
    const plain = container.querySelector('.markdown--plain');
    expect([...(plain?.querySelectorAll('p') ?? [])].map((p) => p.textContent)).toEqual([
      'Lock the doors at night.',
      '- Use night lights',
      '- Keep paths clear',
    ]);

    expect(await screen.findByText('Lock', { selector: 'strong' })).toBeInTheDocument();
    expect(container.querySelector('.markdown--plain')).toBeNull();
    expect(screen.getByRole('link', { name: 'night lights' })).toHaveAttribute(
      'href',
      'https://www.nia.nih.gov/',
    );
    expect(container.querySelectorAll('.markdown li')).toHaveLength(2);
  });
});

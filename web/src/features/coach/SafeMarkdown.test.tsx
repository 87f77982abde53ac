import { render, screen } from '@testing-library/react';
import { SafeMarkdown, safeHref } from './SafeMarkdown';

describe('safe markdown', () => {
  it('renders headings, lists, emphasis, code and links', () => {
    const { container } = render(
      <SafeMarkdown
        text={
          '## Getting ready\n\n1. **Lock** the doors\n2. Use *night lights*\n\n- `911` for emergencies\n\nSee [the CDC](https://www.cdc.gov/falls) or https://www.nia.nih.gov.'
        }
      />,
    );
    expect(screen.getByRole('heading', { name: 'Getting ready', level: 4 })).toBeInTheDocument();
    expect(container.querySelector('ol strong')).toHaveTextContent('Lock');
    expect(container.querySelector('ol em')).toHaveTextContent('night lights');
    expect(container.querySelector('ul code')).toHaveTextContent('911');
    expect(screen.getByRole('link', { name: 'the CDC' })).toHaveAttribute(
      'href',
      'https://www.cdc.gov/falls',
    );
    expect(screen.getByRole('link', { name: 'https://www.nia.nih.gov' })).toHaveAttribute(
      'rel',
      'noopener noreferrer nofollow',
    );
  });

  it('never lets HTML or script links from an answer run', () => {
    const { container } = render(
      <SafeMarkdown
        text={
          '<script>window.__pwned = true</script>\n\n<img src=x onerror="window.__pwned=true">\n\n[click me](javascript:alert(1)) [data](data:text/html,hi)'
        }
      />,
    );
    expect(container.querySelector('script')).toBeNull();
    expect(container.querySelector('img')).toBeNull();
    expect(container).toHaveTextContent('<script>window.__pwned = true</script>');
    expect(screen.queryByRole('link')).toBeNull();
    expect(screen.getByText('click me')).toBeInTheDocument();
    expect((window as unknown as { __pwned?: boolean }).__pwned).toBeUndefined();
  });

  it('shows HTML as text and keeps the Markdown beside it', () => {
    const { container } = render(
      <SafeMarkdown text={'<script>window.__x=1</script> Book **a day program** once a week.'} />,
    );
    expect(container.querySelector('script')).toBeNull();
    expect(container.querySelector('p')).toHaveTextContent(
      '<script>window.__x=1</script> Book a day program once a week.',
    );
    expect(container.querySelector('strong')).toHaveTextContent('a day program');
  });

  it('renders underscore emphasis, strikethrough and tables, and draws no image', () => {
    const { container } = render(
      <SafeMarkdown
        text={
          '_Offline mode: from the library._ ~~old~~\n\n| Time | Dose |\n| --- | --- |\n| 8pm | 10 mg |\n\n![a photo](https://example.org/x.png)'
        }
      />,
    );
    expect(container.querySelector('em')).toHaveTextContent('Offline mode: from the library.');
    expect(container).not.toHaveTextContent('_');
    expect(container.querySelector('del')).toHaveTextContent('old');
    expect(screen.getByRole('cell', { name: '10 mg' })).toBeInTheDocument();
    expect(container.querySelector('img')).toBeNull();
  });

  it('opens other sites in a new tab without access back, and same-site paths in place', () => {
    render(<SafeMarkdown text={'[Check-in](/assessment) and [NIA](https://www.nia.nih.gov/)'} />);
    const inPlace = screen.getByRole('link', { name: 'Check-in' });
    expect(inPlace).toHaveAttribute('href', '/assessment');
    expect(inPlace).not.toHaveAttribute('target');
    const away = screen.getByRole('link', { name: 'NIA' });
    expect(away).toHaveAttribute('target', '_blank');
    expect(away).toHaveAttribute('rel', 'noopener noreferrer nofollow');
  });

  it('keeps only web, mail, phone and same-site links', () => {
    expect(safeHref('https://example.org/a')).toBe('https://example.org/a');
    expect(safeHref('tel:988')).toBe('tel:988');
    expect(safeHref('/resources')).toBe('/resources');
    expect(safeHref('//evil.example')).toBeUndefined();
    expect(safeHref('JavaScript:alert(1)')).toBeUndefined();
    expect(safeHref('vbscript:x')).toBeUndefined();
  });
});

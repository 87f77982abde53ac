import { HelpLines, type HelpLine } from '@tend/contracts';
import { SpanishHow } from './spanish-lines';

describe('help lines that answer in Spanish', () => {
  const lines: [string, HelpLine][] = Object.entries(HelpLines);

  it('say how to reach Spanish for exactly the lines whose page says they answer in it', () => {
    const withPage = lines.filter(([, line]) => line.spanish).map(([key]) => key);
    expect(Object.keys(SpanishHow).sort()).toEqual(withPage.sort());
    expect(withPage).toEqual(expect.arrayContaining(['lifeline', 'alzheimers']));
  });

  it('cite a page for each', () => {
    for (const [, line] of lines)
      if (line.spanish) expect(line.spanish.source.url).toMatch(/^https:\/\//);
  });
});

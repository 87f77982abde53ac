import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { renderWithProviders } from '../../test/render';
import { CoachWelcome } from './CoachWelcome';
import { listeningLanguage, useVoiceInput } from './use-voice-input';

afterEach(() => {
  document.documentElement.lang = 'en';
  delete (window as { SpeechRecognition?: unknown }).SpeechRecognition;
});

/** A stand-in for the browser's speech recognition that keeps the language it was asked for. */
const heardIn: string[] = [];
class FakeRecognition {
  lang = '';
  continuous = false;
  interimResults = false;
  maxAlternatives = 1;
  onresult = null;
  onerror = null;
  onend = null;
  start() {
    heardIn.push(this.lang);
  }
  stop() {}
  abort() {}
}

function Microphone() {
  const { toggle } = useVoiceInput(() => undefined);
  return (
    <button type="button" onClick={toggle}>
      mic
    </button>
  );
}

describe('the coach in Spanish', () => {
  it('listens in US Spanish when the interface is Spanish, US English otherwise', async () => {
    expect(listeningLanguage('es-US')).toBe('es-US');
    expect(listeningLanguage('en')).toBe('en-US');
    (window as { SpeechRecognition?: unknown }).SpeechRecognition = FakeRecognition;
    const user = userEvent.setup();
    renderWithProviders(<Microphone />, { language: 'es-US' });
    await waitFor(() => expect(document.documentElement.lang).toBe('es-US'));
    await user.click(screen.getByRole('button', { name: 'mic' }));
    expect(heardIn).toEqual(['es-US']);
  });

  it('greets and offers its quick questions in Spanish, asked in Spanish', async () => {
    const user = userEvent.setup();
    const onAsk = jest.fn();
    renderWithProviders(
      <CoachWelcome avatarId="latino_female" coachName="Sofia" firstName="Rosa" onAsk={onAsk} />,
      { language: 'es-US' },
    );
    expect(await screen.findByText('Hola, Rosa. Soy Sofia.')).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Cuándo llamar al 911' }));
    expect(onAsk).toHaveBeenCalledWith('Cuándo llamar al 911');
  });
});

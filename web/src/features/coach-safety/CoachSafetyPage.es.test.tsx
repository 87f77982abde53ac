import { screen, within } from '@testing-library/react';
import { renderWithProviders } from '../../test/render';
import CoachSafetyPage from './CoachSafetyPage';
import { latestFigures } from './safety-figures';

afterEach(() => {
  document.documentElement.lang = 'en';
});

describe('/coach-safety in Spanish', () => {
  it('publishes the crisis protocol and its figures in Spanish, the numbers still dialled', async () => {
    renderWithProviders(<CoachSafetyPage figures={latestFigures} />, {
      route: '/coach-safety',
      language: 'es-US',
    });
    expect(
      await screen.findByRole('heading', {
        level: 1,
        name: 'Cómo responde el asistente de Tend ante una crisis',
      }),
    ).toBeInTheDocument();
    expect(document.title).toBe('Cómo responde el asistente de Tend ante una crisis · Tend');
    expect(
      screen.getByRole('heading', { level: 2, name: 'Qué busca el asistente' }),
    ).toBeInTheDocument();
    expect(screen.getByText('¿Está pensando en quitarse la vida?')).toBeInTheDocument();
    const actions = screen.getByText('Una emergencia médica').closest('li') as HTMLElement;
    expect(within(actions).getByRole('link', { name: '911' })).toHaveAttribute('href', 'tel:911');
    expect(
      screen.getByRole('link', { name: 'envíe START por mensaje de texto al 88788' }),
    ).toHaveAttribute('href', 'sms:88788');
    expect(screen.getByText(/^Medido el:/)).toHaveTextContent(
      /Medido el: \d{1,2} de [a-z]+ de \d{4}\./,
    );
    expect(screen.getByText('Pensamientos de suicidio de quien cuida')).toBeInTheDocument();
  });
});

import { fireEvent, screen } from '@testing-library/react';
import { aCareLog, aLogEntry } from '../../../test/fixtures/care-log-fixtures';
import { careLogBase as base, renderCareLog } from '../../../test/fixtures/care-log-page';

describe('the care log in Spanish', () => {
  it('says the low-sugar first aid in Spanish', async () => {
    renderCareLog('family', {
      language: 'es-US',
      more: {
        [`POST ${base}/log`]: {
          status: 201,
          json: aLogEntry({
            reading: { kind: 'blood-sugar', mgdl: 55 },
            outOfRange: true,
            firstAidCardId: 'diabetes',
          }),
        },
      },
    });
    fireEvent.click(await screen.findByRole('radio', { name: 'Azúcar en la sangre' }));
    fireEvent.change(screen.getByLabelText('Azúcar en la sangre (mg/dL)'), {
      target: { value: '55' },
    });
    fireEvent.click(screen.getByRole('button', { name: 'Anotar en el registro' }));
    const firstAid = await screen.findByRole('alert');
    expect(firstAid).toHaveTextContent('Azúcar baja: actúe ahora');
    expect(firstAid).toHaveTextContent(/no puede tragar sin peligro, llame al 911/);
    expect(
      screen.getByRole('img', { name: /^Azúcar en la sangre: 2 mediciones, de 62 a 140 mg\/dL/ }),
    ).toBeInTheDocument();
  });

  it('offers her own entry’s correction and deletion in Spanish, naming it', async () => {
    renderCareLog('family', {
      language: 'es-US',
      log: () =>
        aCareLog({
          entries: [aLogEntry({ reading: { kind: 'blood-sugar', mgdl: 620 }, mayChange: true })],
        }),
    });
    expect(
      await screen.findByRole('button', { name: /^Cambiar Azúcar 620 mg\/dL, / }),
    ).toHaveTextContent('Cambiar');
    fireEvent.click(screen.getByRole('button', { name: /^Borrar Azúcar 620/ }));
    expect(await screen.findByRole('dialog')).toHaveTextContent(
      /^¿Borrar “Azúcar 620 mg\/dL, .+” del registro\?/,
    );
  });
});

import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { DataExportAnswer } from '@tend/contracts';
import { aUser } from '../../test/factories';
import { renderWithProviders } from '../../test/render';
import { DownloadDataSection, DownloadDataTexts } from './DownloadDataSection';

const id = '0b7f3c1e-1111-4222-8333-444455556666';
const gathering: DataExportAnswer = {
  export: {
    id,
    status: 'gathering',
    requestedAt: new Date().toISOString(),
    readyAt: null,
    expiresAt: null,
    downloadUrl: null,
  },
};
const ready: DataExportAnswer = {
  export: {
    ...gathering.export!,
    status: 'ready',
    readyAt: new Date().toISOString(),
    expiresAt: new Date(Date.now() + 86_400_000).toISOString(),
    downloadUrl: `/api/account/data-export/${id}/download?expires=1&signature=s`,
  },
};

describe('Download my data in Settings', () => {
  it('asks for a copy, says it is being gathered, then offers the signed link', async () => {
    const user = userEvent.setup();
    let answer: DataExportAnswer = { export: null };
    const { http } = renderWithProviders(<DownloadDataSection />, {
      user: aUser(),
      routes: {
        'GET /api/account/data-export': () => ({ json: answer }),
        'POST /api/account/data-export': () => {
          answer = gathering;
          return { status: 202, json: gathering };
        },
      },
    });
    await user.click(await screen.findByRole('button', { name: DownloadDataTexts.ask }));
    expect(await screen.findByText(DownloadDataTexts.gathering)).toBeVisible();
    expect(screen.queryByRole('button', { name: DownloadDataTexts.ask })).toBeNull();
    expect(http.calls('POST /api/account/data-export')).toHaveLength(1);

    answer = ready;
    const link = await screen.findByRole(
      'link',
      { name: DownloadDataTexts.download },
      { timeout: 5000 },
    );
    expect(link).toHaveAttribute('href', ready.export!.downloadUrl);
    expect(screen.getByRole('button', { name: DownloadDataTexts.again })).toBeVisible();
  });

  it('says what went wrong when the copy cannot be started', async () => {
    const user = userEvent.setup();
    renderWithProviders(<DownloadDataSection />, {
      user: aUser(),
      routes: {
        'GET /api/account/data-export': { json: { export: null } },
        'POST /api/account/data-export': {
          status: 429,
          json: { status: 429, message: 'Too many attempts. Please wait a moment and try again.' },
        },
      },
    });
    await user.click(await screen.findByRole('button', { name: DownloadDataTexts.ask }));
    expect(await screen.findByRole('alert')).toHaveTextContent(
      'Too many attempts. Please wait a moment and try again.',
    );
  });
});

import type { CareLog, CircleRole } from '@tend/contracts';
import type { Language } from '../../i18n/languages';
import type { Responder } from '../../test/fetch-mock';
import { renderWithProviders } from '../../test/render';
import { aCircle, recipientId, you } from '../../../test/fixtures/circle-fixtures';
import { aCareLog } from '../../../test/fixtures/care-log-fixtures';
import CareLogPage from './CareLogPage';

/** The log's API address, for the calls a test answers or counts. */
export const careLogBase = `/api/recipients/${recipientId}`;

/**
 * The care log page (a component test's), opened by a member of `role`: the log answers with
 * `log()` each time it is asked (after a change, the new one); `more` answers the other calls.
 */
export function renderCareLog(
  role: CircleRole,
  {
    log = () => aCareLog(),
    more = {},
    language,
  }: { log?: () => CareLog; more?: Record<string, Responder>; language?: Language } = {},
) {
  return renderWithProviders(<CareLogPage />, {
    route: `/recipients/${recipientId}/care-log`,
    path: '/recipients/:id/care-log',
    user: you,
    language,
    routes: {
      [`GET ${careLogBase}/circle`]: { json: aCircle(role) },
      [`GET ${careLogBase}/log`]: () => ({ json: log() }),
      ...more,
    },
  });
}

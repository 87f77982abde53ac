import { lastValueFrom, of } from 'rxjs';
import { HttpException, type CallHandler, type ExecutionContext } from '@nestjs/common';
import { ErrorCodes } from '@tend/contracts';
import { errorBody } from '../error-body';
import {
  RouteResponseCheck,
  RouteResponseMismatch,
  checkRouteError,
  checkRouteResponse,
} from './route-response-check';

const config = {
  eligibilityEnabled: true,
  analyticsMeasurementId: null,
  supportEmail: 'help@example.com',
  maxUploadMb: 10,
  coachOffline: false,
};

describe('checking a route’s answer against its definition', () => {
  it('lets an answer of the defined shape through unchanged', () => {
    expect(checkRouteResponse('getPublicConfig', config)).toBe(config);
  });

  it('refuses a wrong shape, naming the route and what is wrong', () => {
    const wrong = { ...config, maxUploadMb: '10' };
    expect(() => checkRouteResponse('getPublicConfig', wrong)).toThrow(RouteResponseMismatch);
    expect(() => checkRouteResponse('getPublicConfig', wrong)).toThrow(
      /Route getPublicConfig \(GET \/api\/config\) .*maxUploadMb: /,
    );
  });

  it('leaves a file, a redirect or a stream alone', () => {
    expect(checkRouteResponse('exportConversation', '# A chat')).toBe('# A chat');
  });

  it('fails the request through the interceptor, so the test that made it fails', async () => {
    const handler: CallHandler = { handle: () => of({ ok: 'yes' }) };
    const answer = new RouteResponseCheck('forgotPassword').intercept(
      {} as ExecutionContext,
      handler,
    );
    await expect(lastValueFrom(answer)).rejects.toThrow(/Route forgotPassword/);
  });

  it('lets an error through when the definition lists its status and code', () => {
    const gone = new HttpException(errorBody(410, 'Gone', ErrorCodes.resetLinkGone), 410);
    expect(checkRouteError('resetPassword', gone)).toBe(gone);
  });

  it('refuses an error whose status or code the definition does not list', () => {
    const conflict = new HttpException(errorBody(409, 'Taken'), 409);
    expect(() => checkRouteError('getPublicConfig', conflict)).toThrow(
      /Route getPublicConfig \(GET \/api\/config\) answered 409 CONFLICT/,
    );
    const otherCode = new HttpException(errorBody(410, 'Gone', ErrorCodes.exportExpired), 410);
    expect(() => checkRouteError('resetPassword', otherCode)).toThrow(RouteResponseMismatch);
  });
});

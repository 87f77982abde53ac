import { ErrorCodes } from '../errors/error-codes';
import { RpcCatalogue } from '../catalogue';
import { RouteForwards, type ForwardedRouteName } from './route-forwards';
import { RouteSchemas } from './route-schemas';

const forwarded = Object.keys(RouteForwards) as ForwardedRouteName[];

describe('the routes that only forward to an RPC', () => {
  it.each(forwarded)('%s is declared under its own name', (name) => {
    expect(RouteForwards[name].route).toBe(name);
  });

  it.each(forwarded)('%s forwards to a catalogued RPC and answers with its answer', (name) => {
    const { rpc } = RouteForwards[name];
    expect(RpcCatalogue).toContain(rpc);
    expect(RouteSchemas[name].response).toBe(rpc.response);
  });

  it.each(forwarded)('%s documents the errors of who may call it', (name) => {
    const { access } = RouteForwards[name];
    const errors = RouteSchemas[name].errors;
    expect({
      401: errors[401]?.includes(ErrorCodes.unauthorized) ?? false,
      403: errors[403]?.includes(ErrorCodes.forbidden) ?? false,
    }).toEqual({ 401: access !== 'anyone', 403: access === 'superAdmin' });
  });

  it('builds each request from the caller, never from the body', () => {
    const request = {
      params: { id: 'a3bb189e-8bf9-3888-9912-ace4e6543002' },
      body: { name: 'Mum', userId: 'someone-else' },
      query: undefined,
      client: { ip: '127.0.0.1' },
      caller: { userId: 'me', sessionId: 'session' },
    };
    expect(RouteForwards.updateRecipient.payload(request)).toMatchObject({
      userId: 'me',
      recipientId: request.params.id,
    });
  });
});

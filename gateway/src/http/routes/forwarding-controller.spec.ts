import { RequestMethod } from '@nestjs/common';
import { METHOD_METADATA, PATH_METADATA } from '@nestjs/common/constants';
import { PUBLIC_ROUTE } from '@tend/platform';
import { REQUIRED_ROLE } from '../../auth/auth.decorators';
import { forwardingController, forwardsOf } from './forwarding-controller';

const handlerOf = (controller: { prototype: object }, name: string) =>
  (controller.prototype as Record<string, () => unknown>)[name];

describe('a forwarding controller', () => {
  const Controller = forwardingController('ExampleForwards', 'example', {
    getAssessment: { ids: { id: 'We could not find that assessment.' } },
    checkResetLink: {},
    cancelJob: {},
  });

  it('serves each listed route at its method and path, named as the route', () => {
    const handler = handlerOf(Controller, 'getAssessment');
    expect(handler.name).toBe('getAssessment');
    expect(Reflect.getMetadata(PATH_METADATA, handler)).toBe('/api/assessments/:id');
    expect(Reflect.getMetadata(METHOD_METADATA, handler)).toBe(RequestMethod.GET);
    expect(forwardsOf(Controller)).toEqual(['getAssessment', 'checkResetLink', 'cancelJob']);
    expect(Controller.name).toBe('ExampleForwards');
  });

  it('marks who may call each route as RouteForwards declares it', () => {
    expect(Reflect.getMetadata(PUBLIC_ROUTE, handlerOf(Controller, 'checkResetLink'))).toBe(true);
    expect(Reflect.getMetadata(REQUIRED_ROLE, handlerOf(Controller, 'cancelJob'))).toBe(
      'super_admin',
    );
    expect(Reflect.getMetadata(PUBLIC_ROUTE, handlerOf(Controller, 'getAssessment'))).toBe(
      undefined,
    );
  });

  it('refuses an id the route’s path does not have', () => {
    expect(() =>
      forwardingController('WrongForwards', 'example', { getAssessment: { ids: { idd: 'x' } } }),
    ).toThrow('Route getAssessment has no path parameter idd');
  });

  it('is nothing for any other class', () => {
    expect(forwardsOf(class Other {})).toEqual([]);
  });
});

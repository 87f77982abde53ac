import { SetMetadata, createParamDecorator, type ExecutionContext } from '@nestjs/common';
import type { Role } from '@tend/contracts';
import type { AuthenticatedRequest, Caller } from './caller';

export { Public, PUBLIC_ROUTE } from '@tend/platform';
export const REQUIRED_ROLE = 'tend:role';

/** Limits a route to one role (403 'Access Denied' for everyone else). */
export const RequireRole = (role: Role) => SetMetadata(REQUIRED_ROLE, role);

/** The signed-in caller of a guarded route. */
export const CurrentCaller = createParamDecorator(
  (_: unknown, context: ExecutionContext): Caller => {
    const caller = context.switchToHttp().getRequest<AuthenticatedRequest>().caller;
    if (!caller) throw new Error('CurrentCaller used on a public route');
    return caller;
  },
);

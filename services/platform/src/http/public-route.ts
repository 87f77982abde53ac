import { SetMetadata } from '@nestjs/common';

export const PUBLIC_ROUTE = 'tend:public';

/** Opens a route to anonymous callers where an auth guard runs (the gateway); every other route needs a signed-in caller. */
export const Public = () => SetMetadata(PUBLIC_ROUTE, true);

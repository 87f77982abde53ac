import { Controller, NotFoundException, Param, ParseUUIDPipe } from '@nestjs/common';
import { ApiTags } from '@nestjs/swagger';
import { IdentityRpc } from '@tend/contracts';
import { RpcClient } from '@tend/platform';
import { RequireRole } from '../../auth/auth.decorators';
import { errorBody } from '../../http/error-body';
import { Route } from '../../http/routes/route.decorator';

const userId = new ParseUUIDPipe({
  exceptionFactory: () =>
    new NotFoundException(errorBody(404, 'No deletion was requested for this account.')),
});

/** For operators: how far a deletion saga has got, and which services have yet to confirm. */
@ApiTags('admin')
@Controller()
export class AccountDeletionsController {
  constructor(private readonly rpc: RpcClient) {}

  @Route('accountDeletionStatus')
  @RequireRole('super_admin')
  status(@Param('userId', userId) id: string) {
    return this.rpc.call(IdentityRpc.deletionStatus, { userId: id });
  }
}

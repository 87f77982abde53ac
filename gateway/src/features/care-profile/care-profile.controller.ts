import { Body, Controller, NotFoundException, Param, ParseUUIDPipe } from '@nestjs/common';
import { ApiTags } from '@nestjs/swagger';
import {
  CareProfileRpc,
  type CreateCareRecipientBody,
  type SaveProfileBody,
  type UpdateCommunicationSettingsBody,
  type UpdateProfileBody,
} from '@tend/contracts';
import { RpcClient } from '@tend/platform';
import { CurrentCaller } from '../../auth/auth.decorators';
import type { Caller } from '../../auth/caller';
import { errorBody } from '../../http/error-body';
import { Route } from '../../http/routes/route.decorator';

const recipientId = new ParseUUIDPipe({
  exceptionFactory: () =>
    new NotFoundException(errorBody(404, 'We could not find that care recipient.')),
});

/** Profile, care recipients and communication settings: always the caller's own. */
@ApiTags('care-profile')
@Controller()
export class CareProfileController {
  constructor(private readonly rpc: RpcClient) {}

  @Route('getProfile')
  profile(@CurrentCaller() caller: Caller) {
    return this.rpc.call(CareProfileRpc.getProfile, { userId: caller.userId });
  }

  /** Onboarding. */
  @Route('saveProfile')
  saveProfile(@CurrentCaller() caller: Caller, @Body() body: SaveProfileBody) {
    return this.rpc.call(CareProfileRpc.saveProfile, { ...body, userId: caller.userId });
  }

  /** The care coach avatar. */
  @Route('updateProfile')
  updateProfile(@CurrentCaller() caller: Caller, @Body() body: UpdateProfileBody) {
    return this.rpc.call(CareProfileRpc.updateProfile, { ...body, userId: caller.userId });
  }

  @Route('listRecipients')
  recipients(@CurrentCaller() caller: Caller) {
    return this.rpc.call(CareProfileRpc.listRecipients, { userId: caller.userId });
  }

  @Route('createRecipient')
  addRecipient(@CurrentCaller() caller: Caller, @Body() body: CreateCareRecipientBody) {
    return this.rpc.call(CareProfileRpc.createRecipient, { ...body, userId: caller.userId });
  }

  @Route('updateRecipient')
  updateRecipient(
    @CurrentCaller() caller: Caller,
    @Param('id', recipientId) id: string,
    @Body() body: CreateCareRecipientBody,
  ) {
    return this.rpc.call(CareProfileRpc.updateRecipient, {
      ...body,
      recipientId: id,
      userId: caller.userId,
    });
  }

  @Route('deleteRecipient')
  removeRecipient(@CurrentCaller() caller: Caller, @Param('id', recipientId) id: string) {
    return this.rpc.call(CareProfileRpc.deleteRecipient, {
      recipientId: id,
      userId: caller.userId,
    });
  }

  @Route('getCommunicationSettings')
  communicationSettings(@CurrentCaller() caller: Caller) {
    return this.rpc.call(CareProfileRpc.getCommunicationSettings, { userId: caller.userId });
  }

  /** The one changed toggle; every real change is announced to notifications. */
  @Route('updateCommunicationSettings')
  updateCommunicationSettings(
    @CurrentCaller() caller: Caller,
    @Body() body: UpdateCommunicationSettingsBody,
  ) {
    return this.rpc.call(CareProfileRpc.updateCommunicationSettings, {
      ...body,
      userId: caller.userId,
    });
  }
}

import {
  Controller,
  Delete,
  Get,
  HttpCode,
  NotFoundException,
  Param,
  ParseUUIDPipe,
  Patch,
  Post,
  Put,
} from '@nestjs/common';
import { ApiBody, ApiOkResponse, ApiTags } from '@nestjs/swagger';
import {
  CareProfileRpc,
  CareRecipient,
  CommunicationSettings,
  CreateCareRecipientBody,
  Profile,
  SaveProfileBody,
  UpdateCommunicationSettingsBody,
  UpdateProfileBody,
} from '@tend/contracts';
import { RpcClient } from '@tend/platform';
import { z } from 'zod';
import { CurrentCaller } from '../../auth/auth.decorators';
import type { Caller } from '../../auth/caller';
import { errorBody } from '../../http/error-body';
import { jsonSchema } from '../../http/openapi';
import { ZodBody } from '../../http/zod-validation.pipe';

const recipientId = new ParseUUIDPipe({
  exceptionFactory: () =>
    new NotFoundException(errorBody(404, 'We could not find that care recipient.')),
});

/** Profile, care recipients and communication settings: always the caller's own. */
@ApiTags('care-profile')
@Controller('api')
export class CareProfileController {
  constructor(private readonly rpc: RpcClient) {}

  @Get('profile')
  @ApiOkResponse({ schema: jsonSchema(Profile) })
  profile(@CurrentCaller() caller: Caller) {
    return this.rpc.call(CareProfileRpc.getProfile, { userId: caller.userId });
  }

  /** Onboarding. */
  @Post('profile')
  @HttpCode(200)
  @ApiBody({ schema: jsonSchema(SaveProfileBody, 'input') })
  @ApiOkResponse({ schema: jsonSchema(Profile) })
  saveProfile(@CurrentCaller() caller: Caller, @ZodBody(SaveProfileBody) body: SaveProfileBody) {
    return this.rpc.call(CareProfileRpc.saveProfile, { ...body, userId: caller.userId });
  }

  /** The care coach avatar. */
  @Patch('profile')
  @ApiBody({ schema: jsonSchema(UpdateProfileBody, 'input') })
  @ApiOkResponse({ schema: jsonSchema(Profile) })
  updateProfile(
    @CurrentCaller() caller: Caller,
    @ZodBody(UpdateProfileBody) body: UpdateProfileBody,
  ) {
    return this.rpc.call(CareProfileRpc.updateProfile, { ...body, userId: caller.userId });
  }

  @Get('recipients')
  @ApiOkResponse({ schema: jsonSchema(z.array(CareRecipient)) })
  recipients(@CurrentCaller() caller: Caller) {
    return this.rpc.call(CareProfileRpc.listRecipients, { userId: caller.userId });
  }

  @Post('recipients')
  @ApiBody({ schema: jsonSchema(CreateCareRecipientBody, 'input') })
  @ApiOkResponse({ schema: jsonSchema(CareRecipient) })
  addRecipient(
    @CurrentCaller() caller: Caller,
    @ZodBody(CreateCareRecipientBody) body: CreateCareRecipientBody,
  ) {
    return this.rpc.call(CareProfileRpc.createRecipient, { ...body, userId: caller.userId });
  }

  @Put('recipients/:id')
  @ApiBody({ schema: jsonSchema(CreateCareRecipientBody, 'input') })
  @ApiOkResponse({ schema: jsonSchema(CareRecipient) })
  updateRecipient(
    @CurrentCaller() caller: Caller,
    @Param('id', recipientId) id: string,
    @ZodBody(CreateCareRecipientBody) body: CreateCareRecipientBody,
  ) {
    return this.rpc.call(CareProfileRpc.updateRecipient, {
      ...body,
      recipientId: id,
      userId: caller.userId,
    });
  }

  @Delete('recipients/:id')
  removeRecipient(@CurrentCaller() caller: Caller, @Param('id', recipientId) id: string) {
    return this.rpc.call(CareProfileRpc.deleteRecipient, {
      recipientId: id,
      userId: caller.userId,
    });
  }

  @Get('communication-settings')
  @ApiOkResponse({ schema: jsonSchema(CommunicationSettings) })
  communicationSettings(@CurrentCaller() caller: Caller) {
    return this.rpc.call(CareProfileRpc.getCommunicationSettings, { userId: caller.userId });
  }

  /** The one changed toggle; every real change is announced to notifications. */
  @Patch('communication-settings')
  @ApiBody({ schema: jsonSchema(UpdateCommunicationSettingsBody, 'input') })
  @ApiOkResponse({ schema: jsonSchema(CommunicationSettings) })
  updateCommunicationSettings(
    @CurrentCaller() caller: Caller,
    @ZodBody(UpdateCommunicationSettingsBody) body: UpdateCommunicationSettingsBody,
  ) {
    return this.rpc.call(CareProfileRpc.updateCommunicationSettings, {
      ...body,
      userId: caller.userId,
    });
  }
}

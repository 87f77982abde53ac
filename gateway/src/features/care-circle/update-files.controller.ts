import { Body, Controller, Inject, Param, Query, Res } from '@nestjs/common';
import { ApiTags } from '@nestjs/swagger';
import type { FastifyReply } from 'fastify';
import {
  CareCircleRpc,
  CircleFileHandoffPrefix,
  CircleNotFound,
  UnsupportedUpdateFileMessage,
  sniffUpdateFileKind,
  type UpdateFileQuery,
  type UploadedUpdateFile,
} from '@tend/contracts';
import { BlobHandoff, CONFIG, REDIS, RpcClient, type Redis } from '@tend/platform';
import type { z } from 'zod';
import { CurrentCaller } from '../../auth/auth.decorators';
import type { Caller } from '../../auth/caller';
import type { GatewayConfig } from '../../config/gateway-env';
import { httpError } from '../../http/error-body';
import { RateLimit } from '../../http/rate-limit.guard';
import { idPipe } from '../../http/routes/id-pipe';
import { Route } from '../../http/routes/route.decorator';
import { sendFile } from '../../http/send-file';
import { uploadedBytes } from '../../http/uploaded-bytes';

const circleIdPipe = idPipe(CircleNotFound);
const updateIdPipe = idPipe('We could not find that update.');

/**
 * An update's photo or file: the gateway takes the bytes (size and a first look at the type) and
 * hands them to care-circle through Redis, which checks the caller's circle and role, judges the
 * bytes again and keeps them encrypted. Read back only by members of the circle: no public address.
 */
@ApiTags('care-circle')
@Controller()
export class UpdateFilesController {
  private readonly handoff: BlobHandoff;

  constructor(
    private readonly rpc: RpcClient,
    @Inject(REDIS) redis: Redis,
    @Inject(CONFIG) private readonly config: GatewayConfig,
  ) {
    this.handoff = new BlobHandoff(redis, CircleFileHandoffPrefix, 60);
  }

  @Route('uploadUpdateFile')
  @RateLimit({ name: 'circle-upload', limit: 60, windowSeconds: 3600, by: 'user' })
  async upload(
    @CurrentCaller() caller: Caller,
    @Param('id', circleIdPipe) recipientId: string,
    @Query() query: z.infer<typeof UpdateFileQuery>,
    @Body() body: unknown,
  ): Promise<UploadedUpdateFile> {
    const bytes = uploadedBytes(body, {
      maxMb: this.config.MAX_UPLOAD_MB,
      kindOf: sniffUpdateFileKind,
      unsupported: UnsupportedUpdateFileMessage,
      nothingSent: 'Please choose a photo or file to add.',
    });
    return this.rpc.call(CareCircleRpc.storeUpdateFile, {
      userId: caller.userId,
      recipientId,
      name: query.name,
      handoffKey: await this.handoff.put(bytes),
    });
  }

  /** A member of the circle gets it; anyone else the same 404 as for a circle that does not exist. */
  @Route('downloadUpdateFile')
  async download(
    @CurrentCaller() caller: Caller,
    @Param('id', circleIdPipe) recipientId: string,
    @Param('updateId', updateIdPipe) updateId: string,
    @Res() reply: FastifyReply,
  ) {
    const file = await this.rpc.call(CareCircleRpc.readUpdateFile, {
      userId: caller.userId,
      recipientId,
      updateId,
    });
    const bytes = await this.handoff.take(file.handoffKey);
    if (!bytes) throw httpError(503, 'The file could not be fetched just now. Please try again.');
    sendFile(reply, { bytes, contentType: file.contentType, name: file.name });
  }
}

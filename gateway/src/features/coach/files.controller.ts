import { randomUUID } from 'node:crypto';
import { Body, Controller, Inject, Param, Query, Res } from '@nestjs/common';
import { ApiTags } from '@nestjs/swagger';
import type { FastifyReply } from 'fastify';
import {
  CoachRpc,
  FilesPath,
  UnsupportedFileMessage,
  type UploadGrant,
  type UploadedFile,
  sniffFileKind,
} from '@tend/contracts';
import { CONFIG, RpcClient } from '@tend/platform';
import { CurrentCaller, Public } from '../../auth/auth.decorators';
import type { Caller } from '../../auth/caller';
import type { GatewayConfig } from '../../config/gateway-env';
import { httpError } from '../../http/error-body';
import { RateLimit } from '../../http/rate-limit.guard';
import { Route } from '../../http/routes/route.decorator';
import { sendFile } from '../../http/send-file';
import { uploadedBytes } from '../../http/uploaded-bytes';
import { fileIdPipe } from './coach-params';
import { CoachRedis } from './coach-redis';
import {
  UploadUrlTtlSeconds,
  signUploadUrl,
  uploadSigningKey,
  verifyUploadUrl,
} from './upload-url';

/** Attachments: signed single-use upload links, the upload itself, and download by the owner. */
@ApiTags('chat')
@Controller()
export class FilesController {
  private readonly key: string;

  constructor(
    private readonly rpc: RpcClient,
    private readonly redis: CoachRedis,
    @Inject(CONFIG) private readonly config: GatewayConfig,
  ) {
    this.key = uploadSigningKey(config);
  }

  @Route('requestUpload')
  @RateLimit({ name: 'chat-upload', limit: 60, windowSeconds: 3600, by: 'user' })
  grant(@CurrentCaller() caller: Caller): UploadGrant {
    const expires = Math.floor(Date.now() / 1000) + UploadUrlTtlSeconds;
    return {
      uploadURL: signUploadUrl(this.key, { fileId: randomUUID(), userId: caller.userId, expires }),
      expiresAt: new Date(expires * 1000).toISOString(),
    };
  }

  /** The link is the credential: signed for one user and file, expiring, and usable once. */
  @Public()
  @Route('uploadFile')
  async upload(
    @Param('fileId', fileIdPipe) fileId: string,
    @Query() query: Record<string, unknown>,
    @Body() body: unknown,
  ): Promise<UploadedFile> {
    const check = verifyUploadUrl(this.key, fileId, query, Math.floor(Date.now() / 1000));
    if (!check.ok)
      throw check.reason === 'expired'
        ? httpError(410, 'This upload link has expired. Please upload the file again.')
        : httpError(403, 'This upload link is not valid.');
    const bytes = uploadedBytes(body, {
      maxMb: this.config.MAX_UPLOAD_MB,
      kindOf: sniffFileKind,
      unsupported: UnsupportedFileMessage,
    });
    const handoffKey = await this.redis.handoff.put(bytes);
    const stored = await this.rpc.call(CoachRpc.storeFile, {
      userId: check.ticket.userId,
      fileId: check.ticket.fileId,
      handoffKey,
    });
    return {
      path: `${FilesPath}/${stored.fileId}`,
      contentType: stored.contentType,
      size: stored.size,
    };
  }

  /** Only the owner gets a file; anyone else gets the same 404 as for a file that does not exist. */
  @Route('downloadFile')
  async download(
    @CurrentCaller() caller: Caller,
    @Param('fileId', fileIdPipe) fileId: string,
    @Res() reply: FastifyReply,
  ) {
    const file = await this.rpc.call(CoachRpc.readFile, { userId: caller.userId, fileId });
    const bytes = await this.redis.handoff.take(file.handoffKey);
    if (!bytes) throw httpError(503, 'The file could not be fetched just now. Please try again.');
    sendFile(reply, { bytes, contentType: file.contentType, name: file.filename ?? fileId });
  }
}

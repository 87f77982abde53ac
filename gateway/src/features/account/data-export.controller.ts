import { Controller, Inject, Param, Query, Res } from '@nestjs/common';
import { ApiTags } from '@nestjs/swagger';
import type { FastifyReply } from 'fastify';
import {
  DataExportHandoffPrefix,
  type DataExportAnswer,
  DataExportRpc,
  type DataExportStatus,
} from '@tend/contracts';
import { BlobHandoff, CONFIG, REDIS, RpcClient, type Redis } from '@tend/platform';
import { CurrentCaller } from '../../auth/auth.decorators';
import type { Caller } from '../../auth/caller';
import type { GatewayConfig } from '../../config/gateway-env';
import { httpError } from '../../http/error-body';
import { RateLimit } from '../../http/rate-limit.guard';
import { idPipe } from '../../http/routes/id-pipe';
import { Route } from '../../http/routes/route.decorator';
import { uploadSigningKey } from '../coach/upload-url';
import { checkDataExportLink, dataExportKey, signDataExportLink } from './data-export-link';

const exportIdPipe = idPipe('We could not find this copy of your data.');

/** "Download my data": ask for a copy, see how it is going, and download it by its signed link. */
@ApiTags('account')
@Controller()
export class DataExportController {
  private readonly key: string;
  private readonly handoff: BlobHandoff;

  constructor(
    private readonly rpc: RpcClient,
    @Inject(REDIS) redis: Redis,
    @Inject(CONFIG) config: GatewayConfig,
  ) {
    this.key = dataExportKey(uploadSigningKey(config));
    this.handoff = new BlobHandoff(redis, DataExportHandoffPrefix, 60);
  }

  private answer(caller: Caller, status: DataExportStatus | null): DataExportAnswer {
    if (!status) return { export: null };
    const downloadUrl =
      status.status === 'ready' && status.expiresAt
        ? signDataExportLink(this.key, {
            exportId: status.id,
            userId: caller.userId,
            expires: Math.floor(Date.parse(status.expiresAt) / 1000),
          })
        : null;
    return { export: { ...status, downloadUrl } };
  }

  /** Starts gathering a copy (or answers the one already being gathered). */
  @Route('requestDataExport')
  @RateLimit({ name: 'data-export', limit: 10, windowSeconds: 3600, by: 'user' })
  async request(@CurrentCaller() caller: Caller): Promise<DataExportAnswer> {
    return this.answer(
      caller,
      await this.rpc.call(DataExportRpc.request, { userId: caller.userId }),
    );
  }

  @Route('latestDataExport')
  async latest(@CurrentCaller() caller: Caller): Promise<DataExportAnswer> {
    const { export: status } = await this.rpc.call(DataExportRpc.latest, {
      userId: caller.userId,
    });
    return this.answer(caller, status);
  }

  /** Needs both the owner's sign-in and the link signed for them, before it expires. */
  @Route('downloadDataExport')
  async download(
    @CurrentCaller() caller: Caller,
    @Param('exportId', exportIdPipe) exportId: string,
    @Query() query: Record<string, unknown>,
    @Res() reply: FastifyReply,
  ) {
    const check = checkDataExportLink(
      this.key,
      exportId,
      caller.userId,
      query,
      Math.floor(Date.now() / 1000),
    );
    if (check === 'invalid')
      throw httpError(
        403,
        'This download link is not valid. Open Settings and download your data there.',
      );
    if (check === 'expired')
      throw httpError(410, 'This download link has expired. Ask for a new copy in Settings.');
    const file = await this.rpc.call(DataExportRpc.file, { userId: caller.userId, exportId });
    const bytes = await this.handoff.take(file.handoffKey);
    if (!bytes) throw httpError(503, 'Your copy could not be fetched just now. Please try again.');
    void reply
      .status(200)
      .header('content-type', 'application/json; charset=utf-8')
      .header('content-length', String(bytes.length))
      .header('x-content-type-options', 'nosniff')
      .header('cache-control', 'private, no-store')
      .header('content-disposition', `attachment; filename="${file.fileName}"`)
      .send(bytes);
  }
}

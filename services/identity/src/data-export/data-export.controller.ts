import { Controller } from '@nestjs/common';
import { Ctx, EventPattern, MessagePattern, Payload } from '@nestjs/microservices';
import {
  DataExportPartReady,
  DataExportRpc,
  type EventPayload,
  type RpcPayload,
} from '@tend/contracts';
import { EventContext } from '@tend/platform';
import { DataExportService } from './data-export.service';

@Controller()
export class DataExportController {
  constructor(private readonly exports: DataExportService) {}

  @MessagePattern(DataExportRpc.request.pattern)
  request(@Payload() { userId }: RpcPayload<typeof DataExportRpc.request>) {
    return this.exports.request(userId);
  }

  @MessagePattern(DataExportRpc.latest.pattern)
  async latest(@Payload() { userId }: RpcPayload<typeof DataExportRpc.latest>) {
    return { export: await this.exports.latest(userId) };
  }

  @MessagePattern(DataExportRpc.file.pattern)
  file(@Payload() { userId, exportId }: RpcPayload<typeof DataExportRpc.file>) {
    return this.exports.file(userId, exportId);
  }

  @EventPattern(DataExportPartReady.name)
  async part(
    @Payload() event: EventPayload<typeof DataExportPartReady>,
    @Ctx() context: EventContext,
  ) {
    await this.exports.receivePart(context.tx, event);
  }
}

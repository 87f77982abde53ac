import { Controller } from '@nestjs/common';
import { MessagePattern, Payload } from '@nestjs/microservices';
import { CareCircleRpc, type RpcPayload } from '@tend/contracts';
import { UpdateFilesService } from './update-files.service';
import { UpdatesService } from './updates.service';

type Rpc = typeof CareCircleRpc;

@Controller()
export class UpdatesController {
  constructor(
    private readonly updates: UpdatesService,
    private readonly files: UpdateFilesService,
  ) {}

  @MessagePattern(CareCircleRpc.listUpdates.pattern)
  list(@Payload() { userId, recipientId }: RpcPayload<Rpc['listUpdates']>) {
    return this.updates.list(userId, recipientId);
  }

  @MessagePattern(CareCircleRpc.postUpdate.pattern)
  post(@Payload() { userId, recipientId, text, fileId }: RpcPayload<Rpc['postUpdate']>) {
    return this.updates.post(userId, recipientId, text, fileId);
  }

  @MessagePattern(CareCircleRpc.storeUpdateFile.pattern)
  storeFile(@Payload() r: RpcPayload<Rpc['storeUpdateFile']>) {
    return this.files.store(r.userId, r.recipientId, r.name, r.handoffKey);
  }

  @MessagePattern(CareCircleRpc.readUpdateFile.pattern)
  readFile(@Payload() r: RpcPayload<Rpc['readUpdateFile']>) {
    return this.files.read(r.userId, r.recipientId, r.updateId);
  }

  @MessagePattern(CareCircleRpc.deleteUpdate.pattern)
  delete(@Payload() { userId, recipientId, updateId }: RpcPayload<Rpc['deleteUpdate']>) {
    return this.updates.delete(userId, recipientId, updateId);
  }

  @MessagePattern(CareCircleRpc.comment.pattern)
  comment(@Payload() r: RpcPayload<Rpc['comment']>) {
    return this.updates.comment(r.userId, r.recipientId, r.updateId, r.text);
  }

  @MessagePattern(CareCircleRpc.heart.pattern)
  heart(@Payload() r: RpcPayload<Rpc['heart']>) {
    return this.updates.heart(r.userId, r.recipientId, r.updateId, r.hearted);
  }
}

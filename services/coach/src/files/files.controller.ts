import { Controller } from '@nestjs/common';
import { MessagePattern, Payload } from '@nestjs/microservices';
import { CoachRpc, type RpcPayload } from '@tend/contracts';
import { FilesService } from './files.service';

@Controller()
export class FilesController {
  constructor(private readonly files: FilesService) {}

  @MessagePattern(CoachRpc.storeFile.pattern)
  store(@Payload() p: RpcPayload<typeof CoachRpc.storeFile>) {
    return this.files.store(p.userId, p.fileId, p.handoffKey);
  }

  @MessagePattern(CoachRpc.readFile.pattern)
  read(@Payload() p: RpcPayload<typeof CoachRpc.readFile>) {
    return this.files.read(p.userId, p.fileId);
  }
}

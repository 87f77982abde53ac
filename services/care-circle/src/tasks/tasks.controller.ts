import { Controller } from '@nestjs/common';
import { MessagePattern, Payload } from '@nestjs/microservices';
import { CareCircleRpc, type RpcPayload } from '@tend/contracts';
import { TasksService } from './tasks.service';

type Rpc = typeof CareCircleRpc;

@Controller()
export class TasksController {
  constructor(private readonly tasks: TasksService) {}

  @MessagePattern(CareCircleRpc.listTasks.pattern)
  list(@Payload() { userId, recipientId, from, to }: RpcPayload<Rpc['listTasks']>) {
    return this.tasks.list(userId, recipientId, { from, to });
  }

  @MessagePattern(CareCircleRpc.createTask.pattern)
  create(@Payload() { userId, recipientId, ...body }: RpcPayload<Rpc['createTask']>) {
    return this.tasks.create(userId, recipientId, body);
  }

  @MessagePattern(CareCircleRpc.updateTask.pattern)
  update(@Payload() { userId, recipientId, taskId, ...body }: RpcPayload<Rpc['updateTask']>) {
    return this.tasks.update(userId, recipientId, taskId, body);
  }

  @MessagePattern(CareCircleRpc.deleteTask.pattern)
  delete(@Payload() { userId, recipientId, taskId }: RpcPayload<Rpc['deleteTask']>) {
    return this.tasks.delete(userId, recipientId, taskId);
  }

  @MessagePattern(CareCircleRpc.takeTask.pattern)
  take(@Payload() { userId, recipientId, taskId }: RpcPayload<Rpc['takeTask']>) {
    return this.tasks.take(userId, recipientId, taskId);
  }

  @MessagePattern(CareCircleRpc.releaseTask.pattern)
  release(@Payload() { userId, recipientId, taskId }: RpcPayload<Rpc['releaseTask']>) {
    return this.tasks.release(userId, recipientId, taskId);
  }

  @MessagePattern(CareCircleRpc.markTaskDone.pattern)
  done(@Payload() { userId, recipientId, taskId, done }: RpcPayload<Rpc['markTaskDone']>) {
    return this.tasks.markDone(userId, recipientId, taskId, done);
  }

  @MessagePattern(CareCircleRpc.cancelOccurrence.pattern)
  cancel(@Payload() r: RpcPayload<Rpc['cancelOccurrence']>) {
    return this.tasks.cancelOccurrence(r.userId, r.recipientId, r.taskId, r.occurrence);
  }

  @MessagePattern(CareCircleRpc.restoreOccurrence.pattern)
  restore(@Payload() r: RpcPayload<Rpc['restoreOccurrence']>) {
    return this.tasks.restoreOccurrence(r.userId, r.recipientId, r.taskId, r.occurrence);
  }
}

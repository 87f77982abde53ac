import { Injectable } from '@nestjs/common';
import { CircleClosed } from '@tend/contracts';
import { Outbox, type DbExecutor } from '@tend/platform';
import { UpdateFilesService } from '../updates/update-files.service';
import { CirclesRepository } from './circles.repository';

/**
 * Closing circles for good, in the caller's transaction: each member but the one leaving is told
 * (notifications and the coach's copy of the medicines follow `CircleClosed`), the photos' bytes
 * go first (idempotent, so a retry after a failed commit finds nothing left), then the circle's
 * rows, everything in it going with them (tasks, updates, medicines, doses, care log, links).
 */
@Injectable()
export class CircleClosing {
  constructor(
    private readonly circles: CirclesRepository,
    private readonly outbox: Outbox,
    private readonly fileBytes: UpdateFilesService,
  ) {}

  async close(tx: DbExecutor, recipientIds: string[], closedBy: string): Promise<void> {
    for (const recipientId of recipientIds) {
      const circle = await this.circles.find(recipientId, tx);
      const others = (await this.circles.members(recipientId, tx)).filter(
        (member) => member.userId !== closedBy,
      );
      await this.outbox.add(tx, CircleClosed, {
        recipientId,
        recipientName: circle?.recipientName ?? '',
        memberUserIds: others.map((member) => member.userId),
        closedAt: new Date().toISOString(),
      });
    }
    await this.fileBytes.removeCircles(recipientIds);
    await this.circles.delete(tx, recipientIds);
  }
}

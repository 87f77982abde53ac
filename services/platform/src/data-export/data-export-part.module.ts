import { Controller, Inject, Module, type DynamicModule, type Type } from '@nestjs/common';
import { Ctx, EventPattern, Payload } from '@nestjs/microservices';
import {
  DataExportPartReady,
  DataExportRequested,
  type EventPayload,
  type ServiceName,
} from '@tend/contracts';
import type { DbExecutor } from '../database/database.types';
import { EventContext } from '../messaging/event-context';
import { Outbox } from '../outbox/outbox';

/** A service's reader of everything it holds about one person, for their copy of their data. */
export interface DataExportPartReader {
  read(tx: DbExecutor, userId: string): Promise<Record<string, unknown>>;
}

const PART_READER = Symbol('DATA_EXPORT_PART_READER');
const PART_SERVICE = Symbol('DATA_EXPORT_PART_SERVICE');

/** Answers identity's request for a copy with this service's part, read in the event's transaction. */
@Controller()
class DataExportPartController {
  constructor(
    @Inject(PART_READER) private readonly reader: DataExportPartReader,
    @Inject(PART_SERVICE) private readonly service: ServiceName,
    @Inject(Outbox) private readonly outbox: Outbox,
  ) {}

  @EventPattern(DataExportRequested.name)
  async requested(
    @Payload() event: EventPayload<typeof DataExportRequested>,
    @Ctx() ctx: EventContext,
  ) {
    await this.outbox.add(ctx.tx, DataExportPartReady, {
      exportId: event.exportId,
      userId: event.userId,
      service: this.service,
      part: await this.reader.read(ctx.tx, event.userId),
    });
  }
}

/** The one import a service adds to take part in data exports: its name and its reader. */
@Module({})
export class DataExportPartModule {
  static forService(service: ServiceName, reader: Type<DataExportPartReader>): DynamicModule {
    return {
      module: DataExportPartModule,
      controllers: [DataExportPartController],
      providers: [
        { provide: PART_SERVICE, useValue: service },
        { provide: PART_READER, useClass: reader },
      ],
    };
  }
}

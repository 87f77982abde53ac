import { Module } from '@nestjs/common';
import { DiscoveryController } from './discovery.controller';
import { ResourcesController } from './resources.controller';

/** The HTTP routes of discovery: the super administrators' tool and the resources library. */
@Module({ controllers: [DiscoveryController, ResourcesController] })
export class DiscoveryRoutesModule {}

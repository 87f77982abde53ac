import { Module } from '@nestjs/common';
import { DiscoveryForwards, ResourcesForwards } from './discovery.forwards';

/** The HTTP routes of discovery: the super administrators' tool and the resources library. */
@Module({ controllers: [DiscoveryForwards, ResourcesForwards] })
export class DiscoveryRoutesModule {}

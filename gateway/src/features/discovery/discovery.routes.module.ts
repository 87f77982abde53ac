import { Module } from '@nestjs/common';

/** The HTTP routes of discovery: thin controllers that validate, check the caller and call it over RPC. */
@Module({ controllers: [] })
export class DiscoveryRoutesModule {}

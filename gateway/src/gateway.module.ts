import { Module, type MiddlewareConsumer, type NestModule } from '@nestjs/common';
import { APP_GUARD } from '@nestjs/core';
import { AuthGuard } from './auth/auth.guard';
import { SessionVerifier } from './auth/session-verifier';
import { AuthController } from './features/auth/auth.controller';
import { PublicConfigController } from './features/public-config/public-config.controller';
import { correlationMiddleware } from './http/correlation.middleware';
import { RateLimitGuard } from './http/rate-limit.guard';

@Module({
  controllers: [PublicConfigController, AuthController],
  providers: [
    SessionVerifier,
    { provide: APP_GUARD, useClass: AuthGuard },
    { provide: APP_GUARD, useClass: RateLimitGuard },
  ],
})
export class GatewayModule implements NestModule {
  configure(consumer: MiddlewareConsumer) {
    consumer.apply(correlationMiddleware).forRoutes('*');
  }
}

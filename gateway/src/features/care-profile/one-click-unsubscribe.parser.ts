import { Injectable, type OnModuleInit } from '@nestjs/common';
import { HttpAdapterHost } from '@nestjs/core';
import type { FastifyInstance } from 'fastify';

/**
 * RFC 8058: mail clients post `List-Unsubscribe=One-Click` as a form, not JSON. Nest's Fastify
 * adapter already reads url-encoded forms; multipart is added here, for this one route.
 */
const formTypes = ['application/x-www-form-urlencoded', 'multipart/form-data'];
const oneClickPath = /^\/api\/unsubscribe\/[^?]+(\?.*)?$/;

/** Whether a form body may be read at this address: only a one-click unsubscribe. */
export function acceptsFormBody(url: string): boolean {
  return oneClickPath.test(url);
}

/**
 * Lets one-click unsubscribe posts through whatever form type they use (their body says nothing
 * the token does not); every other route still answers a multipart body with 415.
 */
@Injectable()
export class OneClickUnsubscribeParser implements OnModuleInit {
  constructor(private readonly adapterHost: HttpAdapterHost) {}

  onModuleInit(): void {
    const fastify = this.adapterHost.httpAdapter?.getInstance<FastifyInstance>();
    if (!fastify) return;
    for (const type of formTypes) {
      if (fastify.hasContentTypeParser(type)) continue;
      fastify.addContentTypeParser(
        type,
        { parseAs: 'string', bodyLimit: 16 * 1024 },
        (request, _body, done) => {
          if (acceptsFormBody(request.url)) done(null, {});
          else done(Object.assign(new Error('Unsupported Media Type'), { statusCode: 415 }));
        },
      );
    }
  }
}

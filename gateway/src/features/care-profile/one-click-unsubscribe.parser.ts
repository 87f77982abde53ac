import { Injectable, type OnModuleInit } from '@nestjs/common';
import { HttpAdapterHost } from '@nestjs/core';
import type { FastifyInstance } from 'fastify';

/**
 * RFC 8058: mail clients post `List-Unsubscribe=One-Click` as a form, not JSON. Nest's Fastify
 * adapter reads url-encoded forms on every route; that parser is replaced by one for this route only.
 */
const formTypes = ['application/x-www-form-urlencoded', 'multipart/form-data'];
const oneClickPath = /^\/api\/unsubscribe\/[^?]+(\?.*)?$/;

/** Whether a form body may be read at this address: only a one-click unsubscribe. */
export function acceptsFormBody(url: string): boolean {
  return oneClickPath.test(url);
}

/**
 * Lets one-click unsubscribe posts through whatever form type they use (their body says nothing
 * the token does not); every other route answers a form with 415, so no other site's form can
 * post to the API.
 */
@Injectable()
export class OneClickUnsubscribeParser implements OnModuleInit {
  constructor(private readonly adapterHost: HttpAdapterHost) {}

  onModuleInit(): void {
    const fastify = this.adapterHost.httpAdapter?.getInstance<FastifyInstance>();
    if (!fastify) return;
    for (const type of formTypes) {
      if (fastify.hasContentTypeParser(type)) fastify.removeContentTypeParser(type);
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

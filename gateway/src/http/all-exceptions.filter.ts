import {
  Catch,
  Inject,
  NotFoundException,
  type ArgumentsHost,
  type ExceptionFilter,
} from '@nestjs/common';
import type { FastifyReply, FastifyRequest } from 'fastify';
import { LOGGER, type Logger } from '@tend/platform';
import { SessionCookie } from '../auth/caller';
import { pageLanguage } from '../web-app/page-language';
import { WebApp } from '../web-app/web-app';
import { errorBody } from './error-body';
import { mapError } from './map-error';

/**
 * Every error leaves the gateway as `{statusCode, message, error}`; a 500 never shows a stack.
 * A page address that matches no route gets the web app, whose router answers it.
 */
@Catch()
export class AllExceptionsFilter implements ExceptionFilter {
  constructor(
    @Inject(LOGGER) private readonly logger: Logger,
    private readonly webApp: WebApp,
  ) {}

  catch(exception: unknown, host: ArgumentsHost): void {
    const http = host.switchToHttp();
    const reply = http.getResponse<FastifyReply>();
    const request = http.getRequest<FastifyRequest>();
    if (
      exception instanceof NotFoundException &&
      this.webApp.answers(request.method, request.url)
    ) {
      this.sendPage(request, reply);
      return;
    }
    const { body, errorId } =
      exception instanceof NotFoundException && isRouteMiss(exception)
        ? {
            body: errorBody(
              404,
              `There is nothing at ${request.method} ${request.url.split('?')[0]}.`,
            ),
            errorId: undefined,
          }
        : mapError(exception);
    if (errorId)
      this.logger.error({ errorId, err: exception }, 'unhandled error answering a request');
    // The client may still be sending (a body too large or too slow, a type we do not read): it
    // hears the answer now, and the connection closes behind it (limitRequestBodies).
    void reply.status(body.statusCode).header('cache-control', 'no-store').send(body);
  }

  /** The web app's page for a browser navigation: prerendered (compressed when accepted) or the shell. */
  private sendPage(request: FastifyRequest, reply: FastifyReply): void {
    const language = pageLanguage({
      cookies: request.cookies,
      acceptLanguage: request.headers['accept-language'],
    });
    const hasSession = Boolean(request.cookies?.[SessionCookie]);
    const page = this.webApp.pageFor(request.url, hasSession, language);
    const sent = page ?? this.webApp.shellFor(request.url, hasSession);
    const gzip = /\bgzip\b/.test(request.headers['accept-encoding'] ?? '');
    void reply
      .status(200)
      .header('cache-control', 'no-cache')
      // A session decides between a page rendered for visitors and a signed-in screen's frame or
      // the app shell; the language cookie, else Accept-Language, between its languages.
      .header('vary', 'Accept-Language, Cookie, Accept-Encoding')
      .type('text/html; charset=utf-8');
    if (page) void reply.header('content-language', page.language);
    if (gzip && sent) void reply.header('content-encoding', 'gzip').send(sent.gzipped);
    else void reply.send(sent?.html);
  }
}

/** Nest's own "no route" error, as opposed to a 404 a feature raised on purpose. */
function isRouteMiss(exception: NotFoundException): boolean {
  return /^Cannot (GET|POST|PUT|PATCH|DELETE|HEAD|OPTIONS) /.test(exception.message);
}

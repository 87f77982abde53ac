import type { IncomingMessage } from 'node:http';
import { Inject, Injectable, type OnModuleInit } from '@nestjs/common';
import { HttpAdapterHost } from '@nestjs/core';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import { Routes, fileTooLargeMessage } from '@tend/contracts';
import { CONFIG } from '@tend/platform';
import type { GatewayConfig } from '../config/gateway-env';

function httpError(statusCode: number, message: string): Error {
  return Object.assign(new Error(message), { statusCode });
}

/** The routes that take a file's raw bytes: the coach's signed link and an update's photo. */
const uploadRoutes = [Routes.uploadFile, Routes.uploadUpdateFile];

export function isUploadRequest(request: FastifyRequest): boolean {
  return uploadRoutes.some(
    ({ method, path }) => request.method === method && request.routeOptions.url === path,
  );
}

/**
 * Reads a file's raw bytes, whatever its content type, for the upload routes only and up to
 * MAX_UPLOAD_MB (every other route still takes JSON only, within the usual 1 MB). A larger
 * declared length never gets here (`limitRequestBodies`); this counts a body sent in chunks.
 */
@Injectable()
export class UploadBodyParser implements OnModuleInit {
  constructor(
    private readonly adapterHost: HttpAdapterHost,
    @Inject(CONFIG) private readonly config: GatewayConfig,
  ) {}

  onModuleInit() {
    const fastify = this.adapterHost.httpAdapter.getInstance<FastifyInstance>();
    const maxMb = this.config.MAX_UPLOAD_MB;
    const limit = maxMb * 1024 * 1024;
    if (fastify.hasContentTypeParser('*'))
      throw new Error('a catch-all body parser exists already');
    fastify.addContentTypeParser(
      '*',
      { bodyLimit: limit },
      (request: FastifyRequest, payload: IncomingMessage) => {
        if (!isUploadRequest(request))
          return Promise.reject(
            httpError(415, 'This content type is not accepted here. Please send JSON.'),
          );
        return new Promise<Buffer>((resolve, reject) => {
          const chunks: Buffer[] = [];
          let size = 0;
          payload.on('data', (chunk: Buffer) => {
            size += chunk.length;
            if (size > limit) {
              payload.removeAllListeners('data');
              reject(httpError(413, fileTooLargeMessage(maxMb)));
              payload.resume();
              return;
            }
            chunks.push(chunk);
          });
          payload.on('end', () => resolve(Buffer.concat(chunks)));
          payload.on('error', reject);
        });
      },
    );
  }
}

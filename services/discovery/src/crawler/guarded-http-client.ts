import http, { type IncomingMessage } from 'node:http';
import https from 'node:https';
import type {
  BaseHttpClient,
  BaseHttpResponseData,
  HttpRequest,
  HttpResponse,
  PlainResponse,
  RedirectHandler,
  ResponseTypes,
  StreamingHttpResponse,
} from '@crawlee/cheerio';
import { AddressRefusedError, type AddressGuard } from './address-guard';

export interface GuardedHttpClientOptions {
  guard: AddressGuard;
  userAgent: string;
  timeoutMs: number;
  maxRedirects?: number;
  /** Bodies larger than this are cut off (the page is treated as failed). */
  maxBodyBytes?: number;
  /** Aborts every request in flight (a cancelled or stopped crawl). */
  signal?: AbortSignal;
  /** Asked before a redirect is followed; throws (RedirectRefusedError) to refuse it. */
  beforeRedirect?: (url: URL) => Promise<void>;
}

/** A redirect the crawl's rules do not allow (off-site, disallowed by robots.txt): never retried. */
export class RedirectRefusedError extends Error {
  override readonly name = 'RedirectRefusedError';
  constructor(
    readonly reason: 'offSite' | 'robots' | 'pattern',
    url: URL,
  ) {
    super(`Redirect to ${url.href} not followed (${reason})`);
  }
}

const redirectStatuses = new Set([301, 302, 303, 307, 308]);

function headerValue(value: string | string[] | undefined): string | undefined {
  return Array.isArray(value) ? value[0] : value;
}

/**
 * Crawlee's HTTP client, on node's http(s) with the address guard as the DNS lookup: every
 * connection (the first and each redirect) goes only to addresses the guard accepted. Sends our
 * user agent, follows at most a few redirects, times out, and caps the body size.
 */
export class GuardedHttpClient implements BaseHttpClient {
  private readonly agents = {
    http: new http.Agent({ keepAlive: true, maxSockets: 16 }),
    https: new https.Agent({ keepAlive: true, maxSockets: 16 }),
  };

  constructor(private readonly options: GuardedHttpClientOptions) {}

  close(): void {
    this.agents.http.destroy();
    this.agents.https.destroy();
  }

  async sendRequest<T extends keyof ResponseTypes = 'text'>(
    request: HttpRequest<T>,
  ): Promise<HttpResponse<T>> {
    const response = await this.stream(request as HttpRequest);
    const body = await readBody(response.stream, this.options.maxBodyBytes ?? 10 * 1024 * 1024);
    const type = request.responseType ?? 'text';
    const value =
      type === 'buffer'
        ? body
        : type === 'json'
          ? (JSON.parse(body.toString('utf8')) as unknown)
          : body.toString('utf8');
    return { ...response, body: value as ResponseTypes[T], request };
  }

  async stream(request: HttpRequest, onRedirect?: RedirectHandler): Promise<StreamingHttpResponse> {
    const { response, data } = await this.follow(request, onRedirect);
    return {
      ...data,
      request,
      stream: response,
      get downloadProgress() {
        return { percent: response.complete ? 1 : 0, transferred: 0 };
      },
      get uploadProgress() {
        return { percent: 1, transferred: 0 };
      },
    };
  }

  /** A page for CheerioCrawler's navigation: the response stream, carrying where it ended up. */
  async navigate(request: HttpRequest): Promise<PlainResponse> {
    const { response, data } = await this.follow(request);
    return Object.assign(response, { url: data.url, redirectUrls: data.redirectUrls, request });
  }

  private async follow(
    request: HttpRequest,
    onRedirect?: RedirectHandler,
  ): Promise<{ response: IncomingMessage; data: BaseHttpResponseData }> {
    let url = new URL(String(request.url));
    const redirectUrls: URL[] = [];
    const maxRedirects = request.maxRedirects ?? this.options.maxRedirects ?? 5;
    const headers: Record<string, string | string[] | undefined> = {
      accept: 'text/html,application/xhtml+xml,application/xml;q=0.9,*/*;q=0.5',
      'accept-language': 'en-US,en;q=0.8',
      ...request.headers,
      'user-agent': this.options.userAgent,
    };
    for (;;) {
      const response = await this.open(url, headers, request.signal);
      const location = headerValue(response.headers.location);
      if (
        !redirectStatuses.has(response.statusCode ?? 0) ||
        !location ||
        request.followRedirect === false
      )
        return { response, data: this.describe(response, url, redirectUrls) };
      response.resume();
      if (redirectUrls.length >= maxRedirects)
        throw new Error(
          `Too many redirects (more than ${maxRedirects}) from ${String(request.url)}`,
        );
      const next = new URL(location, url);
      if (next.protocol !== 'http:' && next.protocol !== 'https:')
        throw new AddressRefusedError(`Refused redirect to ${next.protocol} URL`);
      await this.options.beforeRedirect?.(next);
      const update = { url: next, headers };
      onRedirect?.(this.describe(response, url, redirectUrls), update);
      url = new URL(String(update.url));
      redirectUrls.push(url);
    }
  }

  private describe(response: IncomingMessage, url: URL, redirectUrls: URL[]): BaseHttpResponseData {
    return {
      redirectUrls,
      url: url.href,
      ip: response.socket?.remoteAddress,
      statusCode: response.statusCode ?? 0,
      statusMessage: response.statusMessage,
      headers: response.headers,
      trailers: response.trailers,
      complete: response.complete,
    };
  }

  private open(
    url: URL,
    headers: Record<string, string | string[] | undefined>,
    signal?: AbortSignal,
  ): Promise<IncomingMessage> {
    if (url.protocol !== 'http:' && url.protocol !== 'https:')
      return Promise.reject(new AddressRefusedError(`Refused ${url.protocol} URL`));
    try {
      this.options.guard.checkHost(url.hostname);
    } catch (error) {
      return Promise.reject(error instanceof Error ? error : new Error(String(error)));
    }
    const signals = [signal, this.options.signal].filter((s): s is AbortSignal => Boolean(s));
    const transport = url.protocol === 'https:' ? https : http;
    return new Promise((resolve, reject) => {
      const outgoing = transport.request(url, {
        method: 'GET',
        headers: headers,
        agent: url.protocol === 'https:' ? this.agents.https : this.agents.http,
        lookup: this.options.guard.lookup,
        timeout: this.options.timeoutMs,
        signal: signals.length > 0 ? AbortSignal.any(signals) : undefined,
      });
      outgoing.on('timeout', () =>
        outgoing.destroy(
          new Error(`request timed out after ${this.options.timeoutMs / 1000} seconds`),
        ),
      );
      outgoing.on('error', reject);
      outgoing.on('response', (response) => {
        response.setTimeout(this.options.timeoutMs, () =>
          response.destroy(
            new Error(`response timed out after ${this.options.timeoutMs / 1000} seconds`),
          ),
        );
        resolve(response);
      });
      outgoing.end();
    });
  }
}

export async function readBody(stream: NodeJS.ReadableStream, maxBytes: number): Promise<Buffer> {
  const chunks: Buffer[] = [];
  let size = 0;
  for await (const chunk of stream) {
    const buffer = Buffer.isBuffer(chunk) ? chunk : Buffer.from(chunk);
    size += buffer.length;
    if (size > maxBytes) throw new Error(`response larger than ${maxBytes} bytes`);
    chunks.push(buffer);
  }
  return Buffer.concat(chunks);
}

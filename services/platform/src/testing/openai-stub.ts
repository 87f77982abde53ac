import { createServer, type IncomingMessage, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';

/** One chat-completions request as the stub received it. */
export interface StubChatRequest {
  model: string;
  stream: boolean;
  messages: { role: string; content: unknown }[];
  authorization: string | undefined;
  /** performance.now() when the request arrived and when its answer was fully written. */
  receivedAt: number;
  answeredAt: number;
}

/** A structured risk judgement of nothing to worry about (the stub's default `judge`). */
export const NoRisk = JSON.stringify({ kind: 'none', level: 'none', reason: 'ordinary' });

/** What the stub answers: text (split into streamed pieces), or an HTTP error. */
export type StubReply = { text: string } | { status: number; message: string };

/** One moderation request as the stub received it. */
export interface StubModerationRequest {
  model: string;
  input: string;
  receivedAt: number;
}

/** What moderation answers: the categories to flag (none: not flagged), or an HTTP error. */
export type StubModerationReply = { flag: string[] } | { status: number; message: string };

/** Every category OpenAI's moderation answers with. */
export const ModerationCategories = [
  'harassment',
  'harassment/threatening',
  'hate',
  'hate/threatening',
  'illicit',
  'illicit/violent',
  'self-harm',
  'self-harm/intent',
  'self-harm/instructions',
  'sexual',
  'sexual/minors',
  'violence',
  'violence/graphic',
] as const;

export interface OpenAiStub {
  /** Base URL for the SDK (`OPENAI_BASE_URL`), ending in /v1. */
  readonly baseUrl: string;
  /** The coach's environment pointed at this stub: a key, the base URL, a model, no SDK retries. */
  readonly env: Readonly<Record<string, string>>;
  readonly requests: StubChatRequest[];
  /** Decides each answer; by default a fixed short answer. */
  reply: (request: StubChatRequest) => StubReply;
  /** Structured-output requests (a `json_schema` response format): the coach's risk judgements. */
  readonly judgements: StubChatRequest[];
  /** Decides each structured answer (its JSON as text); by default a judgement of no risk. */
  judge: (request: StubChatRequest) => StubReply;
  /** Every text sent to `/embeddings`. */
  readonly embeddings: string[];
  /** A text's vector; by default its length, 1 and 0. */
  embed: (text: string) => number[];
  readonly moderations: StubModerationRequest[];
  /** Decides each moderation answer; by default nothing is flagged. */
  moderate: (request: StubModerationRequest) => StubModerationReply;
  /** Pause between streamed pieces, as a real model writes (0: the whole answer at once). */
  pieceDelayMs: number;
  stop(): Promise<void>;
}

function readJson(request: IncomingMessage): Promise<Record<string, unknown>> {
  return new Promise((resolve, reject) => {
    const chunks: Buffer[] = [];
    request.on('data', (chunk: Buffer) => chunks.push(chunk));
    request.on('end', () => {
      try {
        resolve(JSON.parse(Buffer.concat(chunks).toString('utf8')) as Record<string, unknown>);
      } catch (error) {
        reject(error instanceof Error ? error : new Error(String(error)));
      }
    });
    request.on('error', reject);
  });
}

function pieces(text: string): string[] {
  return text.match(/\S+\s*|\s+/g) ?? [text];
}

async function streamAnswer(
  response: ServerResponse,
  model: string,
  text: string,
  pieceDelayMs: number,
): Promise<void> {
  response.writeHead(200, { 'content-type': 'text/event-stream', 'cache-control': 'no-cache' });
  const id = `chatcmpl-stub-${Date.now()}`;
  const created = Math.floor(Date.now() / 1000);
  const chunk = (delta: Record<string, unknown>, finish: string | null) =>
    `data: ${JSON.stringify({ id, object: 'chat.completion.chunk', created, model, choices: [{ index: 0, delta, finish_reason: finish }] })}\n\n`;
  response.write(chunk({ role: 'assistant', content: '' }, null));
  for (const piece of pieces(text)) {
    if (pieceDelayMs > 0) await new Promise((resolve) => setTimeout(resolve, pieceDelayMs));
    response.write(chunk({ content: piece }, null));
  }
  response.write(chunk({}, 'stop'));
  response.end('data: [DONE]\n\n');
}

function moderationAnswer(response: ServerResponse, model: string, flag: string[]): void {
  const categories = Object.fromEntries(ModerationCategories.map((c) => [c, flag.includes(c)]));
  const scores = Object.fromEntries(
    ModerationCategories.map((c) => [c, flag.includes(c) ? 0.9 : 0.001]),
  );
  const types = Object.fromEntries(ModerationCategories.map((c) => [c, ['text']]));
  response.writeHead(200, { 'content-type': 'application/json' });
  response.end(
    JSON.stringify({
      id: `modr-stub-${Date.now()}`,
      model,
      results: [
        {
          flagged: flag.length > 0,
          categories,
          category_scores: scores,
          category_applied_input_types: types,
        },
      ],
    }),
  );
}

function errorAnswer(response: ServerResponse, status: number, message: string): void {
  response.writeHead(status, { 'content-type': 'application/json' });
  response.end(JSON.stringify({ error: { message, type: 'server_error' } }));
}

function wholeAnswer(response: ServerResponse, model: string, text: string): void {
  response.writeHead(200, { 'content-type': 'application/json' });
  response.end(
    JSON.stringify({
      id: `chatcmpl-stub-${Date.now()}`,
      object: 'chat.completion',
      created: Math.floor(Date.now() / 1000),
      model,
      choices: [{ index: 0, message: { role: 'assistant', content: text }, finish_reason: 'stop' }],
      usage: { prompt_tokens: 1, completion_tokens: 1, total_tokens: 2 },
    }),
  );
}

/**
 * An OpenAI-compatible chat-completions server on 127.0.0.1 (whole answers and `stream: true`
 * server-sent events) with a moderation route, for tests and benchmarks that use the real openai
 * SDK against it.
 */
export async function startOpenAiStub(): Promise<OpenAiStub> {
  const requests: StubChatRequest[] = [];
  const moderations: StubModerationRequest[] = [];
  const judgements: StubChatRequest[] = [];
  const embeddings: string[] = [];
  const stub = {
    embeddings,
    embed: (text: string) => [text.length, 1, 0],
    requests,
    judgements,
    judge: (_: StubChatRequest): StubReply => ({ text: NoRisk }),
    reply: (_: StubChatRequest): StubReply => ({ text: 'Here is a calm, practical idea to try.' }),
    moderations,
    moderate: (_: StubModerationRequest): StubModerationReply => ({ flag: [] }),
    pieceDelayMs: 0,
  } as OpenAiStub & { baseUrl: string; env: Record<string, string> };
  const server = createServer((request, response) => {
    const receivedAt = performance.now();
    if (request.method === 'POST' && request.url?.endsWith('/moderations')) {
      readJson(request).then(
        (body) => {
          const asked: StubModerationRequest = {
            model: String(body.model),
            input: Array.isArray(body.input)
              ? body.input.map(String).join('\n')
              : String(body.input),
            receivedAt,
          };
          moderations.push(asked);
          const reply = stub.moderate(asked);
          if ('status' in reply) errorAnswer(response, reply.status, reply.message);
          else moderationAnswer(response, asked.model, reply.flag);
        },
        () => errorAnswer(response, 400, 'bad request'),
      );
      return;
    }
    if (request.method === 'POST' && request.url?.endsWith('/embeddings')) {
      readJson(request).then(
        (body) => {
          const inputs = (Array.isArray(body.input) ? body.input : [body.input]).map(String);
          embeddings.push(...inputs);
          response.writeHead(200, { 'content-type': 'application/json' });
          response.end(
            JSON.stringify({
              object: 'list',
              model: String(body.model),
              // Listed last first: a client must put them back in order by index.
              data: inputs
                .map((text, index) => ({ object: 'embedding', index, embedding: stub.embed(text) }))
                .reverse(),
              usage: { prompt_tokens: 0, total_tokens: 0 },
            }),
          );
        },
        () => errorAnswer(response, 400, 'bad request'),
      );
      return;
    }
    if (request.method !== 'POST' || !request.url?.endsWith('/chat/completions')) {
      response.writeHead(404, { 'content-type': 'application/json' });
      response.end(
        JSON.stringify({ error: { message: 'not found', type: 'invalid_request_error' } }),
      );
      return;
    }
    readJson(request).then(
      async (body) => {
        const chat: StubChatRequest = {
          model: String(body.model),
          stream: body.stream === true,
          messages: (body.messages ?? []) as StubChatRequest['messages'],
          authorization: request.headers.authorization,
          receivedAt,
          answeredAt: receivedAt,
        };
        const structured =
          (body.response_format as { type?: string } | undefined)?.type === 'json_schema';
        (structured ? judgements : requests).push(chat);
        const reply = structured ? stub.judge(chat) : stub.reply(chat);
        if ('status' in reply) errorAnswer(response, reply.status, reply.message);
        else if (chat.stream)
          await streamAnswer(response, chat.model, reply.text, stub.pieceDelayMs);
        else wholeAnswer(response, chat.model, reply.text);
        chat.answeredAt = performance.now();
      },
      () => {
        response.writeHead(400);
        response.end();
      },
    );
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  stub.baseUrl = `http://127.0.0.1:${port}/v1`;
  stub.env = {
    OPENAI_API_KEY: 'sk-test-key',
    OPENAI_BASE_URL: stub.baseUrl,
    OPENAI_MODEL: 'stub-model',
    OPENAI_MAX_RETRIES: '0',
  };
  stub.stop = () =>
    new Promise<void>((resolve) => {
      server.closeAllConnections();
      server.close(() => resolve());
    });
  return stub;
}

import { Inject, Injectable } from '@nestjs/common';
import OpenAI from 'openai';
import type { ChatCompletionMessageParam } from 'openai/resources/chat/completions';
import { CONFIG } from '@tend/platform';
import { coachOffline, type CoachConfig } from '../coach.env';

/** The model did not answer (timeouts and retries spent, or an error answer). */
export class ModelUnavailableError extends Error {
  override readonly name = 'ModelUnavailableError';
}

/** OpenAI's moderation model; compatible servers without one answer an error, and the rules stand. */
export const ModerationModel = 'omni-moderation-latest';

/** The categories moderation flagged, or the kind of failure (never the message or its words). */
export type ModerationVerdict = { flagged: string[] } | { failure: string };

function moderationFailure(error: unknown): string {
  if (error instanceof OpenAI.APIConnectionTimeoutError) return 'timeout';
  if (error instanceof OpenAI.APIConnectionError) return 'no connection';
  if (error instanceof OpenAI.APIError) return `http ${error.status ?? 'error'}`;
  return 'unreadable answer';
}

/** The AI model behind the coach, through the openai SDK (OpenAI or any compatible server). */
@Injectable()
export class ModelClient {
  private readonly client: OpenAI | undefined;

  constructor(@Inject(CONFIG) private readonly config: CoachConfig) {
    if (!coachOffline(config))
      this.client = new OpenAI({
        apiKey: config.OPENAI_API_KEY,
        baseURL: config.OPENAI_BASE_URL || undefined,
        timeout: config.OPENAI_TIMEOUT_MS,
        maxRetries: config.OPENAI_MAX_RETRIES,
      });
  }

  get offline(): boolean {
    return !this.client;
  }

  get model(): string | null {
    return this.client ? this.config.OPENAI_MODEL : null;
  }

  /**
   * The moderation endpoint's flagged categories for `text` ("self-harm/intent", "violence", …),
   * asked once with a short deadline: it is a second opinion, never worth waiting long for.
   */
  async moderate(text: string, timeoutMs: number): Promise<ModerationVerdict> {
    if (!this.client) return { failure: 'offline' };
    try {
      const answer = await this.client.moderations.create(
        { model: ModerationModel, input: text },
        { timeout: timeoutMs, maxRetries: 0 },
      );
      const result = answer.results?.[0];
      if (!result) return { failure: 'empty answer' };
      const categories = Object.entries(result.categories ?? {})
        .filter(([, flagged]) => flagged === true)
        .map(([category]) => category);
      return { flagged: categories };
    } catch (error) {
      return { failure: moderationFailure(error) };
    }
  }

  /**
   * One short JSON answer to `messages` (a structured-output request, not streamed), asked once
   * with a deadline; the failure's kind on error (never the message or its words).
   */
  async structured(
    messages: ChatCompletionMessageParam[],
    schema: { name: string; schema: Record<string, unknown> },
    timeoutMs: number,
  ): Promise<{ json: unknown } | { failure: string }> {
    if (!this.client) return { failure: 'offline' };
    try {
      const answer = await this.client.chat.completions.create(
        {
          model: this.config.OPENAI_MODEL,
          messages,
          temperature: 0,
          response_format: { type: 'json_schema', json_schema: { ...schema, strict: true } },
        },
        { timeout: timeoutMs, maxRetries: 0 },
      );
      return { json: JSON.parse(answer.choices[0]?.message?.content ?? '') };
    } catch (error) {
      return {
        failure: error instanceof SyntaxError ? 'unreadable answer' : moderationFailure(error),
      };
    }
  }

  /** The whole answer; with `onDelta`, streamed and passed on piece by piece as it is written. */
  async complete(
    messages: ChatCompletionMessageParam[],
    onDelta?: (text: string) => void,
  ): Promise<string> {
    if (!this.client) throw new ModelUnavailableError('no model configured');
    try {
      const answer = onDelta
        ? await this.stream(this.client, messages, onDelta)
        : await this.once(this.client, messages);
      if (!answer.trim()) throw new ModelUnavailableError('the model answered with nothing');
      return answer;
    } catch (error) {
      if (error instanceof ModelUnavailableError) throw error;
      throw new ModelUnavailableError((error as Error).message);
    }
  }

  private async once(client: OpenAI, messages: ChatCompletionMessageParam[]): Promise<string> {
    const completion = await client.chat.completions.create({
      model: this.config.OPENAI_MODEL,
      messages,
      temperature: 0.4,
    });
    return completion.choices[0]?.message?.content ?? '';
  }

  private async stream(
    client: OpenAI,
    messages: ChatCompletionMessageParam[],
    onDelta: (text: string) => void,
  ): Promise<string> {
    const stream = await client.chat.completions.create({
      model: this.config.OPENAI_MODEL,
      messages,
      temperature: 0.4,
      stream: true,
    });
    let answer = '';
    for await (const chunk of stream) {
      const text = chunk.choices[0]?.delta?.content;
      if (text) {
        answer += text;
        onDelta(text);
      }
    }
    return answer;
  }
}

/**
 * The coach's own time per message: everything it does for an answer (saving the question,
 * safety rules, caregiver context, full-text retrieval over a few hundred library documents, the
 * prompt, citations, saving the answer) except waiting for the model, which here is a local
 * OpenAI-compatible stub answering at once through the real openai SDK. The model's share is
 * measured at the protocol level: the stub records when each chat request arrived and when the
 * last byte of its answer was written. Aim: under 30 ms median.
 *
 *   npx tsx infra/bench/coach-overhead.bench.ts      (builds coach first; BENCH_SKIP_BUILD=1 skips)
 */
import { execFileSync, spawnSync } from 'node:child_process';
import { randomBytes, randomUUID } from 'node:crypto';
import os from 'node:os';
import path from 'node:path';
import { repoRoot } from './support/processes';
import { percentiles, recordResults, round } from './support/results';

// Nest needs the decorator metadata tsc emits: run against the built packages, never sources.
if (!process.env.BENCH_COACH_CHILD) {
  const tsx = require.resolve('tsx/cli');
  const tsconfig = path.join(repoRoot, 'infra/bench/tsconfig.run.json');
  const run = spawnSync(process.execPath, [tsx, '--tsconfig', tsconfig, __filename], {
    cwd: repoRoot,
    stdio: 'inherit',
    env: { ...process.env, BENCH_COACH_CHILD: '1' },
  });
  process.exit(run.status ?? 1);
}

const messages = Number(process.env.BENCH_MESSAGES ?? 400);
const warmup = 30;
const perConversation = 20;
const documents = 300;

const topics = [
  'sundowning',
  'bathing',
  'falls',
  'medication',
  'agitation',
  'sleep',
  'respite',
  'nutrition',
  'incontinence',
  'wandering',
];
const words =
  'caregiver dementia routine evening shower chair grab bars doctor nurse pharmacist schedule calm music daylight hydration appetite walker balance night lights reminders pill organizer respite support group stress exhaustion safety bedroom kitchen stairs family'.split(
    ' ',
  );
const questions = [
  'How can I help Mom with sundowning in the evening?',
  'Dad refuses to shower, what can I try?',
  'What are good fall prevention tips for the stairs?',
  'How do I keep track of his medication reminders?',
  'She gets agitated when visitors come, any ideas?',
  'I am exhausted, where can I find respite care?',
];

function document(i: number) {
  const topic = topics[i % topics.length];
  const body = Array.from({ length: 450 }, (_, j) => words[(i * 7 + j * 13) % words.length]).join(
    ' ',
  );
  return {
    documentId: randomUUID(),
    sourceId: randomUUID(),
    url: `https://library.example.org/${topic}/${i}`,
    canonicalUrl: `https://library.example.org/${topic}/${i}`,
    title: `${topic} guide ${i}`,
    headings: [`About ${topic}`, 'What to try'],
    category: 'Caregiving',
    text: `${topic} ${body} ${topic}`,
    language: 'en',
    contentHash: randomBytes(32).toString('hex'),
    publishedAt: new Date().toISOString(),
  };
}

async function main() {
  if (!process.env.BENCH_SKIP_BUILD)
    execFileSync(
      process.execPath,
      [require.resolve('typescript/bin/tsc'), '-b', 'services/coach/tsconfig.build.json'],
      { cwd: repoRoot, stdio: 'inherit' },
    );
  // Built entry points, loaded only now that they are built (a package's main may be its server).
  const built = (file: string) => path.join(repoRoot, file);
  const { startService, DATABASE } = (await import(
    built('services/platform/dist/index.js')
  )) as typeof import('@tend/platform');
  const { TestNamespace, startOpenAiStub } = (await import(
    built('services/platform/dist/testing/index.js')
  )) as typeof import('@tend/platform/testing');
  const coach = (await import(
    built('services/coach/dist/index.js')
  )) as typeof import('@tend/coach');

  const ns = new TestNamespace();
  const model = await startOpenAiStub();
  model.reply = () => ({
    text: 'Keep evenings calm and bright, with a steady routine [1]. Ask the doctor about sleep changes.',
  });
  const service = await startService(
    coach.coachService,
    ns.config(coach.coachService, {
      LOG_LEVEL: 'warn',
      OPENAI_API_KEY: 'sk-bench',
      OPENAI_BASE_URL: model.baseUrl,
      UPLOAD_ENCRYPTION_KEY: randomBytes(32).toString('hex'),
      UPLOAD_DIR: path.join(repoRoot, 'var/bench-uploads'),
    }),
  );
  try {
    const db = service.app.get<import('@tend/platform').Database>(DATABASE);
    const knowledge = service.app.get(coach.KnowledgeRepository);
    for (let i = 0; i < documents; i++) await knowledge.upsert(db, document(i));
    const userId = randomUUID();
    await service.app.get(coach.CaregiversRepository).setFirstName(userId, 'Bench');
    const conversations = service.app.get(coach.ConversationsService);
    const sender = service.app.get(coach.MessagesService);

    const own: number[] = [];
    const modelMs: number[] = [];
    const totals: number[] = [];
    let conversationId = '';
    for (let i = 0; i < warmup + messages; i++) {
      if (i % perConversation === 0)
        conversationId = (await conversations.create(userId, undefined)).id;
      const asked = model.requests.length;
      const started = performance.now();
      await sender.send({
        userId,
        conversationId,
        content: questions[i % questions.length],
        attachments: [],
      });
      const total = performance.now() - started;
      // The model's share: from each answer request's arrival at the stub to its last byte written.
      const waited = model.requests
        .slice(asked)
        .reduce((sum, request) => sum + (request.answeredAt - request.receivedAt), 0);
      if (i < warmup) continue;
      totals.push(total);
      modelMs.push(waited);
      own.push(total - waited);
    }
    const coachOwnMs = percentiles(own);
    recordResults('coach-overhead', {
      messages,
      libraryDocuments: documents,
      messagesPerConversation: perConversation,
      coachOwnMs,
      modelWaitMs: percentiles(modelMs),
      totalMs: percentiles(totals),
      aimMedianMs: 30,
      loadAverageDuringRun: round(os.loadavg()[0] ?? 0),
      withinAim: coachOwnMs.p50 < 30,
      ownShareOfTotal: round(coachOwnMs.mean / Math.max(0.001, percentiles(totals).mean)),
      note: 'in-process MessagesService.send against a local OpenAI-compatible stub via the openai SDK; own = total − time the model took, as the stub saw it (each answer request from its arrival to its last byte written). Excludes the gateway and RabbitMQ hop (see gateway.bench.ts).',
    });
  } finally {
    await service.stop();
    await model.stop();
    await ns.cleanup();
  }
}

main().catch((error: unknown) => {
  process.stderr.write(`${String((error as Error)?.stack ?? error)}\n`);
  process.exit(1);
});

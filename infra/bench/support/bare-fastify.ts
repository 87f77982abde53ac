/**
 * The gateway benchmark's baseline: one process, Fastify, the same user query on the same database,
 * no auth, no RPC. `BENCH_DATABASE_URL`, `BENCH_PORT`.
 */
import Fastify from 'fastify';
import { Pool } from 'pg';

const pool = new Pool({ connectionString: process.env.BENCH_DATABASE_URL, max: 10 });
const app = Fastify();

app.get<{ Params: { id: string } }>('/user/:id', async (request, reply) => {
  const { rows } = await pool.query(
    'select id, email, first_name, last_name, role, analytics_consent, profile_image_url, created_at from users where id = $1',
    [request.params.id],
  );
  if (!rows[0]) return reply.status(404).send({ statusCode: 404 });
  return rows[0];
});

app.get('/healthz', async () => ({ status: 'ok' }));

void app.listen({ port: Number(process.env.BENCH_PORT), host: '127.0.0.1' });
process.once(
  'SIGTERM',
  () =>
    void app
      .close()
      .then(() => pool.end())
      .then(() => process.exit(0)),
);

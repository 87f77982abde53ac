/**
 * `npm run admin:grant -- <email>`: makes an existing account a super administrator, through
 * identity (which must be running: start Tend with `npm start` first).
 */
import { IdentityRpc } from '@tend/contracts';
import { AmqpConnection, RpcClient, RpcCallError, Topology, createLogger } from '@tend/platform';

async function main(): Promise<number> {
  const email = process.argv[2]?.trim();
  if (!email) {
    process.stderr.write('Usage: npm run admin:grant -- <email>\n');
    return 2;
  }
  const logger = createLogger({ name: 'admin-grant', level: 'warn', pretty: false });
  const connection = new AmqpConnection(
    process.env.RABBITMQ_URL ?? 'amqp://guest:guest@127.0.0.1:5672',
    'admin-grant',
    logger,
  );
  const rpc = new RpcClient(connection, new Topology(process.env.TEND_NAMESPACE ?? ''), 5000);
  try {
    const result = await rpc.call(IdentityRpc.grantRole, { email, role: 'super_admin' });
    process.stdout.write(`${email} is now a super administrator (user ${result.userId}).\n`);
    return 0;
  } catch (error) {
    const message =
      error instanceof RpcCallError && error.body.status === 503
        ? 'Identity is not running. Start Tend with `npm start`, then run this again.'
        : (error as Error).message;
    process.stderr.write(`${message}\n`);
    return 1;
  } finally {
    await rpc.close().catch(() => undefined);
    await connection.close();
  }
}

void main().then((code) => process.exit(code));

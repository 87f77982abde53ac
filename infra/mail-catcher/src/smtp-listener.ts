import { SMTPServer, type SMTPServerDataStream, type SMTPServerSession } from 'smtp-server';
import type { Envelope } from './caught-mail';

export type RawMailHandler = (raw: Buffer, envelope: Envelope) => Promise<void>;

export interface SmtpListenerOptions {
  host: string;
  port: number;
  maxMessageBytes: number;
  onMail: RawMailHandler;
}

function smtpError(message: string, responseCode: number): Error {
  return Object.assign(new Error(message), { responseCode });
}

/**
 * An SMTP server that accepts everything (any sender, any recipient, any or no credentials) and
 * hands each message over as raw bytes. It can be taken down hard and brought back on the same
 * port, so tests can prove that mail is retried while SMTP is unavailable.
 */
export class SmtpListener {
  private server?: SMTPServer;
  private boundPort: number;

  constructor(private readonly options: SmtpListenerOptions) {
    this.boundPort = options.port;
  }

  get port(): number {
    return this.boundPort;
  }

  get listening(): boolean {
    return this.server !== undefined;
  }

  /** Listens (on the port first bound, after a `close()`); resolves once connections are accepted. */
  async listen(): Promise<void> {
    if (this.server) return;
    const server = this.createServer();
    await new Promise<void>((resolve, reject) => {
      const onError = (error: Error) => reject(error);
      server.server.once('error', onError);
      server.listen(this.boundPort, this.options.host, () => {
        server.server.off('error', onError);
        resolve();
      });
    });
    // Errors of single connections (a client hanging up mid-message) are not the server's.
    server.on('error', () => undefined);
    const address = server.server.address();
    if (address && typeof address === 'object') this.boundPort = address.port;
    this.server = server;
  }

  /** Stops listening and drops every open session: new connections are refused. */
  async close(): Promise<void> {
    const server = this.server;
    if (!server) return;
    this.server = undefined;
    await new Promise<void>((resolve) => {
      server.close(() => resolve());
      for (const connection of server.connections) connection.close();
    });
  }

  private createServer(): SMTPServer {
    const { maxMessageBytes, onMail } = this.options;
    return new SMTPServer({
      name: 'tend-mail-catcher',
      banner: 'Tend mail catcher: every message is kept, none is delivered',
      disabledCommands: ['STARTTLS'],
      authOptional: true,
      allowInsecureAuth: true,
      size: maxMessageBytes,
      logger: false,
      closeTimeout: 1000,
      onAuth: (auth, _session, callback) => callback(null, { user: auth.username ?? 'anonymous' }),
      onData: (stream: SMTPServerDataStream, session: SMTPServerSession, callback) => {
        const chunks: Buffer[] = [];
        stream.on('data', (chunk: Buffer) => chunks.push(chunk));
        stream.once('error', (error) => callback(error));
        stream.once('end', () => {
          if (stream.sizeExceeded) {
            callback(smtpError(`Message exceeds the limit of ${maxMessageBytes} bytes`, 552));
            return;
          }
          const { mailFrom, rcptTo } = session.envelope;
          const envelope: Envelope = {
            mailFrom: mailFrom ? mailFrom.address : '',
            rcptTo: rcptTo.map((recipient) => recipient.address),
          };
          onMail(Buffer.concat(chunks), envelope).then(
            () => callback(),
            (error: Error) =>
              callback(smtpError(`Message could not be read: ${error.message}`, 451)),
          );
        });
      },
    });
  }
}

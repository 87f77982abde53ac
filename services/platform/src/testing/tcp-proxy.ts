import net from 'node:net';

/**
 * A TCP proxy on 127.0.0.1 that a test can cut hard (every connection destroyed, new ones refused)
 * and restore: the way to lose the broker between two steps without stopping it for everyone.
 */
export class TcpProxy {
  private server?: net.Server;
  private readonly sockets = new Set<net.Socket>();
  private refusing = false;
  port = 0;

  constructor(
    private readonly targetHost: string,
    private readonly targetPort: number,
  ) {}

  async start(): Promise<void> {
    this.server = net.createServer((client) => {
      if (this.refusing) {
        client.destroy();
        return;
      }
      const upstream = net.connect(this.targetPort, this.targetHost);
      for (const socket of [client, upstream]) {
        this.sockets.add(socket);
        socket.on('close', () => this.sockets.delete(socket));
        socket.on('error', () => {
          client.destroy();
          upstream.destroy();
        });
      }
      client.pipe(upstream);
      upstream.pipe(client);
    });
    await new Promise<void>((resolve) => this.server!.listen(0, '127.0.0.1', resolve));
    this.port = (this.server.address() as net.AddressInfo).port;
  }

  /** Destroys every open connection and refuses new ones until `restore()`. */
  cut(): void {
    this.refusing = true;
    for (const socket of this.sockets) socket.destroy();
  }

  restore(): void {
    this.refusing = false;
  }

  async stop(): Promise<void> {
    this.cut();
    await new Promise<void>((resolve) =>
      this.server ? this.server.close(() => resolve()) : resolve(),
    );
  }
}

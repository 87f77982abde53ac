import { once } from 'node:events';
import { createServer, connect, type AddressInfo, type Server, type Socket } from 'node:net';
import { coalesceWrites } from './coalesced-writes';

describe('coalesceWrites', () => {
  let server: Server;
  let received: Buffer[];
  let ended: Promise<unknown>;

  beforeEach(async () => {
    received = [];
    server = createServer((peer) => {
      peer.on('data', (chunk: Buffer) => received.push(chunk));
      ended = once(peer, 'end');
    });
    server.listen(0, '127.0.0.1');
    await once(server, 'listening');
  });
  afterEach(async () => {
    server.close();
    await once(server, 'close');
  });

  async function connected(): Promise<Socket> {
    const socket = connect((server.address() as AddressInfo).port, '127.0.0.1');
    await once(socket, 'connect');
    socket.setNoDelay(true);
    coalesceWrites(socket);
    coalesceWrites(socket); // a reconnect handler may call it again: still one layer
    return socket;
  }

  it('holds the writes of one turn of the event loop and sends them together, in order', async () => {
    const socket = await connected();
    socket.write('GET a\r\n');
    socket.write(Buffer.from('GET b\r\n'));
    socket.write('GET c\r\n', 'utf8');
    expect(socket.writableCorked).toBe(1);
    expect(socket.writableLength).toBe(21);

    await new Promise((resolve) => setImmediate(resolve));
    expect(socket.writableCorked).toBe(0);
    expect(socket.writableLength).toBe(0);
    socket.end();
    await ended;
    expect(Buffer.concat(received).toString()).toBe('GET a\r\nGET b\r\nGET c\r\n');
  });

  it('sends what it holds when the socket is ended in the same turn', async () => {
    const socket = await connected();
    socket.write('QUIT\r\n');
    socket.end();
    await ended;
    expect(Buffer.concat(received).toString()).toBe('QUIT\r\n');
  });
});

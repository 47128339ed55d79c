import net from 'node:net';

/** One statement as a connection of the fake server executed it. */
export type ExecutedStatement = {
  connection: number;
  text: string;
  /** whether the connection was inside a transaction block when the statement ran */
  inTransaction: boolean;
};

export type FakePostgres = {
  url: string;
  executed: ExecutedStatement[];
  /** connections whose transaction block is still open */
  openTransactions(): number[];
  close(): Promise<void>;
};

function message(type: string, body: Buffer = Buffer.alloc(0)): Buffer {
  const head = Buffer.alloc(5);
  head.write(type, 0, 'latin1');
  head.writeInt32BE(body.length + 4, 1);
  return Buffer.concat([head, body]);
}
const int32 = (n: number) => {
  const b = Buffer.alloc(4);
  b.writeInt32BE(n);
  return b;
};
const cstring = (s: string) => Buffer.from(`${s}\0`, 'utf8');

/**
 * A PostgreSQL wire-protocol server just big enough to drive postgres.js (no TLS, no auth, no types):
 * it tracks each connection's transaction block as PostgreSQL does and logs every statement, so a test
 * can see which statements ran inside which transaction. Statements containing `sleep` answer after
 * `sleepMs`, to keep a connection busy while the client pipelines more onto it. Every statement
 * answers with no rows.
 */
export async function startFakePostgres(options: { sleepMs?: number } = {}): Promise<FakePostgres> {
  const executed: ExecutedStatement[] = [];
  const inTransaction = new Map<number, boolean>();
  const sockets = new Set<net.Socket>();
  let nextId = 0;

  const server = net.createServer((socket) => {
    const id = nextId++;
    sockets.add(socket);
    socket.on('close', () => sockets.delete(socket));
    socket.on('error', () => {});
    inTransaction.set(id, false);
    const statements = new Map<string, string>();
    let bound = ''; // the text of the statement the last Bind named
    let started = false;
    let buffer = Buffer.alloc(0);
    // answers go out in order: each message waits for the one before it
    let queue = Promise.resolve();
    const send = (data: Buffer) => {
      if (!socket.destroyed) socket.write(data);
    };

    const execute = async (text: string) => {
      if (/sleep/i.test(text)) await new Promise((r) => setTimeout(r, options.sleepMs ?? 50));
      executed.push({ connection: id, text, inTransaction: inTransaction.get(id) ?? false });
      const command = text.trim().split(/\s+/)[0]?.toUpperCase() ?? '';
      if (command === 'BEGIN') inTransaction.set(id, true);
      if (command === 'COMMIT' || command === 'ROLLBACK') inTransaction.set(id, false);
      send(message('C', cstring(['BEGIN', 'COMMIT', 'ROLLBACK'].includes(command) ? command : 'SELECT 0')));
    };
    const ready = () => send(message('Z', Buffer.from(inTransaction.get(id) ? 'T' : 'I')));

    const handle = async (type: string, body: Buffer) => {
      const strings = body.toString('utf8').split('\0');
      switch (type) {
        case 'P': // Parse: name, text
          statements.set(strings[0] ?? '', strings[1] ?? '');
          send(message('1'));
          break;
        case 'B': // Bind: portal, statement
          bound = statements.get(strings[1] ?? '') ?? '';
          send(message('2'));
          break;
        case 'D': // Describe statement or portal
          if (body[0] === 'S'.charCodeAt(0)) send(message('t', Buffer.from([0, 0])));
          send(message('n'));
          break;
        case 'E':
          await execute(bound);
          break;
        case 'S':
          ready();
          break;
        case 'Q':
          await execute(strings[0] ?? '');
          ready();
          break;
        case 'C': // Close
          send(message('3'));
          break;
        case 'X':
          socket.end();
          break;
        default: // Flush and anything else: nothing to answer
      }
    };

    socket.on('data', (chunk) => {
      buffer = Buffer.concat([buffer, chunk]);
      if (!started) {
        if (buffer.length < 4 || buffer.length < buffer.readInt32BE(0)) return;
        buffer = buffer.subarray(buffer.readInt32BE(0));
        started = true;
        send(
          Buffer.concat([
            message('R', int32(0)),
            message('S', Buffer.concat([cstring('server_version'), cstring('16.0')])),
            message('K', Buffer.concat([int32(id + 1), int32(42)])),
            message('Z', Buffer.from('I')),
          ]),
        );
      }
      while (buffer.length >= 5 && buffer.length >= 1 + buffer.readInt32BE(1)) {
        const type = String.fromCharCode(buffer[0] ?? 0);
        const end = 1 + buffer.readInt32BE(1);
        const body = buffer.subarray(5, end);
        buffer = buffer.subarray(end);
        queue = queue.then(() => handle(type, body));
      }
    });
  });

  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as net.AddressInfo;
  return {
    url: `postgres://fake@127.0.0.1:${port}/fake`,
    executed,
    openTransactions: () => [...inTransaction].filter(([, open]) => open).map(([id]) => id),
    async close() {
      for (const socket of sockets) socket.destroy();
      await new Promise((resolve) => server.close(resolve));
    },
  };
}

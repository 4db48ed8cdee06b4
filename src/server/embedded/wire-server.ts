// A Postgres wire-protocol server for one PGlite. PGlite is a single backend, so the clients'
// messages must take turns. pglite-socket interleaves single messages of different clients,
// which broke extended-protocol queries here ("portal does not exist"); this server takes turns
// by whole batches (up to a Sync, a Flush or a simple Query) and, while a transaction or an
// extended-protocol exchange (a Flush before its Sync) is open, serves only that client.
// PGlite trusts every client; this server asks each for the password it was given (cleartext, on
// loopback only) before PGlite sees the client's startup message, so that other users of the
// machine cannot read or change the data.
// All clients share PGlite's one session, so the statements a client prepares outlive it: when it
// leaves, the names it prepared are deallocated (postgres.js names them at random per
// connection, so clients never meet each other's).
import { timingSafeEqual } from "node:crypto";
import { createServer, type Server, type Socket } from "node:net";
import type { PGlite } from "@electric-sql/pglite";

const SSL_REQUEST = 80877103;
const GSS_REQUEST = 80877104;
const CANCEL_REQUEST = 80877102;
const BATCH_ENDS = new Set(["S", "Q", "H"]);
const FLUSH = 0x48;
const TERMINATE = 0x58;
const PASSWORD_MESSAGE = 0x70; // 'p'
const PARSE = 0x50; // 'P'
// AuthenticationCleartextPassword: 'R', length 8, code 3.
const ASK_PASSWORD = Buffer.from([0x52, 0, 0, 0, 8, 0, 0, 0, 3]);

// A FATAL ErrorResponse with SQLSTATE `code`, as a server sends before closing the connection.
function fatalError(code: string, message: string): Buffer {
  const fields = Buffer.from(`SFATAL\0VFATAL\0C${code}\0M${message}\0\0`);
  const head = Buffer.alloc(5);
  head.write("E", 0);
  head.writeInt32BE(4 + fields.length, 1);
  return Buffer.concat([head, fields]);
}

// The first string of a message ('p': the password; 'P': the statement's name), NUL excluded.
function firstStringOf(message: Buffer): Buffer {
  const end = message.indexOf(0, 5);
  return message.subarray(5, end < 0 ? message.length : end);
}

// A simple Query message.
function queryMessage(text: string): Buffer {
  const body = Buffer.from(`${text}\0`);
  const head = Buffer.alloc(5);
  head.write("Q", 0);
  head.writeInt32BE(4 + body.length, 1);
  return Buffer.concat([head, body]);
}

/** Messages to run in turn: a client's, or this server's own (no client: the answer is dropped). */
interface Batch {
  client: Client | undefined;
  bytes: Uint8Array;
}

/** Work of the server's own on the database (runInTurn), in turn with the clients' batches. */
interface Job {
  run: () => Promise<void>;
  /** Called when the server stops before the job ran. */
  cancel: () => void;
}

const isJob = (entry: Batch | Job): entry is Job => "run" in entry;

class Client {
  buffer = Buffer.alloc(0);
  pending: Buffer[] = [];
  started = false;
  /** The startup message, held until the client has given the password. */
  startup: Buffer | undefined;
  authenticated = false;
  /** The names of the statements it prepared. */
  readonly statements = new Set<string>();
  readonly socket: Socket;
  constructor(socket: Socket) {
    this.socket = socket;
  }
}

/** Serves a PGlite instance on a TCP port; stop() closes every connection. */
export class PgliteWireServer {
  #server: Server | undefined;
  #queue: (Batch | Job)[] = [];
  #running = false;
  #owner: Client | undefined;
  #clients = new Set<Client>();
  #stopped = false;

  readonly db: PGlite;
  readonly #password: Buffer;
  /** Serves `db` to clients that give `password`. */
  constructor(db: PGlite, password: string) {
    this.db = db;
    this.#password = Buffer.from(password);
  }

  /** Listens on host:port (0 picks a free port) and resolves to the bound port. */
  async listen(port: number, host = "127.0.0.1"): Promise<number> {
    const server = createServer((socket) => this.#accept(socket));
    this.#server = server;
    await new Promise<void>((resolve, reject) => {
      server.once("error", reject);
      server.listen(port, host, () => resolve());
    });
    const address = server.address();
    if (!address || typeof address === "string") throw new Error("No TCP address bound");
    return address.port;
  }

  async stop(): Promise<void> {
    // Nothing more runs: the database is closed next.
    this.#stopped = true;
    for (const entry of this.#queue) if (isJob(entry)) entry.cancel();
    this.#queue = [];
    for (const client of this.#clients) client.socket.destroy();
    await new Promise<void>((resolve) =>
      this.#server ? this.#server.close(() => resolve()) : resolve(),
    );
  }

  /**
   * Runs `job` on the database in turn with the clients' batches: never inside a client's
   * transaction or extended-protocol exchange, and no client's batch runs until it ends. Rejects
   * if the server stops first. The job must leave no transaction open.
   */
  runInTurn<T>(job: (db: PGlite) => Promise<T>): Promise<T> {
    if (this.#stopped) return Promise.reject(new Error("The database server has stopped"));
    return new Promise<T>((resolve, reject) => {
      this.#queue.push({
        run: async () => {
          try {
            resolve(await job(this.db));
          } catch (error) {
            reject(error);
          }
        },
        cancel: () => reject(new Error("The database server has stopped")),
      });
      void this.#run();
    });
  }

  #accept(socket: Socket): void {
    const client = new Client(socket);
    this.#clients.add(client);
    socket.setNoDelay(true);
    socket.on("data", (chunk) => this.#receive(client, chunk));
    socket.on("error", () => socket.destroy());
    socket.on("close", () => void this.#drop(client));
  }

  #receive(client: Client, chunk: Buffer): void {
    client.buffer = Buffer.concat([client.buffer, chunk]);
    for (;;) {
      const message = this.#nextMessage(client);
      if (!message) return;
      if (message.kind === "reply") {
        client.socket.write(message.bytes);
        continue;
      }
      if (message.bytes[0] === TERMINATE && client.started) {
        client.socket.end();
        return;
      }
      if (!client.authenticated) {
        if (!this.#authenticate(client, message.bytes)) return;
        continue;
      }
      if (message.bytes[0] === PARSE) {
        const name = firstStringOf(message.bytes).toString();
        if (name) client.statements.add(name);
      }
      client.pending.push(message.bytes);
      if (message.endsBatch) {
        this.#queue.push({ client, bytes: Buffer.concat(client.pending) });
        client.pending = [];
        void this.#run();
      }
    }
  }

  // Holds the startup message and asks for the password; on the right password, queues the startup
  // message for PGlite. False when the client was refused (the connection is closed).
  #authenticate(client: Client, bytes: Buffer): boolean {
    if (!client.startup) {
      client.startup = Buffer.from(bytes);
      client.socket.write(ASK_PASSWORD);
      return true;
    }
    const given = bytes[0] === PASSWORD_MESSAGE ? firstStringOf(bytes) : Buffer.alloc(0);
    const right = given.length === this.#password.length && timingSafeEqual(given, this.#password);
    if (!right) {
      client.socket.end(fatalError("28P01", "password authentication failed"));
      return false;
    }
    client.authenticated = true;
    this.#queue.push({ client, bytes: client.startup });
    void this.#run();
    return true;
  }

  #nextMessage(
    client: Client,
  ):
    | { kind: "reply"; bytes: Buffer }
    | { kind: "message"; bytes: Buffer; endsBatch: boolean }
    | null {
    const buffer = client.buffer;
    if (!client.started) {
      if (buffer.length < 8) return null;
      const length = buffer.readInt32BE(0);
      if (buffer.length < length) return null;
      const code = buffer.readInt32BE(4);
      client.buffer = buffer.subarray(length);
      if (code === SSL_REQUEST || code === GSS_REQUEST)
        return { kind: "reply", bytes: Buffer.from("N") };
      if (code === CANCEL_REQUEST) return { kind: "reply", bytes: Buffer.alloc(0) };
      client.started = true;
      return { kind: "message", bytes: buffer.subarray(0, length), endsBatch: true };
    }
    if (buffer.length < 5) return null;
    const length = 1 + buffer.readInt32BE(1);
    if (buffer.length < length) return null;
    client.buffer = buffer.subarray(length);
    const type = String.fromCharCode(buffer[0] ?? 0);
    return { kind: "message", bytes: buffer.subarray(0, length), endsBatch: BATCH_ENDS.has(type) };
  }

  async #run(): Promise<void> {
    if (this.#running || this.#stopped) return;
    this.#running = true;
    try {
      while (!this.#stopped) {
        const index = this.#owner
          ? this.#queue.findIndex((entry) => !isJob(entry) && entry.client === this.#owner)
          : 0;
        const entry = index >= 0 ? this.#queue.splice(index, 1)[0] : undefined;
        if (!entry) return;
        if (isJob(entry)) await entry.run();
        else await this.#execute(entry);
      }
    } finally {
      this.#running = false;
    }
  }

  async #execute({ client, bytes }: Batch): Promise<void> {
    if (client?.socket.destroyed) return;
    await this.db.runExclusive(() =>
      this.db.execProtocolRawStream(bytes, {
        onRawData: (data) => {
          // A copy: `data` may be a view of PGlite's memory, reused before a busy socket sends it.
          if (client && !client.socket.destroyed && data.length > 0) {
            client.socket.write(Buffer.from(data));
          }
        },
      }),
    );
    const midExchange = bytes[bytes.length - 5] === FLUSH;
    this.#owner = this.db.isInTransaction() || midExchange ? client : undefined;
  }

  async #drop(client: Client): Promise<void> {
    this.#clients.delete(client);
    if (this.#stopped) return;
    this.#queue = this.#queue.filter((entry) => isJob(entry) || entry.client !== client);
    if (this.#owner === client) {
      // A client that left inside a transaction must not leave it open for everyone else.
      this.#owner = undefined;
      if (this.db.isInTransaction()) await this.db.exec("ROLLBACK");
    }
    // In turn with the others' batches, so never inside another client's transaction; one
    // message each, so that a name whose Parse failed stops no other.
    for (const name of client.statements) {
      const quoted = `"${name.replaceAll('"', '""')}"`;
      this.#queue.push({ client: undefined, bytes: queryMessage(`DEALLOCATE ${quoted}`) });
    }
    void this.#run();
  }
}

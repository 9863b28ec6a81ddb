import { createHash } from 'node:crypto';
import type { IncomingMessage } from 'node:http';
import type { Socket } from 'node:net';
import type { Duplex } from 'node:stream';

/**
 * The server side of RFC 6455 (The WebSocket Protocol), as much as a JSON-RPC relay needs, on the
 * socket Node's HTTP server hands over on `upgrade`: the opening handshake (§4.2), masked client
 * frames (§5.1, §5.3), fragmentation (§5.4), ping/pong (§5.5.2–3), the closing handshake (§5.5.1,
 * §7), text frames checked as UTF-8 (§8.1), no extensions (so no permessage-deflate: RFC 7692
 * §5 lets a server decline it by not answering the offer). Written on Node's built-ins so the
 * devnet's single-file bundle (scripts/pack/devnet.ts) needs no CommonJS dependency.
 */

/** §1.3: the GUID appended to the client's key for Sec-WebSocket-Accept. */
const ACCEPT_GUID = '258EAFA5-E914-47DA-95CA-C5AB0DC85B11';

const OP = { continuation: 0x0, text: 0x1, binary: 0x2, close: 0x8, ping: 0x9, pong: 0xa } as const;

/** §7.4.1 status codes. */
const CLOSE = {
  normal: 1000,
  protocol: 1002,
  unsupported: 1003,
  invalidData: 1007,
  tooBig: 1009,
} as const;

/** Answers an upgrade request with an HTTP error and closes the connection. */
export function refuseUpgrade(socket: Duplex, status: string, body = '', headers = ''): void {
  socket.end(
    `HTTP/1.1 ${status}\r\nConnection: close\r\nContent-Type: text/plain\r\n${headers}\r\n${body ? `${body}\n` : ''}`,
  );
}

/**
 * §4.2.1–2: checks the client's opening handshake and answers 101 with Sec-WebSocket-Accept
 * (base64 of SHA-1 of the key and the GUID); a malformed one gets 400, another version 426.
 */
export function acceptHandshake(req: IncomingMessage, socket: Duplex): boolean {
  const key = req.headers['sec-websocket-key'];
  const upgrade = String(req.headers.upgrade ?? '').toLowerCase();
  const connection = String(req.headers.connection ?? '').toLowerCase();
  const validKey = typeof key === 'string' && Buffer.from(key, 'base64').length === 16;
  if (req.method !== 'GET' || upgrade !== 'websocket' || !connection.includes('upgrade') || !validKey) {
    refuseUpgrade(socket, '400 Bad Request', 'not a WebSocket handshake');
    return false;
  }
  if (req.headers['sec-websocket-version'] !== '13') {
    refuseUpgrade(
      socket,
      '426 Upgrade Required',
      'WebSocket version 13 only',
      'Sec-WebSocket-Version: 13\r\n',
    );
    return false;
  }
  const accept = createHash('sha1').update(`${key}${ACCEPT_GUID}`).digest('base64');
  socket.write(
    `HTTP/1.1 101 Switching Protocols\r\nUpgrade: websocket\r\nConnection: Upgrade\r\nSec-WebSocket-Accept: ${accept}\r\n\r\n`,
  );
  return true;
}

/** §5.2: an unmasked server frame, FIN set. */
function encodeFrame(opcode: number, payload: Buffer): Buffer {
  const length = payload.length;
  const header = Buffer.alloc(length < 126 ? 2 : length < 65_536 ? 4 : 10);
  header[0] = 0x80 | opcode;
  if (length < 126) header[1] = length;
  else if (length < 65_536) {
    header[1] = 126;
    header.writeUInt16BE(length, 2);
  } else {
    header[1] = 127;
    header.writeBigUInt64BE(BigInt(length), 2);
  }
  return Buffer.concat([header, payload]);
}

const utf8 = new TextDecoder('utf-8', { fatal: true });

/** One accepted WebSocket: text in through `onText`, text out through `sendText`. */
export class ServerWebSocket {
  onText: (text: string) => void = () => {};
  onPong: () => void = () => {};
  onClose: () => void = () => {};
  private buffered: Buffer = Buffer.alloc(0);
  private fragments: Buffer[] = [];
  private fragmentOpcode = 0;
  private fragmentSize = 0;
  private state: 'open' | 'closing' | 'closed' = 'open';
  private closeTimer: NodeJS.Timeout | undefined;

  constructor(
    private readonly socket: Duplex,
    head: Buffer,
    private readonly maxPayload: number,
  ) {
    (socket as Socket).setNoDelay?.(true);
    socket.on('data', (chunk: Buffer) => this.onData(chunk));
    socket.on('end', () => socket.end());
    socket.on('error', () => socket.destroy());
    socket.on('close', () => this.closed());
    if (head.length > 0) queueMicrotask(() => this.onData(head));
  }

  get isOpen(): boolean {
    return this.state === 'open';
  }

  sendText(text: string): void {
    if (this.state === 'open') this.socket.write(encodeFrame(OP.text, Buffer.from(text, 'utf8')));
  }

  ping(): void {
    if (this.state === 'open') this.socket.write(encodeFrame(OP.ping, Buffer.alloc(0)));
  }

  /** §7.1.2: sends Close and waits a moment for the client's before dropping the connection. */
  close(code: number = CLOSE.normal, reason = ''): void {
    if (this.state !== 'open') return;
    this.state = 'closing';
    const payload = Buffer.alloc(2 + Buffer.byteLength(reason));
    payload.writeUInt16BE(code, 0);
    payload.write(reason, 2);
    this.socket.write(encodeFrame(OP.close, payload));
    this.closeTimer = setTimeout(() => this.socket.destroy(), 1000);
    this.closeTimer.unref();
  }

  terminate(): void {
    this.socket.destroy();
  }

  /** Fails the connection from inside `readFrame`, which then has no frame to give. */
  private refuseFrame(code: number, reason: string): undefined {
    this.fail(code, reason);
    return undefined;
  }

  /** §7.1.7: fails the connection; nothing more is read from it. */
  private fail(code: number, reason: string): void {
    this.buffered = Buffer.alloc(0);
    this.close(code, reason);
    this.socket.end();
  }

  private closed(): void {
    if (this.closeTimer) clearTimeout(this.closeTimer);
    if (this.state === 'closed') return;
    this.state = 'closed';
    this.onClose();
  }

  private onData(chunk: Buffer): void {
    this.buffered = this.buffered.length === 0 ? chunk : Buffer.concat([this.buffered, chunk]);
    while (this.state !== 'closed') {
      const frame = this.readFrame();
      if (!frame) return;
      this.onFrame(frame.fin, frame.opcode, frame.payload);
    }
  }

  /** §5.2's base framing; undefined until a whole frame has arrived (or after a failure). */
  private readFrame(): { fin: boolean; opcode: number; payload: Buffer } | undefined {
    const data = this.buffered;
    if (data.length < 2) return undefined;
    const first = data[0] as number;
    const second = data[1] as number;
    const opcode = first & 0x0f;
    let length = second & 0x7f;
    let offset = 2;
    if (length === 126) {
      if (data.length < 4) return undefined;
      length = data.readUInt16BE(2);
      offset = 4;
    } else if (length === 127) {
      if (data.length < 10) return undefined;
      const long = data.readBigUInt64BE(2);
      if (long > BigInt(this.maxPayload)) return this.refuseFrame(CLOSE.tooBig, 'frame too big');
      length = Number(long);
      offset = 10;
    }
    if ((first & 0x70) !== 0) return this.refuseFrame(CLOSE.protocol, 'no extension was negotiated');
    if ((second & 0x80) === 0) return this.refuseFrame(CLOSE.protocol, 'client frames must be masked');
    if (opcode >= OP.close && ((first & 0x80) === 0 || length > 125))
      return this.refuseFrame(CLOSE.protocol, 'control frames are short and unfragmented');
    if (length > this.maxPayload) return this.refuseFrame(CLOSE.tooBig, 'frame too big');
    if (data.length < offset + 4 + length) return undefined;
    const mask = data.subarray(offset, offset + 4);
    const payload = Buffer.from(data.subarray(offset + 4, offset + 4 + length));
    for (let i = 0; i < payload.length; i++) payload[i] = (payload[i] as number) ^ (mask[i & 3] as number);
    this.buffered = data.subarray(offset + 4 + length);
    return { fin: (first & 0x80) !== 0, opcode, payload };
  }

  private onFrame(fin: boolean, opcode: number, payload: Buffer): void {
    switch (opcode) {
      case OP.continuation:
        if (this.fragmentOpcode === 0) this.fail(CLOSE.protocol, 'continuation without a start');
        else this.addFragment(fin, payload);
        break;
      case OP.text:
      case OP.binary:
        if (this.fragmentOpcode !== 0) {
          this.fail(CLOSE.protocol, 'new message inside a fragmented one');
          break;
        }
        this.fragmentOpcode = opcode;
        this.addFragment(fin, payload);
        break;
      case OP.ping:
        if (this.state === 'open') this.socket.write(encodeFrame(OP.pong, payload));
        break;
      case OP.pong:
        this.onPong();
        break;
      case OP.close:
        this.onCloseFrame(payload);
        break;
      default:
        this.fail(CLOSE.protocol, `unknown opcode ${opcode}`);
    }
  }

  /** §5.5.1: answer a Close with a Close (echoing the status); then the server closes TCP first. */
  private onCloseFrame(payload: Buffer): void {
    if (payload.length === 1) {
      this.fail(CLOSE.protocol, 'malformed close');
      return;
    }
    if (this.state === 'open') {
      this.state = 'closing';
      this.socket.write(encodeFrame(OP.close, payload.subarray(0, 2)));
    }
    this.buffered = Buffer.alloc(0);
    this.socket.end();
  }

  private addFragment(fin: boolean, payload: Buffer): void {
    this.fragments.push(payload);
    this.fragmentSize += payload.length;
    if (this.fragmentSize > this.maxPayload) {
      this.fail(CLOSE.tooBig, 'message too big');
      return;
    }
    if (!fin) return;
    const message = this.fragments.length === 1 ? payload : Buffer.concat(this.fragments);
    const opcode = this.fragmentOpcode;
    this.fragments = [];
    this.fragmentOpcode = 0;
    this.fragmentSize = 0;
    if (opcode === OP.binary) {
      this.fail(CLOSE.unsupported, 'the relay speaks JSON text');
      return;
    }
    let text: string;
    try {
      text = utf8.decode(message);
    } catch {
      this.fail(CLOSE.invalidData, 'text frames must be UTF-8');
      return;
    }
    if (this.state === 'open') this.onText(text);
  }
}

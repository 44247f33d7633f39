import { createHash, generateKeyPairSync, type KeyObject, randomBytes, sign } from 'node:crypto';

/**
 * A software authenticator for the API tests, built from node:crypto: one ES256 (P-256) key,
 * attestation `none`, a signature counter it moves itself (or is told), and answers shaped as
 * a browser's `PublicKeyCredential.toJSON()`. Nothing of @simplewebauthn is used to make them,
 * so the server's verification is checked against an independent encoder.
 */

const b64u = (b: Uint8Array) => Buffer.from(b).toString('base64url');
const sha256 = (b: Uint8Array | string) => createHash('sha256').update(b).digest();

/** The little CBOR the attestation needs: unsigned/negative ints, byte and text strings, maps. */
function cbor(v: unknown): Buffer {
  const head = (major: number, n: number) => {
    if (n < 24) return Buffer.from([(major << 5) | n]);
    if (n < 256) return Buffer.from([(major << 5) | 24, n]);
    if (n < 65536) return Buffer.from([(major << 5) | 25, n >> 8, n & 255]);
    const b = Buffer.alloc(5);
    b[0] = (major << 5) | 26;
    b.writeUInt32BE(n, 1);
    return b;
  };
  if (typeof v === 'number') return v >= 0 ? head(0, v) : head(1, -1 - v);
  if (typeof v === 'string') return Buffer.concat([head(3, Buffer.byteLength(v)), Buffer.from(v)]);
  if (v instanceof Uint8Array) return Buffer.concat([head(2, v.length), Buffer.from(v)]);
  if (v instanceof Map) {
    const parts: Uint8Array[] = [head(5, v.size)];
    for (const [k, x] of v) parts.push(cbor(k), cbor(x));
    return Buffer.concat(parts);
  }
  throw new Error(`cbor: ${typeof v}`);
}

const u32 = (n: number) => {
  const b = Buffer.alloc(4);
  b.writeUInt32BE(n >>> 0);
  return b;
};

interface Options {
  challenge: string;
  rp?: { id?: string };
  rpId?: string;
}

export interface SoftAuthenticator {
  credentialId: string;
  counter: number;
  /** The answer to registration options, as the browser posts it. */
  register(options: Options, over?: { origin?: string; rpId?: string }): Record<string, unknown>;
  /** The answer to sign-in options; `counter` overrides the next count (one that goes back). */
  assert(options: Options, over?: { counter?: number; origin?: string }): Record<string, unknown>;
}

/** A new authenticator for `origin` (its RP ID is the origin's host unless the options name one). */
export function softAuthenticator(origin = 'http://localhost:4321'): SoftAuthenticator {
  const { privateKey, publicKey } = generateKeyPairSync('ec', { namedCurve: 'P-256' });
  const jwk = (publicKey as KeyObject).export({ format: 'jwk' });
  const credId = randomBytes(32);
  const cose = cbor(
    new Map<number, unknown>([
      [1, 2], // kty: EC2
      [3, -7], // alg: ES256
      [-1, 1], // crv: P-256
      [-2, Buffer.from(jwk.x!, 'base64url')],
      [-3, Buffer.from(jwk.y!, 'base64url')],
    ]),
  );
  const clientData = (type: string, challenge: string, o: string) =>
    Buffer.from(JSON.stringify({ type, challenge, origin: o, crossOrigin: false }));
  const host = new URL(origin).hostname;
  const auth: SoftAuthenticator = {
    credentialId: b64u(credId),
    counter: 0,
    register(options, over = {}) {
      const rpId = over.rpId ?? options.rp?.id ?? host;
      const idLen = Buffer.alloc(2);
      idLen.writeUInt16BE(credId.length);
      // Flags: user present, user verified, attested credential data included.
      const authData = Buffer.concat([
        sha256(rpId),
        Buffer.from([0x01 | 0x04 | 0x40]),
        u32(auth.counter),
        Buffer.alloc(16),
        idLen,
        credId,
        cose,
      ]);
      const attestationObject = cbor(
        new Map<string, unknown>([
          ['fmt', 'none'],
          ['attStmt', new Map()],
          ['authData', authData],
        ]),
      );
      return {
        id: b64u(credId),
        rawId: b64u(credId),
        type: 'public-key',
        response: {
          clientDataJSON: b64u(clientData('webauthn.create', options.challenge, over.origin ?? origin)),
          attestationObject: b64u(attestationObject),
          transports: ['internal'],
        },
        clientExtensionResults: {},
        authenticatorAttachment: 'platform',
      };
    },
    assert(options, over = {}) {
      auth.counter = over.counter ?? auth.counter + 1;
      const rpId = options.rpId ?? host;
      const authData = Buffer.concat([sha256(rpId), Buffer.from([0x01 | 0x04]), u32(auth.counter)]);
      const cd = clientData('webauthn.get', options.challenge, over.origin ?? origin);
      // ES256 as WebAuthn sends it: a DER-encoded ECDSA signature over authData ‖ SHA-256(clientDataJSON).
      const signature = sign('sha256', Buffer.concat([authData, sha256(cd)]), privateKey);
      return {
        id: b64u(credId),
        rawId: b64u(credId),
        type: 'public-key',
        response: {
          clientDataJSON: b64u(cd),
          authenticatorData: b64u(authData),
          signature: b64u(signature),
        },
        clientExtensionResults: {},
        authenticatorAttachment: 'platform',
      };
    },
  };
  return auth;
}

type Post = (
  path: string,
  body: unknown,
  cookie?: string,
  headers?: Record<string, string>,
) => Promise<{ status: number; json: any }>;

/** Adds a passkey to the signed-in person of `cookie` through the API: the authenticator and the answer. */
export async function addPasskey(post: Post, cookie: string, name = 'Laptop', auth = softAuthenticator()) {
  const opts = await post('/passkeys/options', {}, cookie);
  if (opts.status !== 200) throw new Error(`passkey options: ${opts.status} ${JSON.stringify(opts.json)}`);
  const res = await post('/passkeys/register', { name, response: auth.register(opts.json.data.options) }, cookie);
  return { auth, res, id: res.json?.data?.id as number };
}

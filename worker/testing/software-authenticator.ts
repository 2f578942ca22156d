/**
 * A software passkey for worker tests: an ES256 key pair and the WebAuthn messages a browser would
 * send (attestation "none", authenticatorData, clientDataJSON, a DER signature), built with
 * WebCrypto so @simplewebauthn/server verifies them for real.
 */
const encoder = new TextEncoder();

export const toBase64Url = (bytes: Uint8Array) => {
  let binary = "";
  for (const b of bytes) binary += String.fromCharCode(b);
  return btoa(binary).replace(/\+/g, "-").replace(/\//g, "_").replace(/=+$/, "");
};

const concat = (...parts: Uint8Array[]) => {
  const out = new Uint8Array(parts.reduce((n, p) => n + p.length, 0));
  let offset = 0;
  for (const p of parts) {
    out.set(p, offset);
    offset += p.length;
  }
  return out;
};

const sha256 = async (bytes: Uint8Array) => new Uint8Array(await crypto.subtle.digest("SHA-256", bytes as Uint8Array<ArrayBuffer>));

/** The CBOR head of a major type with its length or value. */
function cborHead(major: number, n: number): Uint8Array {
  if (n < 24) return Uint8Array.of((major << 5) | n);
  if (n < 256) return Uint8Array.of((major << 5) | 24, n);
  return Uint8Array.of((major << 5) | 25, n >> 8, n & 0xff);
}

type Cbor = number | string | Uint8Array | Map<number | string, Cbor>;

/** Just enough CBOR for an attestation object and a COSE key. */
function cbor(value: Cbor): Uint8Array {
  if (typeof value === "number") return value >= 0 ? cborHead(0, value) : cborHead(1, -1 - value);
  if (typeof value === "string") {
    const bytes = encoder.encode(value);
    return concat(cborHead(3, bytes.length), bytes);
  }
  if (value instanceof Uint8Array) return concat(cborHead(2, value.length), value);
  return concat(cborHead(5, value.size), ...[...value].flatMap(([k, v]) => [cbor(k), cbor(v)]));
}

/** WebCrypto signs ECDSA as r‖s; WebAuthn carries it DER-encoded. */
function derSignature(raw: Uint8Array): Uint8Array {
  const integer = (bytes: Uint8Array) => {
    let start = 0;
    while (start < bytes.length - 1 && bytes[start] === 0) start++;
    let trimmed = bytes.slice(start);
    if (trimmed[0] & 0x80) trimmed = concat(Uint8Array.of(0), trimmed);
    return concat(Uint8Array.of(0x02, trimmed.length), trimmed);
  };
  const body = concat(integer(raw.slice(0, 32)), integer(raw.slice(32)));
  return concat(Uint8Array.of(0x30, body.length), body);
}

const FLAG_USER_PRESENT = 0x01;
const FLAG_USER_VERIFIED = 0x04;
const FLAG_ATTESTED_DATA = 0x40;

export class SoftwareAuthenticator {
  readonly credentialId = crypto.getRandomValues(new Uint8Array(32));
  /** The signature counter; set it to replay an old value. */
  counter = 0;
  private keys?: CryptoKeyPair;
  private userHandle = new Uint8Array();

  constructor(
    readonly origin: string,
    readonly rpId = new URL(origin).hostname,
  ) {}

  get id(): string {
    return toBase64Url(this.credentialId);
  }

  private async authenticatorData(flags: number, attested?: Uint8Array) {
    const count = Uint8Array.of(this.counter >>> 24, (this.counter >>> 16) & 0xff, (this.counter >>> 8) & 0xff, this.counter & 0xff);
    return concat(await sha256(encoder.encode(this.rpId)), Uint8Array.of(flags), count, attested ?? new Uint8Array());
  }

  private clientData(type: string, challenge: string) {
    return encoder.encode(JSON.stringify({ type, challenge, origin: this.origin, crossOrigin: false }));
  }

  /** The RegistrationResponseJSON answering `options` (from /registration/options). */
  async register(options: { challenge: string; user: { id: string } }) {
    this.keys = (await crypto.subtle.generateKey({ name: "ECDSA", namedCurve: "P-256" }, true, ["sign", "verify"])) as CryptoKeyPair;
    this.userHandle = Uint8Array.from(atob(options.user.id.replace(/-/g, "+").replace(/_/g, "/")), (ch) => ch.charCodeAt(0));
    const jwk = await crypto.subtle.exportKey("jwk", this.keys.publicKey);
    const coordinate = (b64: string) => Uint8Array.from(atob(b64.replace(/-/g, "+").replace(/_/g, "/")), (ch) => ch.charCodeAt(0));
    const coseKey = cbor(
      new Map<number, Cbor>([
        [1, 2],
        [3, -7],
        [-1, 1],
        [-2, coordinate(jwk.x ?? "")],
        [-3, coordinate(jwk.y ?? "")],
      ]),
    );
    const attested = concat(new Uint8Array(16), Uint8Array.of(0, this.credentialId.length), this.credentialId, coseKey);
    const authData = await this.authenticatorData(FLAG_USER_PRESENT | FLAG_USER_VERIFIED | FLAG_ATTESTED_DATA, attested);
    const attestationObject = cbor(
      new Map<string, Cbor>([
        ["fmt", "none"],
        ["attStmt", new Map()],
        ["authData", authData],
      ]),
    );
    return {
      id: this.id,
      rawId: this.id,
      type: "public-key" as const,
      clientExtensionResults: {},
      response: {
        clientDataJSON: toBase64Url(this.clientData("webauthn.create", options.challenge)),
        attestationObject: toBase64Url(attestationObject),
        transports: ["internal"],
      },
    };
  }

  /**
   * The AuthenticationResponseJSON answering `options` (from /sign-in/options). `userVerified:
   * false` answers like a security key without a PIN: user present, not verified.
   */
  async assert(options: { challenge: string }, { userVerified = true }: { userVerified?: boolean } = {}) {
    if (!this.keys) throw new Error("register first");
    const authData = await this.authenticatorData(FLAG_USER_PRESENT | (userVerified ? FLAG_USER_VERIFIED : 0));
    const clientData = this.clientData("webauthn.get", options.challenge);
    const signed = concat(authData, await sha256(clientData));
    const raw = new Uint8Array(await crypto.subtle.sign({ name: "ECDSA", hash: "SHA-256" }, this.keys.privateKey, signed as Uint8Array<ArrayBuffer>));
    return {
      id: this.id,
      rawId: this.id,
      type: "public-key" as const,
      clientExtensionResults: {},
      response: {
        clientDataJSON: toBase64Url(clientData),
        authenticatorData: toBase64Url(authData),
        signature: toBase64Url(derSignature(raw)),
        userHandle: toBase64Url(this.userHandle),
      },
    };
  }
}

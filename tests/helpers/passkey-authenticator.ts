/**
 * A software passkey authenticator for the route tests (never imported by the app): an ES256
 * key pair made with node:crypto, answering the server's WebAuthn options as a browser and
 * security key would, with attestation "none". Its answers are real: the server checks them
 * with @simplewebauthn/server exactly as it checks a browser's.
 */
import { createHash, generateKeyPairSync, randomBytes, sign, type KeyObject } from "node:crypto";
import { relyingParty } from "@/platform/auth/webauthn";
import { db } from "@/platform/db";

type Cbor = number | string | Uint8Array | Cbor[] | Map<Cbor, Cbor> | { [key: string]: Cbor };

/** Just enough CBOR (RFC 8949) for an attestation object and a COSE key. */
function cbor(value: Cbor): Buffer {
  const head = (major: number, length: number) => {
    const type = major << 5;
    if (length < 24) return Buffer.from([type | length]);
    if (length < 256) return Buffer.from([type | 24, length]);
    const bytes = Buffer.alloc(3);
    bytes[0] = type | 25;
    bytes.writeUInt16BE(length, 1);
    return bytes;
  };
  if (typeof value === "number") return value >= 0 ? head(0, value) : head(1, -1 - value);
  if (typeof value === "string") {
    const text = Buffer.from(value, "utf8");
    return Buffer.concat([head(3, text.length), text]);
  }
  if (value instanceof Uint8Array) return Buffer.concat([head(2, value.length), value]);
  if (Array.isArray(value)) return Buffer.concat([head(4, value.length), ...value.map(cbor)]);
  const entries = value instanceof Map ? [...value.entries()] : Object.entries(value);
  return Buffer.concat([
    head(5, entries.length),
    ...entries.flatMap(([k, v]) => [cbor(k), cbor(v)]),
  ]);
}

const b64url = (bytes: Uint8Array) => Buffer.from(bytes).toString("base64url");
const sha256 = (bytes: Uint8Array | string) => createHash("sha256").update(bytes).digest();

const FLAG_USER_PRESENT = 0x01;
const FLAG_USER_VERIFIED = 0x04;
const FLAG_ATTESTED_DATA = 0x40;

export interface CreationOptions {
  challenge: string;
  rp: { id?: string };
}
export interface RequestOptions {
  challenge: string;
  rpId?: string;
}

export class PasskeyAuthenticator {
  readonly credentialId = randomBytes(16);
  private readonly privateKey: KeyObject;
  private readonly publicKey: KeyObject;
  private counter = 0;

  /** `origin`: the page the browser would say it is on (the app's own, by default). */
  constructor(private readonly origin = relyingParty().origin) {
    const pair = generateKeyPairSync("ec", { namedCurve: "P-256" });
    this.privateKey = pair.privateKey;
    this.publicKey = pair.publicKey;
  }

  get id(): string {
    return b64url(this.credentialId);
  }

  private clientData(type: "webauthn.create" | "webauthn.get", challenge: string, origin: string) {
    return Buffer.from(JSON.stringify({ type, challenge, origin, crossOrigin: false }), "utf8");
  }

  private authenticatorData(rpId: string, flags: number, attested?: Buffer) {
    const count = Buffer.alloc(4);
    count.writeUInt32BE(++this.counter);
    return Buffer.concat([
      sha256(rpId),
      Buffer.from([flags]),
      count,
      ...(attested ? [attested] : []),
    ]);
  }

  /** The public key as COSE, as the server keeps it. */
  coseKey(): Buffer {
    const jwk = this.publicKey.export({ format: "jwk" });
    return cbor(
      new Map<Cbor, Cbor>([
        [1, 2], // kty: EC2
        [3, -7], // alg: ES256
        [-1, 1], // crv: P-256
        [-2, Buffer.from(jwk.x!, "base64url")],
        [-3, Buffer.from(jwk.y!, "base64url")],
      ]),
    );
  }

  /** The answer of `startRegistration` to the server's creation options. */
  register(options: CreationOptions) {
    const idLength = Buffer.alloc(2);
    idLength.writeUInt16BE(this.credentialId.length);
    const attested = Buffer.concat([Buffer.alloc(16), idLength, this.credentialId, this.coseKey()]);
    const authData = this.authenticatorData(
      options.rp.id ?? new URL(this.origin).hostname,
      FLAG_USER_PRESENT | FLAG_USER_VERIFIED | FLAG_ATTESTED_DATA,
      attested,
    );
    return {
      id: this.id,
      rawId: this.id,
      type: "public-key" as const,
      clientExtensionResults: {},
      response: {
        clientDataJSON: b64url(this.clientData("webauthn.create", options.challenge, this.origin)),
        attestationObject: b64url(cbor({ fmt: "none", attStmt: {}, authData })),
        transports: ["usb"],
      },
    };
  }

  /**
   * The answer of `startAuthentication` to the server's request options: a signature.
   * `origin`: the page the browser is on, when it is not the app (a look-alike site).
   */
  sign(options: RequestOptions, { origin = this.origin }: { origin?: string } = {}) {
    const authData = this.authenticatorData(
      options.rpId ?? new URL(this.origin).hostname,
      FLAG_USER_PRESENT | FLAG_USER_VERIFIED,
    );
    const clientData = this.clientData("webauthn.get", options.challenge, origin);
    const signature = sign(
      "sha256",
      Buffer.concat([authData, sha256(clientData)]),
      this.privateKey,
    );
    return {
      id: this.id,
      rawId: this.id,
      type: "public-key" as const,
      clientExtensionResults: {},
      response: {
        clientDataJSON: b64url(clientData),
        authenticatorData: b64url(authData),
        signature: b64url(signature),
      },
    };
  }
}

/** A passkey for the account straight in the database, as if registered; answers its key. */
export async function givePasskey(userId: string, name = "Test key") {
  const authenticator = new PasskeyAuthenticator();
  await db.passkey.create({
    data: {
      userId,
      credentialId: authenticator.id,
      publicKey: new Uint8Array(authenticator.coseKey()),
      transports: ["usb"],
      name,
    },
  });
  return authenticator;
}

/**
 * A passkey authenticator in software, for tests only: it answers the options the server gives with the
 * responses a browser would send (as @simplewebauthn/browser encodes them), signing with a real P-256
 * key (node:crypto). CBOR is written by @simplewebauthn/server's own encoder; nothing here verifies
 * anything, the server under test does. Options let a test break one thing at a time (origin, flags,
 * counter, whose credential).
 */
import { createHash, createPublicKey, createSign, generateKeyPairSync, randomBytes, type KeyObject } from 'node:crypto';
import { isoCBOR } from '@simplewebauthn/server/helpers';
import type {
  AuthenticationResponseJSON,
  PublicKeyCredentialCreationOptionsJSON,
  PublicKeyCredentialRequestOptionsJSON,
  RegistrationResponseJSON,
} from '@simplewebauthn/server';

const FLAG_UP = 0x01;
const FLAG_UV = 0x04;
const FLAG_BE = 0x08;
const FLAG_BS = 0x10;
const FLAG_AT = 0x40;

export interface SoftwareCredential {
  id: Buffer;
  privateKey: KeyObject;
  rpId: string;
  userHandle: string;
  counter: number;
}

export interface CeremonyOverrides {
  /** The origin the "browser" reports in clientDataJSON (default: the authenticator's). */
  origin?: string;
  /** Leave out user verification (the UV flag). */
  withoutUserVerification?: boolean;
}

const sha256 = (data: Buffer | string) => createHash('sha256').update(data).digest();
const b64url = (data: Buffer | Uint8Array) => Buffer.from(data).toString('base64url');

export class SoftwareAuthenticator {
  readonly credentials: SoftwareCredential[] = [];

  constructor(
    private readonly settings: {
      origin: string;
      /** The model id it reports at registration (all zeros, like most software authenticators, by default). */
      aaguid?: string;
      /** How much the signature counter moves per signature (0: a synced passkey that does not count). */
      counterStep?: number;
      /** A synced passkey (backup eligible and backed up). */
      synced?: boolean;
    },
  ) {}

  /** navigator.credentials.create(): a new discoverable credential for the options' relying party and user. */
  register(
    options: PublicKeyCredentialCreationOptionsJSON,
    overrides: CeremonyOverrides & { reuse?: SoftwareCredential } = {},
  ): RegistrationResponseJSON {
    const { privateKey, publicKey } = overrides.reuse
      ? { privateKey: overrides.reuse.privateKey, publicKey: createPublicKey(overrides.reuse.privateKey) }
      : generateKeyPairSync('ec', { namedCurve: 'P-256' });
    const jwk = publicKey.export({ format: 'jwk' });
    const cose = new Map<number, number | Uint8Array>([
      [1, 2], // kty: EC2
      [3, -7], // alg: ES256
      [-1, 1], // crv: P-256
      [-2, new Uint8Array(Buffer.from(jwk.x!, 'base64url'))],
      [-3, new Uint8Array(Buffer.from(jwk.y!, 'base64url'))],
    ]);
    const id = overrides.reuse?.id ?? randomBytes(16);
    const rpId = options.rp.id ?? new URL(this.settings.origin).hostname;
    const credential: SoftwareCredential = { id, privateKey, rpId, userHandle: options.user.id, counter: 0 };
    if (!overrides.reuse) this.credentials.push(credential);

    const counter = Buffer.alloc(4);
    counter.writeUInt32BE(credential.counter);
    const idLength = Buffer.alloc(2);
    idLength.writeUInt16BE(id.length);
    const authData = Buffer.concat([
      sha256(rpId),
      Buffer.from([this.flags(overrides) | FLAG_AT]),
      counter,
      Buffer.from((this.settings.aaguid ?? '00000000-0000-0000-0000-000000000000').replaceAll('-', ''), 'hex'),
      idLength,
      id,
      Buffer.from(isoCBOR.encode(cose)),
    ]);
    const attestationObject = isoCBOR.encode(
      new Map<string, string | Map<string, string> | Uint8Array>([
        ['fmt', 'none'],
        ['attStmt', new Map<string, string>()],
        ['authData', new Uint8Array(authData)],
      ]),
    );
    const clientDataJSON = this.clientData('webauthn.create', options.challenge, overrides);
    return {
      id: b64url(id),
      rawId: b64url(id),
      type: 'public-key',
      authenticatorAttachment: 'platform',
      clientExtensionResults: {},
      response: { clientDataJSON: b64url(clientDataJSON), attestationObject: b64url(attestationObject), transports: ['internal'] },
    };
  }

  /** navigator.credentials.get() with a discoverable credential: signs the options' challenge. */
  authenticate(
    options: PublicKeyCredentialRequestOptionsJSON,
    overrides: CeremonyOverrides & { credential?: SoftwareCredential; counter?: number } = {},
  ): AuthenticationResponseJSON {
    const credential = overrides.credential ?? this.credentials.at(-1);
    if (!credential) throw new Error('the software authenticator has no credential: register one first');
    credential.counter = overrides.counter ?? credential.counter + (this.settings.counterStep ?? 0);
    const counter = Buffer.alloc(4);
    counter.writeUInt32BE(credential.counter);
    const authData = Buffer.concat([sha256(options.rpId ?? credential.rpId), Buffer.from([this.flags(overrides)]), counter]);
    const clientDataJSON = this.clientData('webauthn.get', options.challenge, overrides);
    const signature = createSign('SHA256')
      .update(Buffer.concat([authData, sha256(clientDataJSON)]))
      .sign(credential.privateKey);
    return {
      id: b64url(credential.id),
      rawId: b64url(credential.id),
      type: 'public-key',
      authenticatorAttachment: 'platform',
      clientExtensionResults: {},
      response: {
        clientDataJSON: b64url(clientDataJSON),
        authenticatorData: b64url(authData),
        signature: b64url(signature),
        userHandle: credential.userHandle,
      },
    };
  }

  private flags(overrides: CeremonyOverrides): number {
    const synced = this.settings.synced ? FLAG_BE | FLAG_BS : 0;
    return FLAG_UP | (overrides.withoutUserVerification ? 0 : FLAG_UV) | synced;
  }

  private clientData(type: string, challenge: string, overrides: CeremonyOverrides): Buffer {
    return Buffer.from(JSON.stringify({ type, challenge, origin: overrides.origin ?? this.settings.origin, crossOrigin: false }));
  }
}

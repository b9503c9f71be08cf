import { createCipheriv, createDecipheriv, hkdfSync, randomBytes } from 'node:crypto';

/**
 * Secrets the server must be able to use again later (the per-key callback signing secret) are stored
 * sealed: AES-256-GCM under a key derived (HKDF-SHA256) from the server secret, SESSION_SECRET. A database
 * reader without that secret learns nothing and cannot forge a signature. Format: `v1.` + base64url of
 * IV (12 bytes) | tag (16 bytes) | ciphertext.
 */
const VERSION = 'v1.';
const INFO = 'docread sealed secrets v1';

/**
 * The key belongs to the installation whose database holds the sealed values, so it is kept per database
 * handle: one process may run several installations (the test suites do), each with its own secret.
 */
const keys = new WeakMap<object, Buffer>();

/** Called at start (web and worker alike) with the database handle and the server secret. */
export function registerSealingSecret(db: object, serverSecret: string): void {
  keys.set(db, Buffer.from(hkdfSync('sha256', serverSecret, Buffer.alloc(0), INFO, 32)));
}

function key(db: object): Buffer {
  const found = keys.get(db);
  if (!found) throw new Error('Secret sealing is not set up: call registerSealingSecret at start');
  return found;
}

export function sealSecret(db: object, plain: string): string {
  const iv = randomBytes(12);
  const cipher = createCipheriv('aes-256-gcm', key(db), iv);
  const body = Buffer.concat([cipher.update(plain, 'utf8'), cipher.final()]);
  return `${VERSION}${Buffer.concat([iv, cipher.getAuthTag(), body]).toString('base64url')}`;
}

/** Opens a sealed secret; throws when it was sealed under another server secret or altered. */
export function openSecret(db: object, sealed: string): string {
  if (!sealed.startsWith(VERSION)) throw new Error('Not a sealed secret');
  const raw = Buffer.from(sealed.slice(VERSION.length), 'base64url');
  const decipher = createDecipheriv('aes-256-gcm', key(db), raw.subarray(0, 12));
  decipher.setAuthTag(raw.subarray(12, 28));
  return Buffer.concat([decipher.update(raw.subarray(28)), decipher.final()]).toString('utf8');
}

export function isSealed(value: string): boolean {
  return value.startsWith(VERSION);
}

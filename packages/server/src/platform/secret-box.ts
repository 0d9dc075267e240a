import { createCipheriv, createDecipheriv, createHash, randomBytes } from 'node:crypto';
import { dataDirSecret } from './data-dir-secret.ts';

/**
 * Secrets stored in the database (a centre's accounting client secret, later its OAuth tokens), encrypted at
 * rest with AES-256-GCM (Node's crypto): a copy of the database, a backup or a log of a query never holds
 * them in clear. A sealed value reads 'v1:' + base64url(iv | tag | ciphertext); the tag makes any change to
 * it fail to open. The key is ACCOUNTING_SECRET_KEY, or one generated under DATA_DIR like the file-signing
 * secret; instances on one database must share it.
 */
export interface SecretBox {
  seal(plain: string): string;
  open(sealed: string): string;
  /** Whether a stored value is sealed already (values written before encryption was added are not). */
  isSealed(value: string): boolean;
}

const PREFIX = 'v1:';
const IV_BYTES = 12;
const TAG_BYTES = 16;

/** A box on a key of any length: the key text is hashed to the 32 bytes AES-256 needs. */
export function secretBox(keyText: string): SecretBox {
  if (keyText.length < 32) throw new Error('the accounting secret key needs at least 32 characters');
  const key = createHash('sha256').update(keyText).digest();
  return {
    seal(plain) {
      const iv = randomBytes(IV_BYTES);
      const cipher = createCipheriv('aes-256-gcm', key, iv);
      const body = Buffer.concat([cipher.update(plain, 'utf8'), cipher.final()]);
      return PREFIX + Buffer.concat([iv, cipher.getAuthTag(), body]).toString('base64url');
    },
    open(sealed) {
      if (!sealed.startsWith(PREFIX)) throw new Error('not a sealed value');
      const raw = Buffer.from(sealed.slice(PREFIX.length), 'base64url');
      const decipher = createDecipheriv('aes-256-gcm', key, raw.subarray(0, IV_BYTES));
      decipher.setAuthTag(raw.subarray(IV_BYTES, IV_BYTES + TAG_BYTES));
      return Buffer.concat([decipher.update(raw.subarray(IV_BYTES + TAG_BYTES)), decipher.final()]).toString(
        'utf8',
      );
    },
    isSealed: (value) => value.startsWith(PREFIX),
  };
}

/** The box of this installation: ACCOUNTING_SECRET_KEY, or DATA_DIR/accounting-secret-key. */
export function accountingSecretBox(config: { accountingSecretKey?: string; dataDir: string }): SecretBox {
  return secretBox(config.accountingSecretKey ?? dataDirSecret(config.dataDir, 'accounting-secret-key'));
}

import { createCipheriv, createDecipheriv, hkdfSync, randomBytes } from 'node:crypto';
import { link, mkdir, open, readFile, rm, unlink } from 'node:fs/promises';
import path from 'node:path';

const magic = Buffer.from('TEF1'); // Tend encrypted file, format 1
const ivLength = 12;
const tagLength = 16;
const safeSegment = /^[A-Za-z0-9_-]{1,100}$/;

/**
 * A 32-byte AES key from a secret of at least 32 characters: a hex or base64 encoding of exactly
 * 32 bytes is used as is, anything else goes through HKDF-SHA256 with `purpose` as its info.
 */
export function deriveKey(secret: string, purpose: string): Buffer {
  if (/^[0-9a-f]{64}$/i.test(secret)) return Buffer.from(secret, 'hex');
  const base64 = Buffer.from(secret, 'base64');
  if (base64.length === 32 && /^[A-Za-z0-9+/]{43}=$/.test(secret)) return base64;
  return Buffer.from(hkdfSync('sha256', secret, 'tend', purpose, 32));
}

/** Encrypts with AES-256-GCM: magic | iv | ciphertext | tag. The AAD binds the bytes to their name. */
export function encryptBytes(key: Buffer, plain: Buffer, aad: string): Buffer {
  const iv = randomBytes(ivLength);
  const cipher = createCipheriv('aes-256-gcm', key, iv);
  cipher.setAAD(Buffer.from(aad));
  const body = Buffer.concat([cipher.update(plain), cipher.final()]);
  return Buffer.concat([magic, iv, body, cipher.getAuthTag()]);
}

export function decryptBytes(key: Buffer, sealed: Buffer, aad: string): Buffer {
  if (sealed.length < magic.length + ivLength + tagLength || !sealed.subarray(0, 4).equals(magic))
    throw new Error('not a Tend encrypted file');
  const iv = sealed.subarray(magic.length, magic.length + ivLength);
  const tag = sealed.subarray(sealed.length - tagLength);
  const decipher = createDecipheriv('aes-256-gcm', key, iv);
  decipher.setAAD(Buffer.from(aad));
  decipher.setAuthTag(tag);
  const body = sealed.subarray(magic.length + ivLength, sealed.length - tagLength);
  return Buffer.concat([decipher.update(body), decipher.final()]);
}

/**
 * Files encrypted at rest under `root/<owner>/<name>` (a storage volume every replica mounts).
 * Each file is written to a temporary name and linked into place, so a reader never sees half a
 * file and an existing file is never replaced, and
 * is authenticated with its owner and name, so a file moved to another owner does not decrypt.
 */
export class EncryptedFileStore {
  constructor(
    private readonly root: string,
    private readonly key: Buffer,
  ) {}

  private locate(owner: string, name: string): string {
    if (!safeSegment.test(owner) || !safeSegment.test(name))
      throw new Error('invalid file owner or name');
    return path.join(this.root, owner, name);
  }

  /** Writes a new file; fails if one of that name exists already (`exclusive`). */
  async write(owner: string, name: string, plain: Buffer): Promise<void> {
    const target = this.locate(owner, name);
    await mkdir(path.dirname(target), { recursive: true, mode: 0o700 });
    const temporary = `${target}.${randomBytes(6).toString('hex')}.tmp`;
    const handle = await open(temporary, 'wx', 0o600);
    try {
      await handle.writeFile(encryptBytes(this.key, plain, `${owner}/${name}`));
      await handle.sync();
    } finally {
      await handle.close();
    }
    // link() is atomic and refuses an existing name, where rename() would replace it.
    try {
      await link(temporary, target);
    } finally {
      await unlink(temporary).catch(() => undefined);
    }
  }

  /** The decrypted bytes, or undefined when there is no such file. */
  async read(owner: string, name: string): Promise<Buffer | undefined> {
    try {
      const sealed = await readFile(this.locate(owner, name));
      return decryptBytes(this.key, sealed, `${owner}/${name}`);
    } catch (error) {
      if ((error as NodeJS.ErrnoException).code === 'ENOENT') return undefined;
      throw error;
    }
  }

  async delete(owner: string, name: string): Promise<void> {
    await unlink(this.locate(owner, name)).catch((error: NodeJS.ErrnoException) => {
      if (error.code !== 'ENOENT') throw error;
    });
  }

  /** Removes every file of one owner (account erasure). */
  async deleteOwner(owner: string): Promise<void> {
    if (!safeSegment.test(owner)) throw new Error('invalid file owner');
    await rm(path.join(this.root, owner), { recursive: true, force: true });
  }
}

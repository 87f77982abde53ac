import { mkdtemp, readFile, readdir, rm } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { EncryptedFileStore, decryptBytes, deriveKey, encryptBytes } from './encrypted-file-store';

describe('EncryptedFileStore', () => {
  let root: string;
  const key = deriveKey('a secret of at least thirty-two characters', 'uploads');
  beforeEach(async () => (root = await mkdtemp(path.join(os.tmpdir(), 'tend-files-'))));
  afterEach(async () => rm(root, { recursive: true, force: true }));

  it('keeps files encrypted on disk and reads them back', async () => {
    const store = new EncryptedFileStore(root, key);
    const plain = Buffer.from('Blood pressure 120/80, Mom is doing well');
    await store.write('user-1', 'file-1', plain);
    const onDisk = await readFile(path.join(root, 'user-1', 'file-1'));
    expect(onDisk.includes(plain)).toBe(false);
    expect(await store.read('user-1', 'file-1')).toEqual(plain);
    expect(await readdir(path.join(root, 'user-1'))).toEqual(['file-1']);
  });

  it('refuses a second write of the same name, tampering and path tricks', async () => {
    const store = new EncryptedFileStore(root, key);
    await store.write('u', 'f', Buffer.from('one'));
    await expect(store.write('u', 'f', Buffer.from('two'))).rejects.toThrow('EEXIST');
    expect(await store.read('u', 'f')).toEqual(Buffer.from('one'));
    expect(await readdir(path.join(root, 'u'))).toEqual(['f']);
    const sealed = encryptBytes(key, Buffer.from('x'), 'u/f');
    sealed[sealed.length - 20] ^= 1;
    expect(() => decryptBytes(key, sealed, 'u/f')).toThrow();
    expect(() => decryptBytes(key, encryptBytes(key, Buffer.from('x'), 'u/f'), 'v/f')).toThrow();
    await expect(store.read('..', 'etc')).rejects.toThrow('invalid');
    expect(await store.read('u', 'missing')).toBeUndefined();
  });

  it('deletes one file or everything of an owner', async () => {
    const store = new EncryptedFileStore(root, key);
    await store.write('u', 'a', Buffer.from('a'));
    await store.write('u', 'b', Buffer.from('b'));
    await store.delete('u', 'a');
    await store.delete('u', 'a');
    expect(await store.read('u', 'a')).toBeUndefined();
    await store.deleteOwner('u');
    expect(await store.read('u', 'b')).toBeUndefined();
  });

  it('uses a 64-hex-digit secret as the key itself', () => {
    expect(deriveKey('ab'.repeat(32), 'x')).toEqual(Buffer.alloc(32, 0xab));
    expect(deriveKey('same', 'one')).not.toEqual(deriveKey('same', 'two'));
  });
});

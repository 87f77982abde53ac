import { sniffFileKind } from './file-kinds';

const bytes = (...parts: (number[] | string)[]) =>
  Uint8Array.from(
    parts.flatMap((part) => (typeof part === 'string' ? [...Buffer.from(part, 'latin1')] : part)),
  );

describe('sniffFileKind', () => {
  it.each([
    ['png', bytes([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a], 'rest')],
    ['jpeg', bytes([0xff, 0xd8, 0xff, 0xe0], 'JFIF')],
    ['gif', bytes('GIF89a....')],
    ['webp', bytes('RIFF\0\0\0\0WEBPVP8 ')],
    ['pdf', bytes('%PDF-1.7\n...')],
    ['doc', bytes([0xd0, 0xcf, 0x11, 0xe0, 0xa1, 0xb1, 0x1a, 0xe1], 'ole')],
    ['docx', bytes([0x50, 0x4b, 0x03, 0x04], '....[Content_Types].xml....word/document.xml')],
    ['txt', bytes('Mom took her pills at 8pm.\r\nTemperature 99.1\tF')],
    ['txt', Uint8Array.from(Buffer.from('Café — naïve ☕', 'utf8'))],
  ])('recognises %s', (kind, content) => {
    expect(sniffFileKind(content)).toBe(kind);
  });

  it.each([
    ['a Windows program', bytes('MZ\x90\0\x03\0\0\0')],
    ['a zip that is not a Word file', bytes([0x50, 0x4b, 0x03, 0x04], '....notes/readme.md')],
    ['invalid UTF-8 text', bytes([0x48, 0x69, 0xc3, 0x28])],
    ['text with NUL bytes', bytes('hello\0world')],
    ['an ELF binary', bytes([0x7f], 'ELF\x02\x01')],
    ['an empty file', bytes()],
    ['HTML pretending to be a PDF', bytes('<html><script>alert(1)</script>', [0x00])],
  ])('refuses %s', (_, content) => {
    expect(sniffFileKind(content)).toBeUndefined();
  });
});

import { FilesPath } from '@tend/contracts';
import {
  attachedFile,
  attachmentFilename,
  attachmentString,
  parseAttachment,
} from './attachment-refs';

const id = '3f0e6a3c-1d2b-4c5d-8e9f-0a1b2c3d4e5f';

describe('attachments kept on a message', () => {
  it('saves what a request sends as a file, and answers it with the same string', () => {
    const sent = `${FilesPath}/${id}|Mom's labs.pdf`;
    const saved = parseAttachment(sent);
    expect(saved).toEqual({ fileId: id, filename: "Mom's labs.pdf" });
    expect(saved && attachmentString(saved)).toBe(sent);
    expect(saved && attachedFile(saved)).toBe(saved);
    expect(saved && attachmentFilename(saved)).toBe("Mom's labs.pdf");
  });

  it.each([
    ['a whole address', `https://tend.care${FilesPath}/${id.toUpperCase()}|a.txt`, 'a.txt', true],
    ['another path', '/api/other/x|b|c.txt', 'b|c.txt', false],
    ['no name', '/z', undefined, false],
  ])('answers a verbatim value (%s) exactly as it was written', (_name, value, name, isFile) => {
    const kept = { verbatim: value };
    expect(attachmentString(kept)).toBe(value);
    expect(attachmentFilename(kept)).toBe(name);
    expect(attachedFile(kept)?.fileId).toBe(isFile ? id : undefined);
  });
});

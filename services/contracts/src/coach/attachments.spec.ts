import { splitAttachment } from './attachments';

describe('splitAttachment', () => {
  it("reads 'path|filename'", () => {
    expect(splitAttachment('/api/chat/files/abc|scan.pdf')).toEqual({
      path: '/api/chat/files/abc',
      filename: 'scan.pdf',
    });
  });

  it('divides at the first bar: a filename keeps the bars it holds', () => {
    expect(splitAttachment('/api/chat/files/abc|a|b.pdf')).toEqual({
      path: '/api/chat/files/abc',
      filename: 'a|b.pdf',
    });
    expect(splitAttachment('/api/chat/files/abc||')).toEqual({
      path: '/api/chat/files/abc',
      filename: '|',
    });
  });

  it('answers an empty filename as empty, for each user to name', () => {
    expect(splitAttachment('/api/chat/files/abc|')).toEqual({
      path: '/api/chat/files/abc',
      filename: '',
    });
  });

  it('answers no filename when there is no bar: the whole value is the path', () => {
    expect(splitAttachment('/api/chat/files/abc')).toEqual({
      path: '/api/chat/files/abc',
      filename: undefined,
    });
    expect(splitAttachment('')).toEqual({ path: '', filename: undefined });
  });
});

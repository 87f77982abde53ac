import { HttpException } from '@nestjs/common';
import { uploadedBytes, type UploadRules } from './uploaded-bytes';

const png = Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a, 0, 0]);
const rules: UploadRules = {
  maxMb: 1,
  kindOf: (bytes) => (bytes[0] === 0x89 ? 'png' : undefined),
  unsupported: 'Not a kind we take.',
};

/** The status and sentence an upload's body is refused with, or 'taken'. */
function verdict(body: unknown, withRules: UploadRules = rules) {
  try {
    uploadedBytes(body, withRules);
    return 'taken';
  } catch (error) {
    const refusal = error as HttpException;
    return [refusal.getStatus(), (refusal.getResponse() as { message: string }).message];
  }
}

describe('the bytes of an upload', () => {
  it('takes a file of a kind the route takes, within the limit', () => {
    expect(uploadedBytes(png, rules)).toBe(png);
  });

  it.each([
    ['nothing', undefined, [415, 'Not a kind we take.']],
    ['an empty body', Buffer.alloc(0), [415, 'Not a kind we take.']],
    ['a body that is not bytes', { file: 'x' }, [415, 'Not a kind we take.']],
    ['another kind', Buffer.from('hello'), [415, 'Not a kind we take.']],
    [
      'more than the limit',
      Buffer.concat([png, Buffer.alloc(1024 * 1024)]),
      [413, expect.stringContaining('1 MB')],
    ],
  ])('refuses %s', (_, body, expected) => {
    expect(verdict(body)).toEqual(expected);
  });

  it('says what to do when nothing came, where the route has a sentence for it', () => {
    const asking = { ...rules, nothingSent: 'Please choose a file.' };
    expect(verdict(undefined, asking)).toEqual([400, 'Please choose a file.']);
    expect(verdict(Buffer.alloc(0), asking)).toEqual([400, 'Please choose a file.']);
    expect(verdict({ file: 'x' }, asking)).toEqual([415, 'Not a kind we take.']);
  });
});

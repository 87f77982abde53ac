import { namesSubject, type ErasureSubject } from './erasure-subject';

const subject: ErasureSubject = {
  userId: '6f1c2d3e-0000-4000-8000-000000000001',
  emails: ['Delia.Ruiz@example.com', ''],
};

describe('namesSubject', () => {
  it.each([
    ['the id as a field', '{"userId":"6f1c2d3e-0000-4000-8000-000000000001"}', true],
    ['the id inside a link', '{"url":"/u/6f1c2d3e-0000-4000-8000-000000000001/x"}', true],
    ['the address in another case', '{"email":"delia.ruiz@EXAMPLE.com"}', true],
    ['the address nested deep', '{"a":{"b":["x","delia.ruiz@example.com"]}}', true],
    ['someone else', '{"userId":"6f1c2d3e-0000-4000-8000-000000000002","email":"a@b.c"}', false],
    ['an empty address never matches everything', '{"note":"nothing here"}', false],
  ])('%s', (_case, text, expected) => {
    expect(namesSubject(text, subject)).toBe(expected);
  });
});

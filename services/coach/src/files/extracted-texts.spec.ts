import { ExtractedTexts } from './extracted-texts';

describe('the texts of recent attachments', () => {
  const maria = 'maria-id';
  const omar = 'omar-id';

  function counting(text: string | undefined) {
    const extract = jest.fn(async () => text);
    return extract;
  }

  it('extracts a file once for several messages', async () => {
    const texts = new ExtractedTexts();
    const extract = counting('Blood pressure 142/90.');
    expect(await texts.read(maria, 'log', extract)).toBe('Blood pressure 142/90.');
    expect(await texts.read(maria, 'log', extract)).toBe('Blood pressure 142/90.');
    expect(extract).toHaveBeenCalledTimes(1);
  });

  it('tries an unreadable file again next time', async () => {
    const texts = new ExtractedTexts();
    const unreadable = counting(undefined);
    await texts.read(maria, 'scan', unreadable);
    await texts.read(maria, 'scan', unreadable);
    expect(unreadable).toHaveBeenCalledTimes(2);
  });

  it("forgets a deleted file or all of a user's files, and never another user's", async () => {
    const texts = new ExtractedTexts();
    for (const [who, id] of [
      [maria, 'log'],
      [maria, 'plan'],
      [omar, 'log'],
    ])
      await texts.read(who, id, counting(`${who} ${id}`));

    texts.forget(maria, ['plan']);
    const again = counting('maria plan, read again');
    expect(await texts.read(maria, 'plan', again)).toBe('maria plan, read again');
    expect(again).toHaveBeenCalledTimes(1);

    texts.forget(maria);
    const logAgain = counting('maria log, read again');
    expect(await texts.read(maria, 'log', logAgain)).toBe('maria log, read again');
    const omarsLog = counting('not used');
    expect(await texts.read(omar, 'log', omarsLog)).toBe('omar-id log');
    expect(omarsLog).not.toHaveBeenCalled();
  });
});

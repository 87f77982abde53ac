import { plainText } from './plain-text';

describe('plainText', () => {
  it.each([
    ['<b>Caring</b> at <i>home</i>', 'Caring at home'],
    ['<b>care</b>giver<br>tips<p>more', 'caregiver tips more'],
    ['Respite <script>alert(1)</script> care', 'Respite alert(1) care'],
    ['<img src=x onerror=alert(1)>Falls', 'Falls'],
    ['Sleep <!-- hidden --> tips', 'Sleep tips'],
    ['Broken <a href="x"', 'Broken'],
    ['  many\n\n spaces\t', 'many spaces'],
    ['2 < 3 and 5 > 4: blood pressure', '2 < 3 and 5 > 4: blood pressure'],
  ])('%j reads %j', (text, plain) => {
    expect(plainText(text)).toBe(plain);
  });
});

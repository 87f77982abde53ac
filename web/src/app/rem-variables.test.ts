import { variablesInRem } from './rem-variables';

describe("Ant Design's CSS variables in rem", () => {
  it('turns their px lengths into rem at a 16 px root, and leaves hairlines and the rest alone', () => {
    expect(
      variablesInRem(
        '.tend{--ant-font-size:16px;--ant-control-height:44px;--ant-line-width:1px;' +
          '--ant-color-primary:#2f6f62;--ant-box-shadow:0 6px 16px 0 rgba(0,0,0,0.08);}',
      ),
    ).toBe(
      '.tend{--ant-font-size:1rem;--ant-control-height:2.75rem;--ant-line-width:1px;' +
        '--ant-color-primary:#2f6f62;--ant-box-shadow:0 0.375rem 1rem 0 rgba(0,0,0,0.08);}',
    );
  });

  it('leaves the rules that are not variables to the transformer', () => {
    const rule = '.ant-btn{padding:4px 15px;--ant-btn-content-font-size:16px;}';
    expect(variablesInRem(rule)).toBe(
      '.ant-btn{padding:4px 15px;--ant-btn-content-font-size:1rem;}',
    );
  });
});

import { createCache, extractStyle, StyleProvider } from '@ant-design/cssinjs';
import { fireEvent, render } from '@testing-library/react';
import { Button, ConfigProvider, Modal } from 'antd';
import { useState } from 'react';
import { TendTheme } from './TendTheme';

/** Every Ant Design variable written with a px length over 1 px (hairlines stay in px). */
function pxVariables(css: string): string[] {
  return [...css.matchAll(/(--ant-[\w-]+):\s*(\d*\.?\d+)px/g)]
    .filter(([, , px]) => Number(px) > 1)
    .map(([, name, px]) => `${name}:${px}px`);
}

const headCss = () =>
  [...document.head.querySelectorAll('style')].map((style) => style.textContent ?? '').join('\n');

/** A screen that opens a dialog later, as a caregiver's tap does. */
function WithDialog({ open }: { open: boolean }) {
  return (
    <>
      <Button>Ask</Button>
      <Modal open={open} title="Contact Support" footer={null}>
        <p>We reply by email.</p>
      </Modal>
    </>
  );
}

describe("Ant Design's CSS variables in rem from the start", () => {
  afterEach(() => document.head.querySelectorAll('style').forEach((style) => style.remove()));

  it('are px when cssinjs writes them alone (what the theme has to convert)', () => {
    const cache = createCache();
    render(
      <StyleProvider cache={cache}>
        <ConfigProvider>
          <Button>Ask</Button>
        </ConfigProvider>
      </StyleProvider>,
    );
    expect(pxVariables(extractStyle(cache))).toContain('--ant-font-size:14px');
  });

  it('are rem in every style element the theme writes, also for components mounted later', () => {
    const cache = createCache();
    function Screen() {
      const [open, setOpen] = useState(false);
      return (
        <>
          <button type="button" onClick={() => setOpen(true)}>
            Support
          </button>
          {open ? <WithDialog open /> : null}
        </>
      );
    }
    const { getByText } = render(
      <StyleProvider cache={cache}>
        <TendTheme>
          <Screen />
        </TendTheme>
      </StyleProvider>,
    );
    expect(headCss()).toContain('--ant-font-size:1rem');
    fireEvent.click(getByText('Support'));
    expect(document.querySelector('.ant-modal')).not.toBeNull();
    // The dialog's own variables, and the tokens cssinjs writes again as it mounts.
    expect(headCss()).toMatch(/--ant-modal-[\w-]+:[\d.]+rem/);
    expect(pxVariables(headCss())).toEqual([]);
  });

  it('are rem in the styles extracted for a prerendered page', () => {
    const cache = createCache();
    render(
      <StyleProvider cache={cache}>
        <TendTheme>
          <WithDialog open />
        </TendTheme>
      </StyleProvider>,
    );
    const extracted = extractStyle(cache);
    expect(extracted).toContain('--ant-font-size:1rem');
    expect(extracted).toMatch(/--ant-modal-[\w-]+:[\d.]+rem/);
    expect(pxVariables(extracted)).toEqual([]);
  });
});

import { act, render, screen } from '@testing-library/react';
import { theme } from 'antd';
import useToken from 'antd/es/theme/useToken';
import { TendTheme } from './TendTheme';
import { fontStack, fontVariable } from './theme';

/** A device whose reduced-motion setting the test can change while the app is open. */
function deviceMotion(reduce: boolean) {
  const listeners = new Set<() => void>();
  const original = window.matchMedia;
  let matches = reduce;
  window.matchMedia = ((query: string) => ({
    get matches() {
      return query === '(prefers-reduced-motion: reduce)' && matches;
    },
    media: query,
    addEventListener: (_: string, listener: () => void) => listeners.add(listener),
    removeEventListener: (_: string, listener: () => void) => listeners.delete(listener),
  })) as unknown as typeof window.matchMedia;
  return {
    set(next: boolean) {
      matches = next;
      act(() => listeners.forEach((listener) => listener()));
    },
    restore: () => (window.matchMedia = original),
  };
}

/** What antd's components read: whether they may animate. */
function MotionProbe() {
  const { token } = theme.useToken();
  return <output aria-label="motion">{token.motion ? 'on' : 'off'}</output>;
}

const motion = () => screen.getByRole('status', { name: 'motion' }).textContent;

/** The app's theme on a device with that setting; what antd's components read from it. */
function onDevice(reduce: boolean) {
  const device = deviceMotion(reduce);
  render(
    <TendTheme>
      <MotionProbe />
    </TendTheme>,
  );
  return device;
}

describe('the theme and the device motion setting', () => {
  let device: ReturnType<typeof deviceMotion> | undefined;
  afterEach(() => device?.restore());

  it('lets dialogs, drawers and menus animate when the device has no preference', () => {
    device = onDevice(false);
    expect(motion()).toBe('on');
  });

  it('turns their motion off when the device asks for reduced motion, and follows a change', () => {
    device = onDevice(true);
    expect(motion()).toBe('off');
    device.set(false);
    expect(motion()).toBe('on');
    device.set(true);
    expect(motion()).toBe('off');
  });
});

describe('the font', () => {
  it('is set as the variable the stylesheets read, with the system font first', () => {
    render(
      <TendTheme>
        <p>Text</p>
      </TendTheme>,
    );
    const css = [...document.head.querySelectorAll('style')].map((s) => s.textContent).join('');
    const declared = new RegExp(`${fontVariable}:\\s*([^;}]+)`).exec(css)?.[1];
    expect(declared?.replace(/\s/g, '')).toBe(fontStack.replace(/\s/g, ''));
    expect(fontStack.startsWith('system-ui')).toBe(true);
  });
});

describe("antd's token hook as TendTheme takes it", () => {
  /** What the internal hook and the public one read, side by side. */
  function BothTokens() {
    const [, internal, internalHash] = useToken();
    const { token, hashId } = theme.useToken();
    const same = internal === token && internalHash === hashId;
    return <output aria-label="same">{same ? 'same' : 'different'}</output>;
  }

  it('is the public theme.useToken() (an antd upgrade that moves it fails here)', () => {
    render(
      <TendTheme>
        <BothTokens />
      </TendTheme>,
    );
    expect(screen.getByRole('status', { name: 'same' })).toHaveTextContent('same');
  });
});

import './form.css';
import { EyeInvisibleOutlined, EyeOutlined } from '@ant-design/icons';
import { useState, type ComponentPropsWithRef } from 'react';

/** A native password field with a keyboard-reachable show/hide button (no component library). */
export function NativePasswordInput({
  className,
  ...props
}: Omit<ComponentPropsWithRef<'input'>, 'type'>) {
  const [visible, setVisible] = useState(false);
  return (
    <span className="native-input-group">
      <input
        {...props}
        className={`native-input ${className ?? ''}`}
        type={visible ? 'text' : 'password'}
      />
      <button
        type="button"
        className="icon-link password-toggle native-input-group__suffix"
        onClick={() => setVisible((v) => !v)}
        aria-label={visible ? 'Hide password' : 'Show password'}
        aria-pressed={visible}
      >
        {visible ? <EyeInvisibleOutlined aria-hidden /> : <EyeOutlined aria-hidden />}
      </button>
    </span>
  );
}

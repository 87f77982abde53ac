// @ant-design/icons in tests: every icon is a plain span (icons are decorative here), which
// avoids loading thousands of icon modules per test file.
const React = require('react');

const cache = new Map();
function icon(name) {
  if (!cache.has(name)) {
    const Icon = React.forwardRef(function Icon(props, ref) {
      const { className, style, onClick } = props;
      return React.createElement('span', {
        ref,
        role: props.role,
        'aria-hidden': props['aria-hidden'] ?? true,
        'aria-label': props['aria-label'],
        'data-icon': name,
        className,
        style,
        onClick,
      });
    });
    Icon.displayName = name;
    cache.set(name, Icon);
  }
  return cache.get(name);
}

module.exports = new Proxy(
  {},
  {
    get(_target, name) {
      if (name === '__esModule') return true;
      if (typeof name !== 'string') return undefined;
      if (name === 'default') return icon('AntdIcon');
      return icon(name);
    },
  },
);

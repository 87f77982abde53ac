import type { Plugin } from 'vite';

/** What antd's ConfigProvider imports for its `tooltip.unique` option. */
const uniqueProviderImport = '../tooltip/UniqueProvider';
const configProvider = /[\\/]antd[\\/]es[\\/]config-provider[\\/]index\.js$/;
const stubId = '\0tend-unique-tooltips-unused';

/**
 * antd's ConfigProvider imports the Tooltip's UniqueProvider statically, and with it
 * @rc-component/trigger, its motion, portal and resize observer (about 20 KB gzip), though it only
 * renders it when given `tooltip={{ unique: true }}`, which Tend never does. Every app shell holds
 * a ConfigProvider, so without this they sat in the landing's first download. The stub only
 * stands in for the ConfigProvider's import: a Tooltip still imports and renders the real one, in
 * the chunk of the screen that shows it.
 */
export function withoutUniqueTooltips(): Plugin {
  return {
    name: 'tend-without-unique-tooltips',
    enforce: 'pre',
    resolveId(source, importer) {
      if (source === uniqueProviderImport && importer && configProvider.test(importer))
        return stubId;
      return null;
    },
    load(id) {
      if (id !== stubId) return null;
      // Were the option ever set, tooltips would show one by one, as they do now, not break.
      return 'export default function UniqueProvider({ children }) { return children; }\n';
    },
  };
}

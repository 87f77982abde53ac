import type { Plugin } from 'vite';

/**
 * The modules the entry imports statically, directly or not (not those behind a dynamic import,
 * the routes), as the bundler knows them once every module is parsed: the code-splitting groups
 * consult it when they place modules in chunks.
 */
function createEntryGraph() {
  const modules = new Set<string>();
  const plugin: Plugin = {
    name: 'tend-entry-graph',
    apply: 'build',
    buildEnd() {
      modules.clear();
      const queue = [...this.getModuleIds()].filter((id) => this.getModuleInfo(id)?.isEntry);
      while (queue.length > 0) {
        const id = queue.pop() as string;
        if (modules.has(id)) continue;
        modules.add(id);
        queue.push(...(this.getModuleInfo(id)?.importedIds ?? []));
      }
    },
  };
  return { plugin, has: (id: string) => modules.has(id) };
}

export const entryGraph = createEntryGraph();

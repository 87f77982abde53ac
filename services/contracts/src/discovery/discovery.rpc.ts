/** RPC patterns answered by discovery, as defineRpc('discovery', ...) entries. */
export const DiscoveryRpc = {} as const;

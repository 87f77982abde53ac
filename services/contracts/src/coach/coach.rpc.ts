/** RPC patterns answered by coach, as defineRpc('coach', ...) entries. */
export const CoachRpc = {} as const;

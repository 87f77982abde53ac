/** RPC patterns answered by assessment, as defineRpc('assessment', ...) entries. */
export const AssessmentRpc = {} as const;

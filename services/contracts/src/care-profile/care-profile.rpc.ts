/** RPC patterns answered by care-profile, as defineRpc('care-profile', ...) entries. */
export const CareProfileRpc = {} as const;

/**
 * One message of slack, a figure's resolution, for the floors recorded on labelled sets: the 4-bit
 * encoder's kernels round a little differently on another processor, and a message on a threshold
 * can turn (set-j's urgent crises at an emergency: 61 of 80 where the floor was recorded, 60 of 80
 * on a later machine; the untouched safety set's ordinary messages at an emergency: 4 of 360, then
 * 5 of 360 on another; same code and package). Two messages worse still fails.
 */
export const oneMessage = (count: number) => 1 / Math.max(count, 1) + 1e-9;

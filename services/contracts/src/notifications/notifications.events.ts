/** Events raised by notifications. */
export {};

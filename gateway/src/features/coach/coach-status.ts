import { Injectable } from '@nestjs/common';
import { CoachRpc } from '@tend/contracts';
import { RpcClient } from '@tend/platform';

const ttlMs = 60_000;

/** Whether the coach runs offline (no model key), asked of the coach at most once a minute. */
@Injectable()
export class CoachStatus {
  private known: { offline: boolean; at: number } | undefined;
  private asking: Promise<boolean> | undefined;

  constructor(private readonly rpc: RpcClient) {}

  async offline(): Promise<boolean> {
    if (this.known && Date.now() - this.known.at < ttlMs) return this.known.offline;
    this.asking ??= this.rpc
      .call(CoachRpc.status, {}, { timeoutMs: 1500 })
      .then(({ offline }) => {
        this.known = { offline, at: Date.now() };
        return offline;
      })
      // The coach not answering: keep what was last known (online by default) and ask again soon.
      .catch(() => this.known?.offline ?? false)
      .finally(() => (this.asking = undefined));
    return this.asking;
  }
}

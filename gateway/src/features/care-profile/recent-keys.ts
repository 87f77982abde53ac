/** A bounded set that forgets its oldest entries: enough to skip repeated work, never a store. */
export class RecentKeys {
  private readonly keys = new Set<string>();

  constructor(private readonly capacity: number) {}

  has(key: string): boolean {
    return this.keys.has(key);
  }

  add(key: string): void {
    this.keys.delete(key);
    this.keys.add(key);
    while (this.keys.size > this.capacity) {
      const oldest = this.keys.values().next().value as string;
      this.keys.delete(oldest);
    }
  }
}

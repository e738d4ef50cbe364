/** Live update streams one member may hold open at once (a few tabs and devices). */
export const MAX_STREAMS_PER_MEMBER = 5;
/** Live update streams one address may hold open at once (a household or office behind one address). */
export const MAX_STREAMS_PER_ADDRESS = 20;
/** A stream whose client has not read this much of what was sent is dropped: it would only grow. */
export const MAX_BUFFERED_BYTES = 64 * 1024;

export const TOO_MANY_STREAMS_MESSAGE =
  'Too many live update connections are open. Close some other tabs of this site and reload.';

/**
 * Counts the open streams of this instance per member and per address. Each
 * open takes a slot and returns the function that gives it back (idempotent).
 */
export class StreamSlots {
  private readonly perMember = new Map<string, number>();
  private readonly perAddress = new Map<string, number>();
  private open = 0;

  constructor(private readonly enforce: boolean) {}

  /** A release function, or null when the member or the address already has its share. */
  take(memberId: string | null, address: string): (() => void) | null {
    const memberCount = memberId ? (this.perMember.get(memberId) ?? 0) : 0;
    const addressCount = this.perAddress.get(address) ?? 0;
    if (this.enforce && (memberCount >= MAX_STREAMS_PER_MEMBER || addressCount >= MAX_STREAMS_PER_ADDRESS)) {
      return null;
    }
    if (memberId) this.perMember.set(memberId, memberCount + 1);
    this.perAddress.set(address, addressCount + 1);
    this.open += 1;
    let released = false;
    return () => {
      if (released) return;
      released = true;
      this.open -= 1;
      if (memberId) decrement(this.perMember, memberId);
      decrement(this.perAddress, address);
    };
  }

  /** Streams holding a slot now, and how many members and addresses are tracked (0 when none are open). */
  stats(): { open: number; members: number; addresses: number } {
    return { open: this.open, members: this.perMember.size, addresses: this.perAddress.size };
  }
}

function decrement(map: Map<string, number>, key: string): void {
  const next = (map.get(key) ?? 1) - 1;
  if (next <= 0) map.delete(key);
  else map.set(key, next);
}

/** How many live-update streams may be open at once. */
export interface StreamLimitSettings {
  perUser: number;
  perAddress: number;
}

interface Endable {
  end: () => void;
}

interface Holder {
  userId: number;
  address: string;
}

/**
 * Caps the open streams of this instance per user and per client address, so that one user or
 * one address cannot hold the server's memory. A user's new stream ends their oldest one first
 * (a forgotten tab gives way to the window in use). At a full address, the newcomer ends its own
 * user's oldest stream there; when it has none there, it is refused (429) rather than end other
 * people's streams behind the same address.
 */
export class StreamLimits {
  readonly #settings: StreamLimitSettings;
  // Sets keep insertion order: the first entry is the oldest stream.
  readonly #byUser = new Map<number, Set<Endable>>();
  readonly #byAddress = new Map<string, Set<Endable>>();
  readonly #holders = new Map<Endable, Holder>();

  constructor(settings: StreamLimitSettings) {
    this.#settings = settings;
  }

  /** Whether a new stream of the user from the address may open (after ending what it must). */
  makeRoom(userId: number, address: string): boolean {
    const atAddress = this.#byAddress.get(address);
    if (atAddress && atAddress.size >= this.#settings.perAddress) {
      const own = [...atAddress].find((stream) => this.#holders.get(stream)?.userId === userId);
      if (!own) return false;
      own.end();
      this.#forget(own);
    }
    const ofUser = this.#byUser.get(userId);
    while (ofUser && ofUser.size >= this.#settings.perUser) {
      const oldest = ofUser.values().next().value;
      if (!oldest) break;
      oldest.end();
      this.#forget(oldest);
    }
    return true;
  }

  /** Counts an open stream; answers what to call when it ends. */
  add(stream: Endable, userId: number, address: string): () => void {
    this.#holders.set(stream, { userId, address });
    add(this.#byUser, userId, stream);
    add(this.#byAddress, address, stream);
    return () => this.#forget(stream);
  }

  #forget(stream: Endable): void {
    const holder = this.#holders.get(stream);
    if (!holder) return;
    this.#holders.delete(stream);
    remove(this.#byUser, holder.userId, stream);
    remove(this.#byAddress, holder.address, stream);
  }
}

function add<K>(map: Map<K, Set<Endable>>, key: K, stream: Endable): void {
  const set = map.get(key) ?? new Set();
  set.add(stream);
  map.set(key, set);
}

function remove<K>(map: Map<K, Set<Endable>>, key: K, stream: Endable): void {
  const set = map.get(key);
  if (!set) return;
  set.delete(stream);
  if (set.size === 0) map.delete(key);
}

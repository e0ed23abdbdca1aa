import { BlockList, isIP } from 'node:net';

/** Addresses and CIDR ranges, IPv4 and IPv6, that a client address is checked against. */
export interface AddressList {
  /** The entries as configured, for messages. */
  entries: readonly string[];
  includes: (address: string) => boolean;
}

const IPV4_MAPPED = /^::ffff:(\d+\.\d+\.\d+\.\d+)$/i;

const family = (address: string) => (isIP(address) === 6 ? 'ipv6' : 'ipv4');

/**
 * A comma-separated setting such as `127.0.0.1/8,::1,10.0.0.0/8`; an empty one lists nothing.
 * Throws, naming the setting, on an entry that is not an address or range.
 */
export function parseAddressList(setting: string, raw: string): AddressList {
  const entries = raw
    .split(',')
    .map((entry) => entry.trim())
    .filter(Boolean);
  const list = new BlockList();
  for (const entry of entries) {
    const [address = '', prefix, ...rest] = entry.split('/');
    const bits = prefix === undefined ? undefined : Number(prefix);
    const maxBits = isIP(address) === 6 ? 128 : 32;
    const valid =
      isIP(address) !== 0 &&
      rest.length === 0 &&
      (bits === undefined || (/^\d+$/.test(prefix ?? '') && bits <= maxBits));
    if (!valid) {
      throw new Error(`Setting ${setting} must list IP addresses or CIDR ranges, got "${entry}"`);
    }
    if (bits === undefined) list.addAddress(address, family(address));
    else list.addSubnet(address, bits, family(address));
  }
  return {
    entries,
    includes: (address) => {
      // A dual-stack socket reports IPv4 clients as ::ffff:a.b.c.d.
      const plain = IPV4_MAPPED.exec(address)?.[1] ?? address;
      return isIP(plain) !== 0 && list.check(plain, family(plain));
    },
  };
}

import { describe, expect, it } from 'vitest';
import { clientAddress, invalidTrustedProxy, limitedAddress, parseTrustedProxies } from './client-address';

const socket = (remoteAddress: string) => ({ incoming: { socket: { remoteAddress } } });
const proxies = parseTrustedProxies('10.0.0.1, 172.16.0.0/12, fd00::/8');

describe('clientAddress', () => {
  it('is the socket address when no proxy is trusted, whatever X-Forwarded-For says', () => {
    expect(clientAddress(socket('203.0.113.9'), '198.51.100.7', undefined)).toBe('203.0.113.9');
    expect(clientAddress(socket('10.0.0.1'), '198.51.100.7', undefined)).toBe('10.0.0.1');
  });

  it('ignores X-Forwarded-For from an address that is not a trusted proxy', () => {
    expect(clientAddress(socket('203.0.113.9'), '198.51.100.7', proxies)).toBe('203.0.113.9');
  });

  it('takes the right-most address that is not a trusted proxy, so a client cannot choose its own', () => {
    expect(clientAddress(socket('10.0.0.1'), '198.51.100.7', proxies)).toBe('198.51.100.7');
    // The client wrote "1.2.3.4"; our proxies appended what they saw.
    expect(clientAddress(socket('10.0.0.1'), '1.2.3.4, 198.51.100.7, 172.16.5.4', proxies)).toBe('198.51.100.7');
    expect(clientAddress(socket('fd12::1'), '2001:db8::5, fd00::7', proxies)).toBe('2001:db8::5');
    // IPv4 proxies seen through a dual-stack socket.
    expect(clientAddress(socket('::ffff:10.0.0.1'), '198.51.100.7', proxies)).toBe('198.51.100.7');
  });

  it('never uses something that is not an address, and falls back to the nearest trusted hop', () => {
    expect(clientAddress(socket('10.0.0.1'), 'garbage', proxies)).toBe('10.0.0.1');
    expect(clientAddress(socket('10.0.0.1'), '198.51.100.7, ', proxies)).toBe('10.0.0.1');
    expect(clientAddress(socket('10.0.0.1'), 'x, 172.16.0.9', proxies)).toBe('172.16.0.9');
  });

  it('is the farthest hop when every hop is a trusted proxy, and the socket without the header', () => {
    expect(clientAddress(socket('10.0.0.1'), '172.16.0.2, 172.16.0.9', proxies)).toBe('172.16.0.2');
    expect(clientAddress(socket('10.0.0.1'), undefined, proxies)).toBe('10.0.0.1');
    expect(clientAddress(undefined, '198.51.100.7', proxies)).toBe('unknown');
  });
});

describe('TRUSTED_PROXIES entries', () => {
  it('accepts addresses and CIDR ranges of both families', () => {
    expect(invalidTrustedProxy('10.0.0.1,192.168.0.0/16, ::1 ,fd00::/8,0.0.0.0/0')).toBeUndefined();
  });

  it.each(['10.0.0', '10.0.0.0/33', 'fd00::/129', '10.0.0.0/', '10.0.0.0/8/8', 'localhost', '10.0.0.0/-1', '10.0.0.0/8a'])(
    'refuses %j',
    (entry) => {
      expect(invalidTrustedProxy(`10.0.0.1, ${entry}`)).toBe(entry);
    },
  );
});

describe('limitedAddress', () => {
  it('counts an IPv6 client by its /64, however the address is written, and an IPv4 client by its address', () => {
    expect(limitedAddress('2001:db8:1:2:aaaa:bbbb:cccc:dddd')).toBe('2001:db8:1:2::/64');
    expect(limitedAddress('2001:DB8:1:2::1')).toBe('2001:db8:1:2::/64');
    expect(limitedAddress('2001:db8:0001:0002:0:0:0:9')).toBe('2001:db8:1:2::/64');
    expect(limitedAddress('2001:db8::1')).toBe('2001:db8:0:0::/64');
    expect(limitedAddress('fe80::1%eth0')).toBe('fe80:0:0:0::/64');
    expect(limitedAddress('::1')).toBe('0:0:0:0::/64');
    expect(limitedAddress('2001:db8:1:3::1')).not.toBe(limitedAddress('2001:db8:1:2::1'));
    expect(limitedAddress('203.0.113.9')).toBe('203.0.113.9');
    expect(limitedAddress('::ffff:203.0.113.9')).toBe('203.0.113.9');
    expect(limitedAddress('unknown')).toBe('unknown');
  });
});

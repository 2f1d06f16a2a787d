/**
 * The optional online check of a VAT number (issue 31): VIES for EU numbers. Configured with VAT_NUMBER_CHECK=vies;
 * without it numbers are checked by format only. It degrades gracefully: a registry that is down, slow or does not
 * cover the number answers 'unavailable', and the checkout goes on on the format check, recording that.
 */
export type VatCheckAnswer = 'valid' | 'invalid' | 'unavailable';

export interface VatNumberChecker {
  /** `vatNumber` normalised, with its prefix (DE123456789). */
  check(vatNumber: string): Promise<VatCheckAnswer>;
}

const VIES_URL = 'https://ec.europa.eu/taxation_customs/vies/rest-api/check-vat-number';

/** The European Commission's VIES REST service. UK numbers are not in VIES (HMRC's API needs credentials): 'unavailable'. */
export function viesChecker({
  url = VIES_URL,
  timeoutMs = 5_000,
  fetchImpl = fetch,
}: { url?: string; timeoutMs?: number; fetchImpl?: typeof fetch } = {}): VatNumberChecker {
  return {
    async check(vatNumber) {
      const prefix = vatNumber.slice(0, 2);
      if (prefix === 'GB' || prefix === 'XI') return 'unavailable';
      let timer: NodeJS.Timeout | undefined;
      // Raced against a timer as well as aborted by it: the checkout never waits longer, whatever the request does.
      const late = new Promise<'late'>((resolve) => (timer = setTimeout(() => resolve('late'), timeoutMs)));
      try {
        const ask = async () => {
          const response = await fetchImpl(url, {
            method: 'POST',
            headers: { 'Content-Type': 'application/json', Accept: 'application/json' },
            body: JSON.stringify({ countryCode: prefix, vatNumber: vatNumber.slice(2) }),
            signal: AbortSignal.timeout(timeoutMs),
          });
          return response.ok ? ((await response.json()) as { valid?: unknown; userError?: unknown }) : null;
        };
        const body = await Promise.race([ask(), late]);
        if (body === 'late' || body === null) return 'unavailable';
        // VIES answers valid: false with a userError such as MS_UNAVAILABLE when a member state's registry is down.
        if (body.valid === true) return 'valid';
        if (body.valid === false && (body.userError === undefined || body.userError === 'VALID' || body.userError === 'INVALID'))
          return 'invalid';
        return 'unavailable';
      } catch {
        return 'unavailable';
      } finally {
        clearTimeout(timer);
      }
    },
  };
}

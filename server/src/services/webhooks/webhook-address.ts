import dns, { type LookupAddress } from 'node:dns';
import { ERROR_CODES } from '@portal/shared/contract';
import { refuse } from '../../errors/app-error';
import { isPublicAddress } from '../attachments/public-address';

/**
 * Every address a webhook's host stands for, each of which must be public unless the host is
 * allowlisted (`WEBHOOK_ALLOWED_HOSTS`): the portal must not become a way into its own network.
 * Checked when a webhook is created and again before every send (a name may change address).
 */
export async function webhookAddresses(
  url: URL,
  allowedHosts: readonly string[],
): Promise<LookupAddress[]> {
  const hostname = url.hostname.replace(/^\[(.*)\]$/, '$1').toLowerCase();
  const addresses = await dns.promises.lookup(hostname, { all: true, verbatim: true }).catch(() => {
    throw refuse({ code: ERROR_CODES.webhookAddressUnknown, path: 'url' });
  });
  if (addresses.length === 0)
    throw refuse({ code: ERROR_CODES.webhookAddressUnknown, path: 'url' });
  const allowed =
    allowedHosts.includes(hostname) || addresses.every(({ address }) => isPublicAddress(address));
  if (!allowed) throw refuse({ code: ERROR_CODES.webhookAddressRefused, path: 'url' });
  return addresses;
}

/**
 * Whether a Web Push endpoint is on one of the allowed push services (PUSH_SERVICE_HOSTS): the
 * server POSTs to the endpoint a member submits, so an endpoint anywhere else (an address inside
 * the network, a metadata service, any site) would make the server a proxy for whoever
 * subscribes. https only, no credentials in the address; `host` allows port 443 only,
 * `host:port` that port, `host:*` any; `*.domain` any subdomain of the domain, not the domain.
 */
export function pushServiceAllowed(endpoint: string, hosts: readonly string[]): boolean {
  if (!URL.canParse(endpoint)) return false;
  const url = new URL(endpoint);
  if (url.protocol !== 'https:' || url.username !== '' || url.password !== '') return false;
  const host = url.hostname.toLowerCase();
  const port = url.port === '' ? '443' : url.port;
  return hosts.some((entry) => {
    const [name = '', allowedPort = '443'] = entry.toLowerCase().split(':');
    if (allowedPort !== '*' && allowedPort !== port) return false;
    return name.startsWith('*.') ? host.endsWith(name.slice(1)) : host === name;
  });
}

export function startRoundRobinProxy(
  upstreams: string[],
): Promise<{ url: string; stop(): Promise<void> }>;

export interface Varnish {
  url: string;
  stop(): Promise<void>;
}
export function startVarnish(port: number, backend: string): Promise<Varnish>;

export interface Varnish {
  url: string;
  pid: number;
  stop(): Promise<void>;
}
export function startVarnish(port: number, backend: string): Promise<Varnish>;

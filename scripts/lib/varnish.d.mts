export function freePort(): Promise<number>;
export interface Varnish {
  url: string;
  pid: number | undefined;
  stop(): Promise<void>;
}
export function startVarnish(port: number, backend: string): Promise<Varnish>;

export function freePort(): Promise<number>;
export function accepts(port: number): Promise<boolean>;

import { useCallback, useEffect, useRef, useState } from 'react';

export interface ImageChoice {
  file: File;
  /** A preview address for the file, released when it is replaced or the form goes. */
  url: string;
}

/** The chosen cover image and its preview address; choose(null) drops it. */
export function useImageChoice() {
  const [choice, setChoice] = useState<ImageChoice | null>(null);
  const current = useRef<ImageChoice | null>(null);

  const choose = useCallback((file: File | null) => {
    if (current.current) URL.revokeObjectURL(current.current.url);
    const next = file ? { file, url: URL.createObjectURL(file) } : null;
    current.current = next;
    setChoice(next);
  }, []);

  useEffect(
    () => () => {
      if (current.current) URL.revokeObjectURL(current.current.url);
      current.current = null;
    },
    [],
  );

  return [choice, choose] as const;
}

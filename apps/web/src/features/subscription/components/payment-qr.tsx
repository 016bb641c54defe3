import { QrCode } from 'lucide-react';
import { toDataURL } from 'qrcode';
import { useEffect, useState } from 'react';
import { Skeleton } from '../../../components/ui/skeleton';

/** Drawn at twice its display size so it stays sharp on high-density screens. */
const DISPLAY_PX = 160;

type QrState = { value: string; src: string | null; failed: boolean };

/**
 * A QR code of `value`, made in the browser (no third-party image service sees
 * the payment number). Dark modules on white in both themes: scanners need the contrast.
 */
export function PaymentQr({ value, alt }: { value: string; alt: string }) {
  const [state, setState] = useState<QrState | null>(null);

  useEffect(() => {
    let live = true;
    toDataURL(value, { width: DISPLAY_PX * 2, margin: 1, errorCorrectionLevel: 'M' }).then(
      (src) => live && setState({ value, src, failed: false }),
      () => live && setState({ value, src: null, failed: true }),
    );
    return () => {
      live = false;
    };
  }, [value]);

  const current = state?.value === value ? state : null;
  return (
    <div className="flex size-44 shrink-0 items-center justify-center rounded-2xl bg-white p-2 shadow-sm ring-1 ring-slate-200 dark:ring-slate-700">
      {current?.src ? (
        <img
          src={current.src}
          alt={alt}
          width={DISPLAY_PX}
          height={DISPLAY_PX}
          className="size-40 [image-rendering:pixelated]"
        />
      ) : current?.failed ? (
        <QrCode aria-label={alt} role="img" className="size-16 text-slate-400" />
      ) : (
        <Skeleton className="size-40 rounded-lg bg-slate-200/80 dark:bg-slate-200/80" />
      )}
    </div>
  );
}

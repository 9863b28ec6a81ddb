import { useEffect, useState } from 'react';

/** A QR code for a receive address; the encoder loads only when one is shown. */
export function QrCode({ value, label }: { value: string; label: string }) {
  const [src, setSrc] = useState<string>();
  useEffect(() => {
    let live = true;
    import('qrcode')
      // Bech32 is case-insensitive (BIP-173); upper case fits QR's denser alphanumeric mode.
      .then((qr) =>
        qr.toDataURL(/^(bc|tb|bcrt)1/i.test(value) ? value.toUpperCase() : value, { margin: 1, width: 160 }),
      )
      .then((url) => {
        if (live) setSrc(url);
      })
      .catch(() => setSrc(undefined));
    return () => {
      live = false;
    };
  }, [value]);
  return src ? (
    <img className="qr" src={src} alt={label} width={160} height={160} />
  ) : (
    <div className="qr placeholder" />
  );
}

import { useEffect, useState } from 'react';

/** The QR code of `uri` as a data URL; `qrcode` loads with the first pairing, never before. */
export function useQrCode(uri: string): string | undefined {
  const [image, setImage] = useState<{ uri: string; url: string }>();
  useEffect(() => {
    let current = true;
    import('qrcode')
      .then((qr) => qr.toDataURL(uri, { errorCorrectionLevel: 'M', margin: 1, width: 232 }))
      .then((url) => {
        if (current) setImage({ uri, url });
      })
      .catch(() => undefined);
    return () => {
      current = false;
    };
  }, [uri]);
  return image?.uri === uri ? image.url : undefined;
}

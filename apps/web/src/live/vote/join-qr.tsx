import { QrCode } from '../kit/qr-code.js';

/** The participants' link as a QR code on a white card, captioned. */
export const VoteScreenQr = ({ url, label, size }: { url: string; label: string; size: string }) => (
  <figure style={{ margin: 0, padding: '0.6vw', background: '#fff', borderRadius: '0.6vw', textAlign: 'center' }}>
    <QrCode url={url} label={label} size={size} />
    <figcaption style={{ color: '#b3141b', fontWeight: 700, fontSize: '1.1vw', marginTop: '0.3vw' }}>
      {label}
    </figcaption>
  </figure>
);

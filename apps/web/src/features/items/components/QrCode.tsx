import { encode } from 'uqr';

/** A QR code of `text` as an SVG: one path of dark modules on a white square with a quiet zone. */
export function QrCode(props: { text: string; label: string; size?: number }) {
  const { data, size } = encode(props.text, { border: 2 });
  const path = data
    .flatMap((row, y) => row.map((dark, x) => (dark ? `M${x} ${y}h1v1h-1z` : '')))
    .join('');
  return (
    <svg
      role="img"
      aria-label={props.label}
      data-qr-text={props.text}
      viewBox={`0 0 ${size} ${size}`}
      width={props.size ?? 200}
      height={props.size ?? 200}
      shapeRendering="crispEdges"
    >
      <rect width={size} height={size} fill="#fff" />
      <path d={path} fill="#000" />
    </svg>
  );
}

import Avatar, { type AvatarProps } from '@mui/material/Avatar';

/** A stable hue for a name: the same person gets the same colour on every screen. */
export function colorOf(name: string): string {
  let hash = 0;
  for (const char of name) hash = (hash * 31 + (char.codePointAt(0) ?? 0)) % 360;
  return `hsl(${hash}, 55%, 45%)`;
}

/** The first letter of a name, or '?' for none. */
export const initialOf = (name: string) => Array.from(name.trim())[0]?.toUpperCase() ?? '?';

/**
 * A person's picture, or (seed section 2's chat row) the initial of their name in a circle whose
 * colour comes from the name.
 */
export function InitialAvatar(
  props: { name: string; src?: string | null; size?: number } & Omit<AvatarProps, 'src'>,
) {
  const { name, src, size = 40, sx, ...rest } = props;
  const style = [
    { width: size, height: size, fontSize: size / 2.2 },
    ...(Array.isArray(sx) ? sx : [sx]),
  ];
  if (src) return <Avatar src={src} alt={name} sx={style} {...rest} />;
  return (
    <Avatar
      aria-label={name}
      data-testid="initial-avatar"
      sx={[{ bgcolor: colorOf(name), color: '#fff' }, ...style]}
      {...rest}
    >
      {initialOf(name)}
    </Avatar>
  );
}

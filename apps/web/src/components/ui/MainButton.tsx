import Button, { type ButtonProps } from '@mui/material/Button';
import { Link } from 'react-router';

const pill = { borderRadius: 999, minWidth: 135, maxWidth: 145, width: 140, minHeight: 30 };

/**
 * Seed section 9: the main button, flat, primary, pill-shaped, 135 to 145 wide, 30 high at least.
 * With `to` it is a link to that route.
 */
export function MainButton({ sx, to, ...props }: ButtonProps & { to?: string }) {
  const style = [pill, ...(Array.isArray(sx) ? sx : [sx])];
  if (to !== undefined) {
    return (
      <Button variant="contained" disableElevation component={Link} to={to} sx={style} {...props} />
    );
  }
  return <Button variant="contained" disableElevation sx={style} {...props} />;
}

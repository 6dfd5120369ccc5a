import CircularProgress from '@mui/material/CircularProgress';
import Drawer from '@mui/material/Drawer';
import Link from '@mui/material/Link';
import Typography from '@mui/material/Typography';
import { useFormat } from '@/lib/format';

/**
 * Seed section 2: a bottom drawer titled 'Contact Phone:' with a tel link to the phone passed in.
 * The phone is the one the creator published on their profile, so there may be none (null).
 */
export function PhoneDrawer(props: {
  open: boolean;
  onClose: () => void;
  title: string;
  /** The creator's published phone, or null when they published none. */
  phone: string | null;
  status: 'loading' | 'ready' | 'failed';
  texts: { empty: string; loading: string; failed: string };
}) {
  const format = useFormat();
  let body: React.ReactNode;
  if (props.status === 'loading') {
    body = <CircularProgress size={28} aria-label={props.texts.loading} />;
  } else if (props.status === 'failed') {
    body = <Typography color="text.secondary">{props.texts.failed}</Typography>;
  } else if (props.phone) {
    body = (
      <Link href={`tel:${props.phone}`} dir="ltr" variant="h5" underline="hover">
        {format.number(props.phone)}
      </Link>
    );
  } else {
    body = <Typography color="text.secondary">{props.texts.empty}</Typography>;
  }
  return (
    <Drawer anchor="bottom" open={props.open} onClose={props.onClose}>
      <div style={{ padding: 24 }}>
        <Typography variant="h6" component="h2" gutterBottom>
          {props.title}
        </Typography>
        {body}
      </div>
    </Drawer>
  );
}

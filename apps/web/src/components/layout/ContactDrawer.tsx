import Drawer from '@mui/material/Drawer';
import Link from '@mui/material/Link';
import Typography from '@mui/material/Typography';

/** Seed section 2: a bottom drawer titled 'Contact Phone:' with a tel link to the phone passed in. */
export function ContactDrawer(props: {
  open: boolean;
  onClose: () => void;
  title: string;
  phone: string;
  emptyText: string;
}) {
  return (
    <Drawer anchor="bottom" open={props.open} onClose={props.onClose}>
      <div style={{ padding: 24 }}>
        <Typography variant="h6" component="h2" gutterBottom>
          {props.title}
        </Typography>
        {props.phone ? (
          <Link href={`tel:${props.phone}`} dir="ltr" variant="h5" underline="hover">
            {props.phone}
          </Link>
        ) : (
          <Typography color="text.secondary">{props.emptyText}</Typography>
        )}
      </div>
    </Drawer>
  );
}

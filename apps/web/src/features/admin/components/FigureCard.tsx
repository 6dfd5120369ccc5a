import Card from '@mui/material/Card';
import CardActionArea from '@mui/material/CardActionArea';
import CardContent from '@mui/material/CardContent';
import Typography from '@mui/material/Typography';
import { Link } from 'react-router';

/** One figure of the dashboard: its name and value, a link to its screen when it has one. */
export function FigureCard(props: { label: string; value: string; to?: string }) {
  const content = (
    <CardContent>
      <Typography variant="body2" color="text.secondary">
        {props.label}
      </Typography>
      <Typography variant="h6" component="p" sx={{ mt: 0.5 }}>
        {props.value}
      </Typography>
    </CardContent>
  );
  return (
    <Card variant="outlined" data-testid="figure">
      {props.to ? (
        <CardActionArea component={Link} to={props.to}>
          {content}
        </CardActionArea>
      ) : (
        content
      )}
    </Card>
  );
}

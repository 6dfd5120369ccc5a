import Box from '@mui/material/Box';
import Typography from '@mui/material/Typography';

const WIDTH = 300;
const HEIGHT = 100;
const PAD = 4;

/**
 * One metric over the days of the owner's statistics, drawn as an SVG line over a shaded area
 * (no chart library: one line per metric is all the screen needs).
 */
export function SeriesChart(props: {
  title: string;
  total: string;
  values: number[];
  /** The first and the last day, already formatted. */
  firstDay: string;
  lastDay: string;
  max: string;
  color: string;
  description: string;
}) {
  const { values } = props;
  const top = Math.max(1, ...values);
  const step = values.length > 1 ? (WIDTH - 2 * PAD) / (values.length - 1) : 0;
  const points = values.map((value, index) => {
    const x = PAD + index * step;
    const y = HEIGHT - PAD - (value / top) * (HEIGHT - 2 * PAD);
    return `${x.toFixed(1)},${y.toFixed(1)}`;
  });
  const area = points.length
    ? `M${PAD},${HEIGHT - PAD} L${points.join(' L')} L${PAD + (values.length - 1) * step},${HEIGHT - PAD} Z`
    : '';

  return (
    <Box component="figure" sx={{ m: 0, display: 'grid', gap: 0.5 }}>
      <Box sx={{ display: 'flex', justifyContent: 'space-between', alignItems: 'baseline' }}>
        <Typography component="figcaption" sx={{ fontWeight: 'bold' }}>
          {props.title}
        </Typography>
        <Typography variant="h6" component="p">
          {props.total}
        </Typography>
      </Box>
      <Box sx={{ position: 'relative' }}>
        <svg
          viewBox={`0 0 ${WIDTH} ${HEIGHT}`}
          role="img"
          aria-label={props.description}
          preserveAspectRatio="none"
          style={{ width: '100%', height: 120, display: 'block' }}
        >
          <line x1={PAD} x2={WIDTH - PAD} y1={HEIGHT - PAD} y2={HEIGHT - PAD} stroke="#ccc" />
          {area && <path d={area} fill={props.color} fillOpacity={0.15} />}
          <polyline
            points={points.join(' ')}
            fill="none"
            stroke={props.color}
            strokeWidth={2}
            vectorEffect="non-scaling-stroke"
            data-testid="series-line"
          />
        </svg>
        <Typography
          variant="caption"
          color="text.secondary"
          sx={{ position: 'absolute', top: 0, insetInlineStart: 4 }}
        >
          {props.max}
        </Typography>
      </Box>
      <Box sx={{ display: 'flex', justifyContent: 'space-between' }} dir="ltr">
        <Typography variant="caption" color="text.secondary">
          {props.firstDay}
        </Typography>
        <Typography variant="caption" color="text.secondary">
          {props.lastDay}
        </Typography>
      </Box>
    </Box>
  );
}

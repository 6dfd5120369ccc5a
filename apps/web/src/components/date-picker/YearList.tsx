import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import { useEffect, useRef } from 'react';

/** The picker's year list: one button per year, the shown year selected and scrolled to. */
export function YearList(props: {
  years: number[];
  selected: number;
  label: string;
  color: string;
  number: (value: number) => string;
  onPick: (year: number) => void;
}) {
  const selectedRef = useRef<HTMLButtonElement>(null);
  useEffect(() => {
    selectedRef.current?.scrollIntoView?.({ block: 'center' });
  }, []);
  return (
    <Box
      role="listbox"
      aria-label={props.label}
      sx={{
        display: 'grid',
        gridTemplateColumns: 'repeat(3, 1fr)',
        gap: 0.5,
        maxHeight: 280,
        overflowY: 'auto',
        p: 1,
      }}
    >
      {props.years.map((year) => {
        const selected = year === props.selected;
        return (
          <Button
            key={year}
            ref={selected ? selectedRef : undefined}
            role="option"
            aria-selected={selected}
            size="small"
            onClick={() => props.onPick(year)}
            sx={{
              color: selected ? '#fff' : 'text.primary',
              bgcolor: selected ? props.color : undefined,
              '&:hover': { bgcolor: selected ? props.color : undefined },
            }}
          >
            {props.number(year)}
          </Button>
        );
      })}
    </Box>
  );
}

import SearchIcon from '@mui/icons-material/Search';
import InputAdornment from '@mui/material/InputAdornment';
import MenuItem from '@mui/material/MenuItem';
import TextField from '@mui/material/TextField';
import { useEffect, useState } from 'react';

/** How long typing rests before a search asks the server. */
const SEARCH_PAUSE_MS = 350;

/** The quick search above a table: it tells its value once typing pauses. */
export function SearchField(props: {
  label: string;
  value: string;
  onChange: (value: string) => void;
}) {
  const [text, setText] = useState(props.value);
  const { onChange, value } = props;
  useEffect(() => {
    if (text === value) return;
    const timer = setTimeout(() => onChange(text.trim()), SEARCH_PAUSE_MS);
    return () => clearTimeout(timer);
  }, [text, value, onChange]);
  return (
    <TextField
      size="small"
      type="search"
      label={props.label}
      value={text}
      onChange={(event) => setText(event.target.value)}
      sx={{ minWidth: 220, flexGrow: 1, maxWidth: 360 }}
      slotProps={{
        input: {
          startAdornment: (
            <InputAdornment position="start">
              <SearchIcon />
            </InputAdornment>
          ),
        },
      }}
    />
  );
}

/** A filter above a table: one of a few values, or all ('' ). */
export function FilterSelect<V extends string>(props: {
  label: string;
  value: V | '';
  options: readonly { value: V | ''; label: string }[];
  onChange: (value: V | '') => void;
}) {
  return (
    <TextField
      select
      size="small"
      label={props.label}
      value={props.value}
      onChange={(event) => props.onChange(event.target.value as V | '')}
      sx={{ minWidth: 160 }}
    >
      {props.options.map((option) => (
        <MenuItem key={option.value || 'all'} value={option.value}>
          {option.label}
        </MenuItem>
      ))}
    </TextField>
  );
}

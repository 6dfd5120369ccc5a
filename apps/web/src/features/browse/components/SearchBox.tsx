import SearchIcon from '@mui/icons-material/Search';
import FormControl from '@mui/material/FormControl';
import InputAdornment from '@mui/material/InputAdornment';
import InputLabel from '@mui/material/InputLabel';
import OutlinedInput from '@mui/material/OutlinedInput';
import { useEffect, useId, useRef, useState } from 'react';

const SEARCH_DELAY_MS = 400;

/**
 * The search field: what is typed becomes the query after a pause, or at once with Enter. Built
 * from the outlined input rather than TextField, which brings the select and its menu with it
 * into the first screen.
 */
export function SearchBox(props: {
  value: string;
  label: string;
  placeholder: string;
  onSearch: (text: string) => void;
}) {
  const [text, setText] = useState(props.value);
  const [shown, setShown] = useState(props.value);
  // What this box last asked for: when it comes back as the query, what was typed since stays.
  const [asked, setAsked] = useState<string | null>(null);
  // The query changed elsewhere (a chip removed, the filter screen): show it.
  if (props.value !== shown) {
    setShown(props.value);
    if (props.value !== asked) setText(props.value);
  }
  const search = (query: string) => {
    setAsked(query);
    props.onSearch(query);
  };
  const onSearch = useRef(search);
  useEffect(() => {
    onSearch.current = search;
  });
  const { value } = props;
  const id = useId();
  useEffect(() => {
    if (text.trim() === value) return;
    const timer = setTimeout(() => onSearch.current(text.trim()), SEARCH_DELAY_MS);
    return () => clearTimeout(timer);
  }, [text, value]);

  return (
    <FormControl size="small" variant="outlined">
      <InputLabel htmlFor={id}>{props.label}</InputLabel>
      <OutlinedInput
        id={id}
        type="search"
        label={props.label}
        placeholder={props.placeholder}
        value={text}
        onChange={(event) => setText(event.target.value)}
        onKeyDown={(event) => {
          if (event.key === 'Enter') search(text.trim());
        }}
        inputProps={{ maxLength: 100, enterKeyHint: 'search' }}
        startAdornment={
          <InputAdornment position="start">
            <SearchIcon />
          </InputAdornment>
        }
      />
    </FormControl>
  );
}

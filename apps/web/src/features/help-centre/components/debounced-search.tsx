import { DEFAULT_DEBOUNCE_MS } from '@portledger/contracts';
import { Input } from 'antd';
import { useEffect, useRef, useState } from 'react';

interface Props {
  /** What is searched now (from the URL). */
  value: string;
  onSearch: (value: string) => void;
  placeholder: string;
  label: string;
  delay?: number;
}

/**
 * The help centre's search box: searches by itself once typing pauses (SPEC.md: 1000 ms by
 * default), at once on Enter; Back/forward shows what is searched.
 */
export function DebouncedSearch({ value, onSearch, placeholder, label, delay = DEFAULT_DEBOUNCE_MS }: Props) {
  const [typed, setTyped] = useState(value);
  const timer = useRef<ReturnType<typeof setTimeout> | undefined>(undefined);
  useEffect(() => setTyped(value), [value]);
  useEffect(() => () => clearTimeout(timer.current), []);

  const searchNow = (text: string) => {
    clearTimeout(timer.current);
    if (text.trim() !== value) onSearch(text.trim());
  };

  return (
    <Input.Search
      allowClear
      size="large"
      data-testid="faq-search"
      placeholder={placeholder}
      aria-label={label}
      value={typed}
      onChange={(event) => {
        const text = event.target.value;
        setTyped(text);
        clearTimeout(timer.current);
        timer.current = setTimeout(() => searchNow(text), delay);
      }}
      onSearch={searchNow}
    />
  );
}

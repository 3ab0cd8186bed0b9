import { CalendarOutlined, SwapRightOutlined } from '@ant-design/icons';
import { theme } from 'antd';
import { lazy, Suspense, useEffect, useRef, useState } from 'react';
import { dateFormats, formatDate } from '../lib/format.ts';
import { loadDateLibrary } from '../lib/library-locales.ts';
import type { DayRangePickerProps } from './range-picker.tsx';

// dayjs and its texts come with the picker: the list that shows this box does not load them.
const RangePicker = lazy(() =>
  Promise.all([import('./range-picker.tsx'), loadDateLibrary()]).then(([m]) => m),
);

/** From and to, calendar days `YYYY-MM-DD`; undefined leaves that end open. */
export type DayRange = [string | undefined, string | undefined];

/** The picker shows days as `DD MMM YYYY` (lib/format.ts `dateFormats.date`). */
type Props = Omit<DayRangePickerProps, 'placeholder' | 'format'> & { placeholder: [string, string] };

/**
 * antd's RangePicker, downloaded when the user reaches for it (a press or keyboard focus). Until
 * then a look-alike shows the same box, placeholders and values: the picker and its panels are a
 * sixth of a list page's JavaScript, and most visits never open them (docs/decisions/018).
 */
export function DeferredRangePicker(props: Props) {
  const [wanted, setWanted] = useState(false);
  const [opened, setOpened] = useState(false);
  const [focused, setFocused] = useState(false);
  const lookalike = (
    <LookAlike
      {...props}
      onReach={(open) => {
        setWanted(true);
        if (open) setOpened(true);
        else setFocused(true);
      }}
    />
  );
  if (!wanted) return lookalike;
  return (
    <Suspense fallback={lookalike}>
      <Loaded pickerProps={props} clicked={opened} focused={focused} />
    </Suspense>
  );
}

/** The real picker; a click that reached the look-alike is passed on, so the panel opens. */
function Loaded({
  pickerProps,
  clicked,
  focused,
}: {
  pickerProps: Props;
  clicked: boolean;
  focused: boolean;
}) {
  const box = useRef<HTMLSpanElement>(null);
  useEffect(() => {
    if (clicked) box.current?.querySelector('input')?.click();
  }, [clicked]);
  return (
    <span ref={box} style={{ display: 'contents' }}>
      <RangePicker {...pickerProps} format={dateFormats.date} autoFocus={clicked || focused} />
    </span>
  );
}

function LookAlike({ placeholder, value, style, onReach }: Props & { onReach: (open: boolean) => void }) {
  const { token } = theme.useToken();
  const text = (day: string | undefined, index: 0 | 1) => (
    <span
      style={{
        flex: 1,
        minWidth: 0,
        color: day ? token.colorText : token.colorTextPlaceholder,
        whiteSpace: 'nowrap',
        overflow: 'hidden',
      }}
    >
      {day ? formatDate(day) : placeholder[index]}
    </span>
  );
  return (
    <button
      type="button"
      data-testid="range-picker-placeholder"
      // Pressed: the picker loads and opens. Focused by keyboard: it loads and keeps the focus.
      onPointerDown={() => onReach(true)}
      onFocus={() => onReach(false)}
      style={{
        display: 'inline-flex',
        alignItems: 'center',
        gap: 8,
        width: 290,
        height: token.controlHeight,
        padding: `0 ${token.paddingSM - 1}px`,
        background: token.colorBgContainer,
        border: `${token.lineWidth}px ${token.lineType} ${token.colorBorder}`,
        borderRadius: token.borderRadius,
        font: 'inherit',
        fontSize: token.fontSize,
        textAlign: 'left',
        cursor: 'pointer',
        ...style,
      }}
    >
      {text(value[0], 0)}
      <SwapRightOutlined style={{ color: token.colorTextQuaternary }} />
      {text(value[1], 1)}
      <CalendarOutlined style={{ color: token.colorTextQuaternary }} />
    </button>
  );
}

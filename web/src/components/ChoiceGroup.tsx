import { CheckOutlined } from '@ant-design/icons';
import { useRef, type KeyboardEvent, type ReactNode } from 'react';
import './choice-group.css';

export interface Choice<V extends string> {
  value: V;
  label: ReactNode;
  hint?: ReactNode;
}

interface BaseProps<V extends string> {
  /** The accessible name of the group (usually the id of the question's heading). */
  labelledBy: string;
  describedBy?: string;
  choices: ReadonlyArray<Choice<V>>;
  /** Two columns from 560 px up. */
  columns?: 1 | 2;
  invalid?: boolean;
}

interface SingleProps<V extends string> extends BaseProps<V> {
  multiple?: false;
  value: V | undefined;
  onChange: (value: V) => void;
}

interface MultipleProps<V extends string> extends BaseProps<V> {
  multiple: true;
  value: readonly V[];
  onChange: (value: V[]) => void;
}

/**
 * Large tappable answers. Single choice is a radio group whose arrow keys move focus without
 * choosing (so a step that advances on choice never advances by accident); Enter, Space or a tap
 * chooses. Multiple choice is a group of checkboxes.
 */
export function ChoiceGroup<V extends string>(props: SingleProps<V> | MultipleProps<V>) {
  const { labelledBy, describedBy, choices, columns = 1, invalid } = props;
  const refs = useRef<Array<HTMLButtonElement | null>>([]);
  const isSelected = (value: V) =>
    props.multiple ? props.value.includes(value) : props.value === value;
  const firstSelected = choices.findIndex((c) => isSelected(c.value));

  const choose = (value: V) => {
    if (props.multiple) {
      const next = props.value.includes(value)
        ? props.value.filter((v) => v !== value)
        : [...props.value, value];
      props.onChange(next);
    } else props.onChange(value);
  };

  const onKeyDown = (e: KeyboardEvent, index: number) => {
    const delta =
      e.key === 'ArrowDown' || e.key === 'ArrowRight'
        ? 1
        : e.key === 'ArrowUp' || e.key === 'ArrowLeft'
          ? -1
          : 0;
    if (!delta) return;
    e.preventDefault();
    refs.current[(index + delta + choices.length) % choices.length]?.focus();
  };

  return (
    <div
      role={props.multiple ? 'group' : 'radiogroup'}
      aria-labelledby={labelledBy}
      aria-describedby={describedBy}
      aria-invalid={invalid || undefined}
      className={`choice-group${columns === 2 ? ' choice-group--two' : ''}`}
    >
      {choices.map((choice, index) => {
        const selected = isSelected(choice.value);
        const focusable = props.multiple || (firstSelected === -1 ? index === 0 : selected);
        return (
          <button
            key={choice.value}
            ref={(el) => {
              refs.current[index] = el;
            }}
            type="button"
            role={props.multiple ? 'checkbox' : 'radio'}
            aria-checked={selected}
            tabIndex={focusable ? 0 : -1}
            className={`choice${selected ? ' choice--selected' : ''}`}
            onClick={() => choose(choice.value)}
            onKeyDown={props.multiple ? undefined : (e) => onKeyDown(e, index)}
          >
            <span
              className={`choice__mark${props.multiple ? ' choice__mark--box' : ''}`}
              aria-hidden
            >
              {selected ? <CheckOutlined /> : null}
            </span>
            <span className="choice__text">
              <span className="choice__label">{choice.label}</span>
              {choice.hint ? <span className="choice__hint">{choice.hint}</span> : null}
            </span>
          </button>
        );
      })}
    </div>
  );
}

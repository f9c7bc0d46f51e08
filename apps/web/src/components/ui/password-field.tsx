import { Eye, EyeOff } from 'lucide-react';
import { useState } from 'react';
import { TextField, type TextFieldProps } from './text-field.tsx';

interface PasswordFieldProps extends Omit<TextFieldProps, 'type' | 'end' | 'autoComplete'> {
  autoComplete: 'current-password' | 'new-password';
}

/** A password input with a show/hide toggle (a real button, 48 px, that says what it will do). */
export function PasswordField(props: PasswordFieldProps) {
  const [visible, setVisible] = useState(false);
  return (
    <TextField
      {...props}
      type={visible ? 'text' : 'password'}
      autoCapitalize="none"
      autoCorrect="off"
      spellCheck={false}
      end={
        <button
          type="button"
          onClick={() => setVisible((shown) => !shown)}
          aria-label={visible ? 'Hide password' : 'Show password'}
          aria-controls={props.id}
          className="grid size-12 place-items-center rounded-xl text-muted hover:bg-sunken hover:text-text"
        >
          {visible ? (
            <EyeOff aria-hidden="true" className="size-5" />
          ) : (
            <Eye aria-hidden="true" className="size-5" />
          )}
        </button>
      }
    />
  );
}

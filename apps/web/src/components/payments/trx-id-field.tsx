import { Receipt } from 'lucide-react';
import { TextField, type TextFieldProps } from '../ui/form/text-field';

/**
 * A mobile-money transaction ID typed in: letters and digits as the wallet's message shows
 * them, never corrected or capitalised by the phone.
 */
export function TrxIdField(props: Omit<TextFieldProps, 'label'>) {
  return (
    <TextField
      label="Transaction ID"
      icon={Receipt}
      placeholder="e.g. 8N7A6B5C4D"
      autoComplete="off"
      autoCapitalize="characters"
      spellCheck={false}
      className="font-mono tracking-wide"
      {...props}
    />
  );
}

import { Receipt } from 'lucide-react';
import { useTranslation } from '../../lib/i18n/use-translation';
import { TextField, type TextFieldProps } from '../ui/form/text-field';

/**
 * A mobile-money transaction ID typed in: letters and digits as the wallet's message shows
 * them, never corrected or capitalised by the phone.
 */
export function TrxIdField(props: Omit<TextFieldProps, 'label'>) {
  const { t } = useTranslation();
  return (
    <TextField
      label={t('subscription.form.trxIdLabel')}
      icon={Receipt}
      placeholder={t('subscription.form.trxIdPlaceholder')}
      autoComplete="off"
      autoCapitalize="characters"
      spellCheck={false}
      className="font-mono tracking-wide"
      {...props}
    />
  );
}

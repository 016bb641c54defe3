import type { PathLevel } from '@codegrow/shared/constants/learning';
import { useTranslation } from '../../lib/i18n/use-translation';
import { Badge, type BadgeTone } from './badge';

const TONES: Record<PathLevel, BadgeTone> = {
  beginner: 'emerald',
  intermediate: 'indigo',
  advanced: 'red',
};

export function PathLevelBadge({ level }: { level: PathLevel }) {
  const { t } = useTranslation();
  return <Badge tone={TONES[level]}>{t(`common.badges.pathLevels.${level}`)}</Badge>;
}
